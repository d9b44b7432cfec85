import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { MemberReviewsSection } from "~/components/products/member-reviews-section";
import { MembersRating } from "~/components/products/members-rating";
import { formatReviewDate } from "~/components/products/product-card";
import { StarRating } from "~/components/products/star-rating";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatPrice, parseProductCategory, productCategoryLabel, productsHref } from "~/domain/products";
import type { RateLimitedAction } from "~/domain/rate-limits";
import { CONFIRM_DELETE_REVIEW_PARAM, EDIT_REVIEW_PARAM, OLDER_REVIEWS_PARAM, PRODUCT_REVIEW_PAGE_SIZE } from "~/domain/review-rules";
import { getOwnReviewOf, listProductMemberReviews, reviewsMarkedHelpfulBy } from "~/models/member-review.server";
import { productReviewSummary } from "~/models/member-review-figures.server";
import { getProductReview } from "~/models/product.server";
import { getOptionalUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { editReview, productPath, removeReview, unknownReviewAction, voteHelpful, writeReview } from "./intents.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { parseRecordId } from "~/validation/record-id";
import { cx } from "class-variance-authority";

function notFound(): never {
  throw new Response("Product not found", { status: 404 });
}

function productOr404(raw: string | undefined) {
  const productId = parseRecordId(raw);
  const product = productId === null ? undefined : getProductReview(productId);
  if (!product) notFound();
  return product;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: "Product Not Found | Shoal" }];
  const { product } = page;
  return [
    { title: `${product.name} Review | Shoal` },
    { name: "description", content: `${product.brand} ${product.name}: ${product.description}` },
  ];
};

/** Shared for a minute with visitors; private for members (their own review and votes are on it). */
export const headers = publicPageHeaders;

/**
 * /products/{id}: our review with every field, the members' average, and the members'
 * reviews a page at a time (`?before={reviewId}`). A signed-in member sees their own review apart, with Edit
 * (`?edit=1`) and Delete (`?confirmDelete={id}` asks first without JavaScript), or the form to write one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const product = productOr404(params.productId);
  const user = await getOptionalUser(request);
  const search = new URL(request.url).searchParams;

  const page = reviewPageFor(product.id, parseRecordId(search.get(OLDER_REVIEWS_PARAM)));
  const own = user ? (getOwnReviewOf(user.id, product.id) ?? null) : null;
  const others = page.items.filter((review) => review.userId !== user?.id);
  const voted = user
    ? reviewsMarkedHelpfulBy(
        user.id,
        others.map((review) => review.id),
      )
    : new Set<number>();

  return data(
    {
      product,
      summary: productReviewSummary(product.id),
      signedIn: Boolean(user),
      reviews: others.map(({ userId: _author, productId: _product, ...review }) => ({ ...review, votedHelpful: voted.has(review.id) })),
      olderBefore: page.olderBefore,
      showingNewest: page.newest,
      own: own
        ? {
            id: own.id,
            rating: own.rating,
            text: own.text,
            createdAt: own.createdAt,
            updatedAt: own.updatedAt,
            helpfulCount: own.helpfulCount,
          }
        : null,
      editing: Boolean(own) && search.get(EDIT_REVIEW_PARAM) === "1",
      confirmingDelete: Boolean(own) && parseRecordId(search.get(CONFIRM_DELETE_REVIEW_PARAM)) === own?.id,
    },
    { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } },
  );
}

/** The page `?before=` asks for; one that leads nowhere (deleted, another product's, mistyped) shows the newest. */
function reviewPageFor(productId: number, before: number | null) {
  const older = before ? listProductMemberReviews(productId, { before, limit: PRODUCT_REVIEW_PAGE_SIZE }) : null;
  if (older?.items.length) return { ...older, newest: false };
  return { ...listProductMemberReviews(productId, { limit: PRODUCT_REVIEW_PAGE_SIZE })!, newest: true };
}

/** Which rate limit each intent counts against (a refused attempt stores nothing). */
const INTENT_RATE_LIMITS: Record<string, RateLimitedAction> = {
  "create-review": "review",
  "update-review": "review",
  "delete-review": "deleteOwnContent",
  helpful: "helpfulVote",
};

