import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteConfirmation, DeletionImpact } from "~/components/admin/delete-confirmation";
import { PRODUCT_FORM_TOASTS } from "~/domain/product-form-rules";
import { deleteProductReview, productDeletionImpact } from "~/models/product-admin.server";
import { getProductReview } from "~/models/product.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";
import { forgetReplacedPicture } from "~/web/admin-image-form.server";

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
  // Its uploaded picture goes with it, unless something else still shows it.
  if (result.ok) await forgetReplacedPicture(result.product.imageUrl, "");
  return redirectWithToast(request, "/admin/products", result.ok ? PRODUCT_FORM_TOASTS.deleted : PRODUCT_FORM_TOASTS.deleteFailed);
}

export default function AdminProductDelete() {
  const { product, memberReviews } = useLoaderData<typeof loader>();
  const losses = memberReviews > 0 ? [memberReviews === 1 ? "1 member's review" : `${memberReviews} members' reviews`] : [];
  return (
    <DeleteConfirmation
      id="admin-product-delete"
      label={product.label}
      cancelTo="/admin/products"
      impact={<DeletionImpact losses={losses} none="No member has reviewed this product." />}
    />
  );
}
