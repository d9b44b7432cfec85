import type { LoaderFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/models/user.server";
import { readOnly } from "~/services/api.server";
import { getOptionalUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

// Per-member data: no shared cache may keep it, and the browser must ask again after sign-in or sign-out.
const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

/** GET /api/auth/user: the signed-in member, or 401 {"message":"Unauthorized"}; the client's source of auth state. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return Response.json({ message: "Unauthorized" }, { status: 401, headers });
  return Response.json(toPublicUser(user), { headers });
}

export const action = readOnly;
