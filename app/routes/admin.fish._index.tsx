import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DifficultyBadge, TemperamentBadge } from "~/components/fish/fish-badges";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { SearchField } from "~/components/ui/search-field";
import { SEARCH_RESULTS_SHOWN } from "~/domain/constants";
import { listFishForAdmin } from "~/models/fish-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Fish Management | Admin | Shoal" }];

/** Species a page of the grid shows when nobody searched. */
const GRID_PAGE_SIZE = 24;

/** Said under the search box when a search matched more than the list shows (SPEC section 2's words). */
const SEARCH_CUT_NOTICE = `Showing first ${SEARCH_RESULTS_SHOWN} results. Refine search to see more.`;

/**
 * /admin/fish: search over name, scientific name and fish type (the first 8 matches, as SPEC section 2 says),
 * or, without a search, the whole list as a grid a page at a time (`?page=N`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const listed = q
    ? listFishForAdmin(admin, { q, limit: SEARCH_RESULTS_SHOWN })
    : listFishForAdmin(admin, { offset: (page - 1) * GRID_PAGE_SIZE, limit: GRID_PAGE_SIZE });
  if (!listed.ok) apiError(listed.status, listed.message);
  const { fish, total } = listed;
  return data(
    {
      q,
      page,
      fish,
      total,
      pages: Math.max(1, Math.ceil(total / GRID_PAGE_SIZE)),
      notice: q && total > SEARCH_RESULTS_SHOWN ? SEARCH_CUT_NOTICE : null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function AdminFishList() {
  const { q, page, fish, pages, notice } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-fish-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-fish-heading" className="text-xl font-semibold text-slate-900">
          Fish Management
        </h2>
        <Link to="/admin/fish/new" className={buttonClasses("primary", "lg")}>
          Add Fish
        </Link>
      </div>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <SearchField
          id="admin-fish-search"
          label="Search fish by name, scientific name or type"
          name="q"
          defaultValue={q}
          placeholder="Search by name, scientific name or fish type"
          className="w-full max-w-md"
        />
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>
      {notice ? <p className="mt-3 text-sm text-slate-600">{notice}</p> : null}
      {fish.length === 0 ? (
        <EmptyState compact className="mt-6" description={q ? `No fish found matching "${q}"` : "No fish yet."} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fish.map((entry) => (
            <Card as="li" key={entry.id} className="flex gap-3 p-3">
              <img src={entry.imageUrl} alt="" width={96} height={56} loading="lazy" className="h-14 w-24 shrink-0 rounded object-contain bg-brand-50" />
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold text-slate-900">{entry.name}</h3>
                <p className="truncate text-sm italic text-slate-600">{entry.scientificName}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <DifficultyBadge difficulty={entry.difficulty} />
                  <TemperamentBadge temperament={entry.temperament} />
                </div>
                <div className="mt-2 flex gap-3 text-sm">
                  <Link to={`/admin/fish/${entry.id}/edit`} className="font-medium text-brand-700 hover:underline" aria-label={`Edit ${entry.name}`}>
                    Edit
                  </Link>
                  <Link to={`/admin/fish/${entry.id}/delete`} className="font-medium text-red-700 hover:underline" aria-label={`Delete ${entry.name}`}>
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
          label="Fish pages"
          newest={page > 1 ? { href: page === 2 ? "/admin/fish" : `/admin/fish?page=${page - 1}`, text: "Previous" } : null}
          older={page < pages ? { href: `/admin/fish?page=${page + 1}`, text: "Next" } : null}
        />
      )}
    </section>
  );
}
