import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reportFishPhoto } from "~/models/photo-reports.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { reportSchema } from "~/validation/gallery";
import { parseRecordId } from "~/validation/record-id";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/fish/images/{id}/report {reason}: a member reports another member's approved fish photo, once (409
 * the second time, 403 for their own, 404 for one they cannot see). Answers `{reports, hidden}`: hidden when
 * this report sent it back to review.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("report", user, context);
  const photoId = parseRecordId(params.imageId);
  if (photoId === null) apiError(404, "Photo not found");
  const { reason } = await parseJsonBody(request, reportSchema);
  const result = reportFishPhoto(user, photoId, reason);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ reports: result.reports, hidden: result.hidden }, 201);
}
