import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminList, AdminListItem } from "~/components/admin/admin-list";
import { DifficultyBadge, TemperamentBadge } from "~/components/fish/fish-badges";
import { adminListFacts, adminListWindow, readAdminListQuery } from "~/domain/admin-list";
import { listFishForAdmin } from "~/models/fish-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Fish Management | Admin | Shoal" }];

/**
 * /admin/fish: search over name, scientific name and fish type (the first 8 matches),
 * or, without a search, the whole list as a grid a page at a time (`?page=N`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = readAdminListQuery(request.url);
  const listed = listFishForAdmin(admin, adminListWindow(query));
  if (!listed.ok) apiError(listed.status, listed.message);
  const { fish, total } = listed;
  return data({ ...query, fish, total, ...adminListFacts(query, total) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function AdminFishList() {
  const { q, page, fish, pages, notice } = useLoaderData<typeof loader>();
  return (
    <AdminList
      id="admin-fish"
      title="Fish Management"
      base="/admin/fish"
      addLabel="Add Fish"
      searchLabel="Search fish by name, scientific name or type"
      searchPlaceholder="Search by name, scientific name or fish type"
      q={q}
      page={page}
      pages={pages}
      notice={notice}
      empty={{ search: `No fish found matching "${q}"`, none: "No fish yet." }}
      pagesLabel="Fish pages"
    >
      {fish.map((entry) => (
        <AdminListItem key={entry.id} imageUrl={entry.imageUrl} href={`/admin/fish/${entry.id}`} label={entry.name}>
          <h3 className="truncate font-semibold text-slate-900">{entry.name}</h3>
          <p className="truncate text-sm italic text-slate-600">{entry.scientificName}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            <DifficultyBadge difficulty={entry.difficulty} />
            <TemperamentBadge temperament={entry.temperament} />
          </div>
        </AdminListItem>
      ))}
    </AdminList>
  );
}
