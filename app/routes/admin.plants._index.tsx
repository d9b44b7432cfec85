import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminList, AdminListItem } from "~/components/admin/admin-list";
import { adminListFacts, adminListWindow, readAdminListQuery } from "~/domain/admin-list";
import { plantValueLabel } from "~/domain/plant-filters";
import { listPlantsForAdmin } from "~/models/plant-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Plant Management | Admin | Shoal" }];

/**
 * /admin/plants: search over name and scientific name (the first 8 matches), or, without a search, the whole
 * list as a grid a page at a time (`?page=N`), as /admin/fish.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = readAdminListQuery(request.url);
  const listed = listPlantsForAdmin(admin, adminListWindow(query));
  if (!listed.ok) apiError(listed.status, listed.message);
  const { plants, total } = listed;
  return data({ ...query, plants, total, ...adminListFacts(query, total) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function AdminPlantList() {
  const { q, page, plants, pages, notice } = useLoaderData<typeof loader>();
  return (
    <AdminList
      id="admin-plants"
      title="Plant Management"
      base="/admin/plants"
      addLabel="Add Plant"
      searchLabel="Search plants by name or scientific name"
      searchPlaceholder="Search by name or scientific name"
      q={q}
      page={page}
      pages={pages}
      notice={notice}
      empty={{ search: `No plants found matching "${q}"`, none: "No plants yet." }}
      pagesLabel="Plant pages"
    >
      {plants.map((plant) => (
        <AdminListItem key={plant.id} imageUrl={plant.imageUrl} href={`/admin/plants/${plant.id}`} label={plant.name}>
          <h3 className="truncate font-semibold text-slate-900">{plant.name}</h3>
          <p className="truncate text-sm italic text-slate-600">{plant.scientificName}</p>
          <p className="mt-1 text-xs text-slate-600">
            {plantValueLabel(plant.type)} · {plantValueLabel(plant.light)} light · {plantValueLabel(plant.difficulty)}
            {plant.adminEditedAt ? " · edited by an admin" : ""}
          </p>
        </AdminListItem>
      ))}
    </AdminList>
  );
}
