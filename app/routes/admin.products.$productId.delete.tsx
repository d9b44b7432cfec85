import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { PRODUCT_FORM_TOASTS } from "~/domain/product-form-rules";
import { deleteProductReview, productDeletionImpact } from "~/models/product-admin.server";
import { getProductReview } from "~/models/product.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "Delete Product Review | Admin | Shoal" }];

function productOr404(raw: string | undefined) {
  const productId = parseRecordId(raw);
  const product = productId === null ? undefined : getProductReview(productId);
  if (!product) throw new Response("Product review not found", { status: 404 });
  return { id: product.id, label: `${product.brand} ${product.name}` };
}

/** The confirmation step, saying how many members' reviews would go with it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = productOr404(params.productId);
  const counted = productDeletionImpact(admin, product.id);
  if (!counted.ok) apiError(counted.status, counted.message);
  return data({ product, memberReviews: counted.memberReviews }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = productOr404(params.productId);
  const result = deleteProductReview(admin, product.id);
  return redirectWithToast(request, "/admin/products", result.ok ? PRODUCT_FORM_TOASTS.deleted : PRODUCT_FORM_TOASTS.deleteFailed);
}

export default function AdminProductDelete() {
  const { product, memberReviews } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="admin-product-delete-heading" className="max-w-xl">
      <h2 id="admin-product-delete-heading" className="text-xl font-semibold text-slate-900">
        Delete {product.label}
      </h2>
      <p className="mt-3 text-slate-800">Are you sure you want to delete {product.label}? This action cannot be undone.</p>
      {memberReviews > 0 ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {memberReviews === 1 ? "1 member's review" : `${memberReviews} members' reviews`} of it will be deleted with it.
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No member has reviewed this product.</p>
      )}
      <Form method="post" className="mt-6 flex gap-3">
        <Link to="/admin/products" className={buttonClasses("ghost", "lg")}>
          Cancel
        </Link>
        <Button type="submit" variant="destructive" size="lg" disabled={deleting}>
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </Form>
    </section>
  );
}
