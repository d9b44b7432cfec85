import { listProductReviewsForApi } from "~/models/product.server";
import { apiJson, readOnly } from "~/services/api.server";
import { REFERENCE_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** Our reviews change only when the site is deployed: shared caches may keep the list for five minutes. */
const headers = { "Cache-Control": REFERENCE_DATA_CACHE_CONTROL };

/**
 * GET /api/products: every product review with every field (id, name, brand, description,
 * category, imageUrl, rating, reviewText, price, reviewDate), by category in PRODUCT_CATEGORIES' order, then name.
 * price is the typical US street price in dollars, or null.
 */
export function loader() {
  return apiJson(listProductReviewsForApi(), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
