import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

/** Checked here too: this loader also runs on its own, without the layout's (a `.data` request). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(null, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function AdminImages() {
  return (
    <section aria-labelledby="admin-images-heading">
      <h2 id="admin-images-heading" className="text-xl font-semibold text-slate-900">
        Community Images
      </h2>
      <p className="mt-2 text-slate-700">Reviewing members' photos is coming soon.</p>
    </section>
  );
}
