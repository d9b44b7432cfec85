import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteGuide, updateGuide } from "~/models/guide-admin.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { guideFormSchema } from "~/validation/guide-form";
import { parseRecordId } from "~/validation/record-id";
import { forgetReplacedPicture } from "~/services/admin-image-form.server";

const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["PUT", "DELETE"]);
}

/**
 * PUT /api/admin/aquascapes/{id} {guide body}: 200 with the updated guide. DELETE: 200.
 * 401 visitors, 403 members, 404 unknown ids, 400 a bad body, 409 a title another guide has.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  allowMethods(request, ["PUT", "DELETE"]);
  const admin = await requireAdmin(request);
  const guideId = parseRecordId(params.aquascapeId);
  if (guideId === null) apiError(404, "Guide not found");
  if (request.method === "DELETE") {
    const result = deleteGuide(admin, guideId);
    if (!result.ok) apiError(result.status, result.message);
    await forgetReplacedPicture(result.guide.imageUrl, "");
    return apiJson({ message: "Aquascaping guide deleted successfully" }, { headers });
  }
  const values = await parseJsonBody(request, guideFormSchema);
  const result = updateGuide(admin, guideId, values);
  if (!result.ok) apiError(result.status, result.message);
  await forgetReplacedPicture(result.before.imageUrl, result.guide.imageUrl);
  return apiJson(result.guide, { headers });
}
