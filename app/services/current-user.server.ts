import { redirect } from "@remix-run/node";
import { currentPath, loginUrl } from "~/domain/safe-redirect";
import { getUserById, type User } from "~/models/user.server";
import { apiError } from "./api.server";
import { getSession } from "./session.server";

/** The signed-in member, or null for a visitor (a session whose user was deleted counts as a visitor). */
export async function getOptionalUser(request: Request): Promise<User | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId) return null;
  return getUserById(userId) ?? null;
}

/** Pages: a visitor is sent to sign in and brought back to the page afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginUrl(currentPath(request)));
  return user;
}

/** JSON API: a visitor gets 401 {"message":"Unauthorized"}. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) apiError(401, "Unauthorized");
  return user;
}

export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) apiError(403, "Forbidden");
  return user;
}
