import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { CategoryNav } from "~/components/products/category-nav";
import { ProductCard } from "~/components/products/product-card";
import { ProductSearch } from "~/components/products/product-search";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PRODUCT_SEARCH_MAX, parseProductCategory, productCategoryLabel, productsHref, type ProductCategory } from "~/domain/products";
import { productReviewSummaries } from "~/models/member-review-figures.server";
import { countProductReviewsByCategory, listProductReviews } from "~/models/product.server";
import { getOptionalUser } from "~/web/current-user.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { cx } from "class-variance-authority";

/** Cards in the first row on a wide screen load at once; the rest are lazy. */
const EAGER_IMAGES = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const label = data ? productCategoryLabel(data.category) : "Product";
  return [
    { title: data?.q ? `"${data.q}" in ${label} Reviews | Shoal` : `${label} Reviews | Shoal` },
    {
      name: "description",
      content: "Honest reviews of freshwater aquarium equipment: tanks, filters, LED lighting, substrates, aquatic plants and accessories.",
    },
  ];
};

/**
 * /products?category=…&q=…: one category's reviews (Tank unless the address names another), narrowed by the
 * search, with every category's review count for the category links and the members' average of each product.
 * The same for every visitor, so cacheable (a member's review empties the visitors' store).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const category = parseProductCategory(params.get("category"));
  const q = (params.get("q") ?? "").trim().slice(0, PRODUCT_SEARCH_MAX);
  const user = await getOptionalUser(request);
  const products = listProductReviews({ category, q });
  const summaries = productReviewSummaries(products.map((product) => product.id));
  return data(
    {
      category,
      q,
      categories: countProductReviewsByCategory(),
      products,
      // Members' average and count by product id; a product nobody reviewed has no entry.
      members: Object.fromEntries(summaries),
    },
    { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } },
  );
}

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export default function ProductsPage() {
  const { category, q, categories, products, members } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // While another category or search loads, show the category the visitor chose and dim the old list.
  const pending = navigation.location?.pathname === "/products" ? new URLSearchParams(navigation.location.search) : null;
  const shownCategory = pending ? parseProductCategory(pending.get("category")) : category;
  const label = productCategoryLabel(category);
  const total = categories.find((entry) => entry.id === category)?.count ?? 0;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Product Reviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Our honest take on aquarium equipment: what each product does well and where it falls short. Prices are typical US street prices to
        help you compare, not live quotes.
      </p>

      <div className="mt-6 space-y-4">
        <CategoryNav categories={categories} active={shownCategory} />
        <ProductSearch category={category} categoryLabel={label} q={q} />
      </div>

      <section aria-labelledby="category-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="category-heading" className="text-2xl font-semibold text-slate-900">
            {label}
          </h2>
          <div className="flex flex-wrap items-baseline gap-x-3 text-sm">
            <p aria-live="polite" className="text-slate-600">
              {products.length === 0
                ? null
                : q
                  ? `${products.length} of ${total} ${total === 1 ? "review" : "reviews"} matching "${q}"`
                  : `${total} ${total === 1 ? "review" : "reviews"}`}
            </p>
            {q && products.length > 0 ? (
              <Link
                to={productsHref({ category })}
                replace
                preventScrollReset
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Clear search
              </Link>
            ) : null}
          </div>
        </div>

        {products.length === 0 ? (
          <NoReviews category={category} label={label} q={q} />
        ) : (
          <ul
            className={cx(
              "mt-4 grid grid-cols-1 gap-4 [--card-height:640px] md:grid-cols-2 xl:grid-cols-3",
              pending ? "opacity-60 transition-opacity" : "",
            )}
          >
            {products.map((product, i) => (
              <li key={product.id} className={i < EAGER_IMAGES ? undefined : "render-near-view"}>
                <ProductCard product={product} members={members[product.id] ?? null} eager={i < EAGER_IMAGES} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** The empty state, with a way back to the whole category when a search found nothing. */
function NoReviews({ category, label, q }: { category: ProductCategory; label: string; q: string }) {
  return (
    <EmptyState
      className="mt-4"
      title="No Reviews Found"
      titleAs="h3"
      description={q ? `No reviews in ${label} match "${q}".` : `There are no reviews in ${label} yet.`}
      hint={q ? "Try a product name, a brand, or another category." : null}
      action={
        q ? (
          <Link to={productsHref({ category })} replace preventScrollReset className={buttonClasses("primary", "md")}>
            Clear Search
          </Link>
        ) : null
      }
    />
  );
}
