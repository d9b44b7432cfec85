import { deleteProductReview, updateProductReview } from "~/models/product-admin.server";
import { forgetReplacedPicture } from "~/web/admin-image-form.server";
import { adminRecordApi, orRefuse } from "~/web/admin-record-api.server";
import { productFormSchema } from "~/validation/product-form";

/**
 * PUT /api/admin/products/{id} {review body}: 200 with the updated review. DELETE: 200 with how many members'
 * reviews went with it. 401 visitors, 403 members, 404 unknown ids, 400 a bad body, 409 a taken brand and name.
 */
const api = adminRecordApi({
  param: "productId",
  notFound: "Product review not found",
  schema: productFormSchema,
  async update(admin, productId, values) {
    const { before, product } = orRefuse(updateProductReview(admin, productId, values));
    await forgetReplacedPicture(before.imageUrl, product.imageUrl);
    return product;
  },
  async remove(admin, productId) {
    const { product, memberReviews } = orRefuse(deleteProductReview(admin, productId));
    await forgetReplacedPicture(product.imageUrl, "");
    return { message: "Product review deleted successfully", memberReviews };
  },
});

export const loader = api.loader;
export const action = api.action;
