import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductForm } from "~/components/admin/product-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { isCatalogueImageUrl, PRODUCT_FORM_TOASTS } from "~/domain/product-form-rules";
import { PRODUCT_ILLUSTRATION_PATH_PREFIX } from "~/illustrations/products";
import { productDrawings, updateProductReview } from "~/models/product-admin.server";
import { getProductReview } from "~/models/product.server";
import {
  forgetReplacedPicture,
  pictureProblemOnArrival,
  publishPicture,
  readImageForm,
  saveWithPicture,
  UNREAD_FORM,
} from "~/services/admin-image-form.server";
import { requireAdmin } from "~/services/current-user.server";
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
  const toast = PRODUCT_FORM_TOASTS.updateFailed;
  const posted = await readImageForm(request);
  if (!posted) return data({ result: UNREAD_FORM, toast }, { status: 413 });
  const submission = parseWithZod(posted.form, { schema: productPageFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ fieldErrors: pictureProblemOnArrival(posted.file) }), toast }, { status: 400 });
  }
  const picture = await publishPicture(admin, posted.file);
  if (!picture.ok) return data({ result: submission.reply({ fieldErrors: { image: [picture.message] } }), toast }, { status: picture.status });

  const { useDrawing, ...values } = submission.value;
  const result = await saveWithPicture(picture.image, () =>
    updateProductReview(admin, product.id, { ...values, imageUrl: useDrawing ? "" : values.imageUrl }, picture.image),
  );
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
  await forgetReplacedPicture(result.before.imageUrl, result.product.imageUrl);
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
