import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteProductReview, updateProductReview } from "~/models/product-admin.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { productFormSchema } from "~/validation/product-form";
import { parseRecordId } from "~/validation/record-id";
import { forgetReplacedPicture } from "~/services/admin-image-form.server";

const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["PUT", "DELETE"]);
}

/**
 * PUT /api/admin/products/{id} {review body}: 200 with the updated review. DELETE: 200 with how many members'
 * reviews went with it. 401 visitors, 403 members, 404 unknown ids, 400 a bad body, 409 a taken brand and name.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  allowMethods(request, ["PUT", "DELETE"]);
  const admin = await requireAdmin(request);
  const productId = parseRecordId(params.productId);
  if (productId === null) apiError(404, "Product review not found");
  if (request.method === "DELETE") {
    const result = deleteProductReview(admin, productId);
    if (!result.ok) apiError(result.status, result.message);
    await forgetReplacedPicture(result.product.imageUrl, "");
    return apiJson({ message: "Product review deleted successfully", memberReviews: result.memberReviews }, { headers });
  }
  const values = await parseJsonBody(request, productFormSchema);
  const result = updateProductReview(admin, productId, values);
  if (!result.ok) apiError(result.status, result.message);
  await forgetReplacedPicture(result.before.imageUrl, result.product.imageUrl);
  return apiJson(result.product, { headers });
}
