import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkUsernameAvailability } from "~/models/username.server";
import { apiJson } from "~/services/api.server";
import { getOptionalUser } from "~/services/current-user.server";

/** GET /api/users/username-available/{username}: {available, message?}. A member's own name counts as available. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const result = checkUsernameAvailability(params.username ?? "", user?.id);
  return apiJson(result, { headers: { "Cache-Control": "private, no-store" } });
}
