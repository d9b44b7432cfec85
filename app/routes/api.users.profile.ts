import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { updateProfile } from "~/models/profile.server";
import { toPublicUser } from "~/models/user.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { profileSchema } from "~/validation/profile";

export async function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["PUT"]);
}

/**
 * PUT /api/users/profile {firstName, lastName, username, profileImageUrl}: the member's updated user, as
 * GET /api/auth/user answers it. 401 visitors, 400 with the form's message, 409 a username someone else holds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["PUT"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("profile", user, context);
  const values = await parseJsonBody(request, profileSchema);
  const result = await updateProfile(user, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(toPublicUser(result.user), { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
