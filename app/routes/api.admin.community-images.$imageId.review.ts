import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseMemberImageId } from "~/domain/moderation";
import { reviewMemberImage } from "~/models/moderation.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { reviewSchema } from "~/validation/moderation";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/admin/community-images/{id}/review {status: "approved"|"rejected", reviewNotes?}: the reviewed
 * image. 401 visitors, 403 members and an admin's own upload, 404 unknown ids, 400 a bad body, 409 an image
 * that no longer awaits review (neither pending nor approved with reports). `{id}` is a gallery image's number
 * or `fish-photo-{n}` or `plant-photo-{n}`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const admin = await requireAdmin(request);
  const ref = parseMemberImageId(params.imageId);
  if (!ref) apiError(404, "Image not found");
  const body = await parseJsonBody(request, reviewSchema);
  const result = reviewMemberImage(admin, ref, body);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.image, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
