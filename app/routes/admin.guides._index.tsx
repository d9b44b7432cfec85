import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { SearchField } from "~/components/ui/search-field";
import { SEARCH_RESULTS_SHOWN } from "~/domain/constants";
import { listGuidesForAdmin } from "~/models/guide-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Guides | Admin | Shoal" }];

/** Guides a page of the grid shows when nobody searched. */
const GRID_PAGE_SIZE = 24;

const SEARCH_CUT_NOTICE = `Showing first ${SEARCH_RESULTS_SHOWN} results. Refine search to see more.`;

/** /admin/guides: a search over title, style and difficulty (the first matches), or the whole list a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const listed = q
    ? listGuidesForAdmin(admin, { q, limit: SEARCH_RESULTS_SHOWN })
    : listGuidesForAdmin(admin, { offset: (page - 1) * GRID_PAGE_SIZE, limit: GRID_PAGE_SIZE });
  if (!listed.ok) apiError(listed.status, listed.message);
  const { guides, total } = listed;
  return data(
    {
      q,
      page,
      guides,
      pages: Math.max(1, Math.ceil(total / GRID_PAGE_SIZE)),
      notice: q && total > SEARCH_RESULTS_SHOWN ? SEARCH_CUT_NOTICE : null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function AdminGuideList() {
  const { q, page, guides, pages, notice } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-guides-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-guides-heading" className="text-xl font-semibold text-slate-900">
          Aquascaping Guides
        </h2>
        <Link to="/admin/guides/new" className={buttonClasses("primary", "lg")}>
          Add Guide
        </Link>
      </div>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <SearchField
          id="admin-guides-search"
          label="Search guides by title, style or difficulty"
          name="q"
          defaultValue={q}
          placeholder="Search by title, style or difficulty"
          className="w-full max-w-md"
        />
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>
      {notice ? <p className="mt-3 text-sm text-slate-600">{notice}</p> : null}
      {guides.length === 0 ? (
        <EmptyState compact className="mt-6" description={q ? `No guides found matching "${q}"` : "No guides yet."} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => (
            <Card as="li" key={guide.id} className="flex gap-3 p-3">
              <img src={guide.imageUrl} alt="" width={96} height={60} loading="lazy" className="h-14 w-24 shrink-0 rounded bg-brand-50 object-cover" />
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold text-slate-900">{guide.title}</h3>
                <p className="truncate text-sm text-slate-600">
                  {guide.style} · {guide.difficulty}
                </p>
                <div className="mt-2 flex gap-3 text-sm">
                  <Link to={`/admin/guides/${guide.id}/edit`} className="font-medium text-brand-700 hover:underline" aria-label={`Edit ${guide.title}`}>
                    Edit
                  </Link>
                  <Link to={`/admin/guides/${guide.id}/delete`} className="font-medium text-red-700 hover:underline" aria-label={`Delete ${guide.title}`}>
                    Delete
                  </Link>
                </div>
              </div>
            </Card>
          ))}
        </ul>
      )}
      {q ? null : (
        <PageNav
          label="Guide pages"
          newest={page > 1 ? { href: page === 2 ? "/admin/guides" : `/admin/guides?page=${page - 1}`, text: "Previous" } : null}
          older={page < pages ? { href: `/admin/guides?page=${page + 1}`, text: "Next" } : null}
        />
      )}
    </section>
  );
}
