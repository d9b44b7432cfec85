import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireDevProvider, userinfoFor } from "~/services/dev-idp.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

/** Development provider userinfo endpoint: the claims behind a bearer access token (GET or POST, as OIDC allows). */
export async function loader({ request }: LoaderFunctionArgs) {
  requireDevProvider();
  const claims = userinfoFor(request.headers.get("Authorization"));
  if (!claims) {
    return Response.json(
      { error: "invalid_token", error_description: "Missing, unknown or expired access token." },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token"', "Cache-Control": NO_STORE_CACHE_CONTROL } },
    );
  }
  return Response.json(claims, { headers: { "Cache-Control": NO_STORE_CACHE_CONTROL } });
}

export const action = loader;
