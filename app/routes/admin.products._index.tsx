import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { SearchField } from "~/components/ui/search-field";
import { SEARCH_RESULTS_SHOWN } from "~/domain/constants";
import { productCategoryLabel, ratingLabel } from "~/domain/products";
import { listProductsForAdmin } from "~/models/product-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Products | Admin | Shoal" }];

/** Reviews a page of the grid shows when nobody searched. */
const GRID_PAGE_SIZE = 24;

const SEARCH_CUT_NOTICE = `Showing first ${SEARCH_RESULTS_SHOWN} results. Refine search to see more.`;

/** /admin/products: a search over name, brand and category (the first matches), or the whole list a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const listed = q
    ? listProductsForAdmin(admin, { q, limit: SEARCH_RESULTS_SHOWN })
    : listProductsForAdmin(admin, { offset: (page - 1) * GRID_PAGE_SIZE, limit: GRID_PAGE_SIZE });
  if (!listed.ok) apiError(listed.status, listed.message);
  const { products, total } = listed;
  return data(
    {
      q,
      page,
      products,
      pages: Math.max(1, Math.ceil(total / GRID_PAGE_SIZE)),
      notice: q && total > SEARCH_RESULTS_SHOWN ? SEARCH_CUT_NOTICE : null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function AdminProductList() {
  const { q, page, products, pages, notice } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-products-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-products-heading" className="text-xl font-semibold text-slate-900">
          Product Reviews
        </h2>
        <Link to="/admin/products/new" className={buttonClasses("primary", "lg")}>
          Add Product Review
        </Link>
      </div>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <SearchField
          id="admin-products-search"
          label="Search product reviews by name, brand or category"
          name="q"
          defaultValue={q}
          placeholder="Search by name, brand or category"
          className="w-full max-w-md"
        />
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>
      {notice ? <p className="mt-3 text-sm text-slate-600">{notice}</p> : null}
      {products.length === 0 ? (
        <EmptyState compact className="mt-6" description={q ? `No product reviews found matching "${q}"` : "No product reviews yet."} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => {
            const label = `${product.brand} ${product.name}`;
            return (
              <Card as="li" key={product.id} className="flex gap-3 p-3">
                <img src={product.imageUrl} alt="" width={96} height={56} loading="lazy" className="h-14 w-24 shrink-0 rounded bg-brand-50 object-contain" />
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-semibold text-slate-900">{product.name}</h3>
                  <p className="truncate text-sm text-slate-600">
                    {product.brand} · {productCategoryLabel(product.category)}
                  </p>
                  <p className="text-sm text-slate-700">{ratingLabel(product.rating)}</p>
                  <div className="mt-2 flex gap-3 text-sm">
                    <Link to={`/admin/products/${product.id}/edit`} className="font-medium text-brand-700 hover:underline" aria-label={`Edit ${label}`}>
                      Edit
                    </Link>
                    <Link to={`/admin/products/${product.id}/delete`} className="font-medium text-red-700 hover:underline" aria-label={`Delete ${label}`}>
                      Delete
                    </Link>
                  </div>
                </div>
              </Card>
            );
          })}
        </ul>
      )}
      {q ? null : (
        <PageNav
          label="Product review pages"
          newest={page > 1 ? { href: page === 2 ? "/admin/products" : `/admin/products?page=${page - 1}`, text: "Previous" } : null}
          older={page < pages ? { href: `/admin/products?page=${page + 1}`, text: "Next" } : null}
        />
      )}
    </section>
  );
}
