import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { publishAvatar } from "~/models/profile.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { avatarImageSchema } from "~/validation/profile";

export async function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["PUT"]);
}

/**
 * PUT /api/avatar-images {avatarImageURL}: the picture the member just uploaded (from POST /api/objects/upload
 * with purpose "avatar", or any of their own upload addresses within 5 MB) becomes a stored avatar;
 * `{objectPath}` is its address for the profile's picture field. 401 visitors, 403 another member's upload,
 * 404 nothing uploaded, 409 an upload already used, 413 over 5 MB, 415 not an image.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["PUT"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("imageRegistration", user, context);
  const { avatarImageURL } = await parseJsonBody(request, avatarImageSchema);
  const result = await publishAvatar(user, { uploadAddress: avatarImageURL });
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ objectPath: result.objectPath }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
