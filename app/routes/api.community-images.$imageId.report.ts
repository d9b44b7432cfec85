import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reportImage } from "~/models/gallery-reactions.server";
import { methodNotAllowed } from "~/services/api.server";
import { reportImageAction } from "~/web/report-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/community-images/{id}/report {reason}: a member reports another member's image, once (409 the
 * second time, 403 for their own). Answers `{reports, hidden}`: hidden when this report sent it back to review.
 */
export function action(args: ActionFunctionArgs) {
  return reportImageAction(args, "Image not found", reportImage);
}
