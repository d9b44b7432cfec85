import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reportPlantPhoto } from "~/models/photo-reports.server";
import { methodNotAllowed } from "~/services/api.server";
import { reportImageAction } from "~/web/report-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/plants/images/{id}/report {reason}: a member reports another member's approved plant photo, once
 * (409 the second time, 403 for their own, 404 for one they cannot see). Answers `{reports, hidden}`.
 */
export function action(args: ActionFunctionArgs) {
  return reportImageAction(args, "Photo not found", reportPlantPhoto);
}
