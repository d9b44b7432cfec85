import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { destroySession, getSession } from "~/services/session.server";

/** GET /api/logout is plain navigation (per the spec): forget the session and go home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  return redirect("/", {
    headers: { "Set-Cookie": await destroySession(session), "Cache-Control": "no-store" },
  });
}

// A form posting to /api/logout signs out the same way; there is nothing else a POST could mean here.
export const action = loader;
