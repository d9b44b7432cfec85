import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createVideo } from "~/models/video-admin.server";
import { getVideoForApi } from "~/models/video.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { videoApiSchema } from "~/validation/video-form";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/admin/videos {video body}: 201 with the video as GET /api/videos shows it; 401 visitors, 403
 * members, 400 a bad body, 409 a title or address another video has. `thumbnail` is "provider" (the default:
 * YouTube's or Vimeo's, fetched now; the category's drawing when it cannot be) or "drawing".
 */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const admin = await requireAdmin(request);
  const values = await parseJsonBody(request, videoApiSchema);
  const result = await createVideo(admin, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(getVideoForApi(result.video.id), { status: 201, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
