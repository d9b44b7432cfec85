import { redirect } from "@remix-run/node";

/** Account settings are the profile's edit form, so the menu's Settings link lands there. */
export function loader() {
  return redirect("/profile", 302);
}
