import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/current-user.server";

/** /admin opens on its first tab, Fish Management. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect("/admin/fish");
}
