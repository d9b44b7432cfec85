import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminList, AdminListItem } from "~/components/admin/admin-list";
import { adminListFacts, adminListWindow, readAdminListQuery } from "~/domain/admin-list";
import { productCategoryLabel, ratingLabel } from "~/domain/products";
import { listProductsForAdmin } from "~/models/product-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Products | Admin | Shoal" }];

/** /admin/products: a search over name, brand and category (the first matches), or the whole list a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = readAdminListQuery(request.url);
  const listed = listProductsForAdmin(admin, adminListWindow(query));
  if (!listed.ok) apiError(listed.status, listed.message);
  const { products, total } = listed;
  return data({ ...query, products, ...adminListFacts(query, total) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function AdminProductList() {
  const { q, page, products, pages, notice } = useLoaderData<typeof loader>();
  return (
    <AdminList
      id="admin-products"
      title="Product Reviews"
      base="/admin/products"
      addLabel="Add Product Review"
      searchLabel="Search product reviews by name, brand or category"
      searchPlaceholder="Search by name, brand or category"
      q={q}
      page={page}
      pages={pages}
      notice={notice}
      empty={{ search: `No product reviews found matching "${q}"`, none: "No product reviews yet." }}
      pagesLabel="Product review pages"
    >
      {products.map((product) => (
        <AdminListItem
          key={product.id}
          imageUrl={product.imageUrl}
          href={`/admin/products/${product.id}`}
          label={`${product.brand} ${product.name}`}
        >
          <h3 className="truncate font-semibold text-slate-900">{product.name}</h3>
          <p className="truncate text-sm text-slate-600">
            {product.brand} · {productCategoryLabel(product.category)}
          </p>
          <p className="text-sm text-slate-700">{ratingLabel(product.rating)}</p>
        </AdminListItem>
      ))}
    </AdminList>
  );
}
