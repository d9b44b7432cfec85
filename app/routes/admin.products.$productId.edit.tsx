import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductForm } from "~/components/admin/product-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { isCatalogueImageUrl, PRODUCT_FORM_TOASTS } from "~/domain/product-form-rules";
import { PRODUCT_ILLUSTRATION_PATH_PREFIX } from "~/illustrations/products";
import { productDrawings, updateProductReview } from "~/models/product-admin.server";
import { getProductReview } from "~/models/product.server";
import { forgetReplacedPicture, savePicturedForm } from "~/web/admin-image-form.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { productPageFormSchema } from "~/validation/product-form";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Edit ${page.product.name} | Admin | Shoal` : "Edit Product Review | Admin | Shoal" },
];

function productOr404(raw: string | undefined) {
  const productId = parseRecordId(raw);
  const product = productId === null ? undefined : getProductReview(productId);
  if (!product) throw new Response("Product review not found", { status: 404 });
  return product;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const product = productOr404(params.productId);
  // A review showing its category's drawing starts with an empty address, so a new category brings its own
  // drawing. So does one linking to another site, which the site's images policy no longer lets a page show.
  const ownImage = !product.imageUrl.startsWith(PRODUCT_ILLUSTRATION_PATH_PREFIX) && isCatalogueImageUrl(product.imageUrl);
  const imageUrl = ownImage ? product.imageUrl : "";
  return data({ product: { ...product, imageUrl }, drawings: productDrawings() }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Saves every field, and the uploaded picture in place of the old one (which goes, unless something else shows
 * it), or answers with each problem beside its field (nothing typed is lost) and a failure toast.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = productOr404(params.productId);
  const { saved, answer } = await savePicturedForm(request, admin, {
    schema: productPageFormSchema,
    toast: PRODUCT_FORM_TOASTS.updateFailed,
    taken: { code: "name-taken", field: "name" },
    save: (values, image) => updateProductReview(admin, product.id, values, image),
  });
  if (!saved) return answer;
  await forgetReplacedPicture(saved.before.imageUrl, saved.product.imageUrl);
  return redirectWithToast(request, "/admin/products", PRODUCT_FORM_TOASTS.updated);
}

export default function AdminProductEdit() {
  const { product, drawings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-product-edit-heading">
      <h2 id="admin-product-edit-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Edit {product.brand} {product.name}
      </h2>
      <ProductForm lastResult={actionData?.result} submitLabel="Update Review" drawings={drawings} defaults={product} />
    </section>
  );
}
