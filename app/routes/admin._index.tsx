import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/web/current-user.server";

/** /admin opens on its first tab, Fish Management. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect("/admin/fish");
}

/** Never shown (the loader always redirects or refuses); being a page keeps the admin layout's Access Denied screen. */
export default function AdminIndex() {
  return null;
}
