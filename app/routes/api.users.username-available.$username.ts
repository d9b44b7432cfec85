import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkUsernameAvailability } from "~/models/username.server";
import { apiJson, readOnly } from "~/services/api.server";
import { getOptionalUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

/** GET /api/users/username-available/{username}: {available, message?}. A member's own name counts as available. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  await enforceApiRateLimit("usernameCheck", user, context);
  const result = checkUsernameAvailability(params.username ?? "", user?.id);
  return apiJson(result, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/** Only reads are answered here. */
export const action = readOnly;