/** One action, told apart by `intent`: create-review, update-review, delete-review, helpful. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const product = productOr404(params.productId);
  const user = await getOptionalUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const limit = typeof intent === "string" && Object.hasOwn(INTENT_RATE_LIMITS, intent) ? INTENT_RATE_LIMITS[intent] : null;
  if (limit) {
    const limited = await formRateLimitRedirect(request, limit, user, context, productPath(product.id));
    if (limited) return limited;
  }
  switch (intent) {
    case "create-review":
      return writeReview(request, product, user, form);
    case "update-review":
      return editReview(request, product, user, form);
    case "delete-review":
      return removeReview(request, product, user, form);
    case "helpful":
      return voteHelpful(request, product, user, form);
    default:
      return unknownReviewAction();
  }
}

export default function ProductPage() {
  const page = useLoaderData<typeof loader>();
  const { product, summary } = page;
  const actionData = useActionData<typeof action>();
  const category = parseProductCategory(product.category);
  const fullName = product.name.toLowerCase().startsWith(product.brand.toLowerCase()) ? product.name : `${product.brand} ${product.name}`;

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={productsHref({ category })} className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
        <span aria-hidden="true">←</span> {productCategoryLabel(category)}
      </Link>

      <article aria-labelledby="product-heading" className="mt-4">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <div className="self-start overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
            <img
              src={product.imageUrl}
              alt={`Illustration: ${fullName}`}
              width={600}
              height={350}
              className="block aspect-[12/7] h-auto w-full object-cover"
            />
          </div>
          <div>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-slate-700">{product.brand}</span>
              <Badge tone="brand">{productCategoryLabel(product.category)}</Badge>
            </p>
            <h1 id="product-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              {product.name}
            </h1>
            <p className="mt-3 text-lg text-slate-800">{product.description}</p>
            <dl className="mt-5 space-y-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <dt className="w-28 text-sm text-slate-600">Our rating</dt>
                <dd>
                  <StarRating rating={product.rating} size="lg" />
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <dt className="w-28 text-sm text-slate-600">Members</dt>
                <dd>
                  {summary.count > 0 ? (
                    <MembersRating summary={summary} size="lg" />
                  ) : (
                    <span className="text-sm text-slate-600">No member reviews yet</span>
                  )}
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <dt className="w-28 text-sm text-slate-600">Typical price</dt>
                <dd className={product.price !== null ? "font-semibold text-slate-900" : "text-slate-600"}>
                  {product.price !== null ? formatPrice(product.price) : "varies by retailer"}
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <dt className="w-28 text-sm text-slate-600">Reviewed</dt>
                <dd className="text-slate-700">
                  <time dateTime={product.reviewDate}>{formatReviewDate(product.reviewDate)}</time>
                </dd>
              </div>
            </dl>
            <a href="#member-reviews" className={cx(buttonClasses("secondary", "md"), "mt-6")}>
              {page.own ? "Your review" : page.signedIn ? "Write a review" : "Read member reviews"}
            </a>
          </div>
        </div>

        <Card as="section" aria-labelledby="our-review-heading" className="mt-8 p-5 sm:p-6">
          <h2 id="our-review-heading" className="text-xl font-semibold text-slate-900">
            Our Review
          </h2>
          <p className="mt-3 leading-relaxed text-slate-800">{product.reviewText}</p>
          <p className="mt-3 text-sm text-slate-600">Prices are typical US street prices to help you compare, not live quotes.</p>
        </Card>
      </article>

      <div className="mt-10">
        <MemberReviewsSection
          productId={product.id}
          summary={summary}
          reviews={page.reviews}
          olderBefore={page.olderBefore}
          showingNewest={page.showingNewest}
          signedIn={page.signedIn}
          own={page.own}
          editing={page.editing}
          confirmingDelete={page.confirmingDelete}
          createResult={actionData && "result" in actionData && actionData.intent === "create-review" ? actionData.result : undefined}
          updateResult={actionData && "result" in actionData && actionData.intent === "update-review" ? actionData.result : undefined}
          refusal={actionData && "toast" in actionData ? actionData.toast : undefined}
        />
      </div>
    </main>
  );
}

/** Not found (the not-found screen, in a product's words), or anything else that went wrong. */
export function ErrorBoundary() {
  return <ErrorScreen notFound={{ title: "Product Not Found", message: "We could not find that product review." }} />;
}
