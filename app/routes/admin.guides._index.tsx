import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminList, AdminListItem } from "~/components/admin/admin-list";
import { adminListFacts, adminListWindow, readAdminListQuery } from "~/domain/admin-list";
import { listGuidesForAdmin } from "~/models/guide-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Guides | Admin | Shoal" }];

/** /admin/guides: a search over title, style and difficulty (the first matches), or the whole list a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = readAdminListQuery(request.url);
  const listed = listGuidesForAdmin(admin, adminListWindow(query));
  if (!listed.ok) apiError(listed.status, listed.message);
  const { guides, total } = listed;
  return data({ ...query, guides, ...adminListFacts(query, total) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function AdminGuideList() {
  const { q, page, guides, pages, notice } = useLoaderData<typeof loader>();
  return (
    <AdminList
      id="admin-guides"
      title="Aquascaping Guides"
      base="/admin/guides"
      addLabel="Add Guide"
      searchLabel="Search guides by title, style or difficulty"
      searchPlaceholder="Search by title, style or difficulty"
      q={q}
      page={page}
      pages={pages}
      notice={notice}
      empty={{ search: `No guides found matching "${q}"`, none: "No guides yet." }}
      pagesLabel="Guide pages"
    >
      {guides.map((guide) => (
        <AdminListItem
          key={guide.id}
          imageUrl={guide.imageUrl}
          imageClassName="object-cover"
          href={`/admin/guides/${guide.id}`}
          label={guide.title}
        >
          <h3 className="truncate font-semibold text-slate-900">{guide.title}</h3>
          <p className="truncate text-sm text-slate-600">
            {guide.style} · {guide.difficulty}
          </p>
        </AdminListItem>
      ))}
    </AdminList>
  );
}
