import { redirect } from "@remix-run/node";

/** Older links and the empty states' links point here; the fish database lives at /fish. */
export function loader() {
  return redirect("/fish", 301);
}
