import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { claimUsername } from "~/models/username.server";
import { toPublicUser } from "~/models/user.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { USERNAME_MESSAGES } from "~/domain/username-rules";

const bodySchema = z.object({ username: z.string({ error: USERNAME_MESSAGES.required }) }, { error: "Expected an object with a username" });

export async function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/** POST /api/users/username {username}: sets the member's username, or says why not. */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("usernameClaim", user, context);
  const { username } = await parseJsonBody(request, bodySchema);
  const result = claimUsername(user.id, username);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(toPublicUser(result.user));
}
