import { Link } from "@remix-run/react";
import type { ProductReview } from "~/models/product.server";
import { Card } from "~/components/ui/card";
import { formatWrittenDate } from "~/domain/dates";
import { formatPrice, productCategoryLabel } from "~/domain/products";
import { MembersRating, type MembersRatingData } from "./members-rating";
import { StarRating } from "./star-rating";

/** What a review card shows: every field of a product review. */
export type ProductCardData = ProductReview;

/** 'Mar 4, 2025': the review's date as written, so server and browser agree; text that is not a date as it is. */
export function formatReviewDate(reviewDate: string): string {
  return formatWrittenDate(reviewDate) ?? reviewDate;
}

/**
 * One review. The picture is the category's drawing (the reviews have no photos), sized by width and height so
 * nothing shifts; `eager` is for the first row, the rest load as they scroll into view. The price is a typical
 * street price and says so.
 */
export function ProductCard({
  product,
  members = null,
  eager = false,
}: {
  product: ProductCardData;
  /** Members' average and count, or null when no member has reviewed it (nothing is shown then). */
  members?: MembersRatingData | null;
  eager?: boolean;
}) {
  // 'Fluval Flex 15 Gallon Aquarium Kit', but not 'AquaClear AquaClear 50 Power Filter'.
  const fullName = product.name.toLowerCase().startsWith(product.brand.toLowerCase()) ? product.name : `${product.brand} ${product.name}`;
  return (
    <Card as="article" aria-labelledby={`product-${product.id}`} className="flex h-full flex-col overflow-hidden">
      <img
        src={product.imageUrl}
        alt={`Illustration: ${fullName}`}
        width={240}
        height={140}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[12/7] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium text-slate-700">{product.brand}</span>
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {productCategoryLabel(product.category)}
          </span>
        </p>
        <h3 id={`product-${product.id}`} className="mt-1 text-lg font-semibold leading-snug text-slate-900">
          {product.name}
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <span className="text-xs font-medium uppercase tracking-wide text-slate-500">Ours</span>
            <StarRating rating={product.rating} />
          </span>
          {members && members.count > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-500">Members</span>
              <MembersRating summary={members} />
            </span>
          ) : null}
        </div>
        <p className="mt-3 font-medium text-slate-800">{product.description}</p>
        <p className="mb-3 mt-2 text-sm leading-relaxed text-slate-700">{product.reviewText}</p>
        <dl className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
          {product.price !== null ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">Typical price</dt>{" "}
              <dd className="font-semibold text-slate-900">{formatPrice(product.price)}</dd>
            </div>
          ) : (
            <div className="flex gap-1">
              <dt className="text-slate-600">Typical price</dt> <dd className="text-slate-600">varies by retailer</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="text-slate-600">Reviewed</dt>{" "}
            <dd className="text-slate-700">
              <time dateTime={product.reviewDate}>{formatReviewDate(product.reviewDate)}</time>
            </dd>
          </div>
        </dl>
        <Link
          to={`/products/${product.id}`}
          className="mt-3 self-start font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          Read review<span className="sr-only">: {fullName}</span>
        </Link>
      </div>
    </Card>
  );
}
