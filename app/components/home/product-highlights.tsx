import { Link } from "@remix-run/react";
import type { ProductReview } from "~/models/product.server";
import type { CategoryCount } from "~/components/products/category-nav";
import { formatPrice, parseProductCategory, productCategoryLabel, productsHref } from "~/domain/products";
import { StarRating } from "~/components/products/star-rating";
import { Card, cardClasses } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { cx } from "class-variance-authority";

/** What a home page product card shows; the review text stays on /products. */
export type HomeProductCardData = Omit<ProductReview, "reviewText" | "reviewDate">;

/**
 * Product reviews: five of the equipment categories with their review counts, each linking to
 * /products?category=…, then 3 reviews.
 */
export function ProductHighlights({ products, categories }: { products: HomeProductCardData[]; categories: CategoryCount[] }) {
  return (
    <section aria-labelledby="product-reviews-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="product-reviews-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Product Reviews
          </h2>
          <p className="mt-1 text-slate-700">Honest reviews of the equipment that keeps a tank healthy.</p>
        </div>
        <Link to="/products" className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
          All reviews <span aria-hidden="true">→</span>
        </Link>
      </div>

      <nav aria-label="Equipment categories" className="mt-5">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={productsHref({ category: category.id })}
                className={cx("flex h-full flex-col p-4", cardClasses({ interactive: true }))}
              >
                <span className="font-semibold text-slate-900">{category.id}</span>
                <span className="text-sm text-slate-600">{category.label}</span>
                <span className="mt-2 text-sm font-medium text-brand-700">
                  {category.count === 1 ? "1 review" : `${category.count} reviews`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {products.length === 0 ? (
        <EmptyState compact className="mt-6" description="No product reviews in the database yet." />
      ) : (
        <>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Top rated</h3>
          <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <HomeProductCard product={product} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HomeProductCard({ product }: { product: HomeProductCardData }) {
  const fullName = product.name.toLowerCase().startsWith(product.brand.toLowerCase()) ? product.name : `${product.brand} ${product.name}`;
  const headingId = `home-product-${product.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full overflow-hidden md:flex-col">
      <img
        src={product.imageUrl}
        alt={`Illustration: ${fullName}`}
        width={240}
        height={140}
        loading="lazy"
        decoding="async"
        className="m-3 mr-0 aspect-[12/7] w-28 shrink-0 self-start rounded-md bg-brand-50 object-cover min-[480px]:w-40 md:m-0 md:w-full md:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <p className="text-sm font-medium text-slate-700">
          {product.brand}
          <span aria-hidden="true" className="px-1.5 text-slate-400">
            ·
          </span>
          {productCategoryLabel(product.category)}
        </p>
        <h4 id={headingId} className="mt-1 font-semibold leading-snug text-slate-900">
          {product.name}
        </h4>
        <div className="mt-2">
          <StarRating rating={product.rating} />
        </div>
        <p className="mb-3 mt-2 text-sm text-slate-700">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
          <span className="text-slate-600">
            {product.price !== null ? (
              <>
                Typical price <span className="font-semibold text-slate-900">{formatPrice(product.price)}</span>
              </>
            ) : (
              "Price varies by retailer"
            )}
          </span>
          <Link
            to={productsHref({ category: parseProductCategory(product.category), q: product.name })}
            className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            Read review<span className="sr-only">: {fullName}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
