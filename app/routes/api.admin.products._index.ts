import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createProductReview } from "~/models/product-admin.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { productFormSchema } from "~/validation/product-form";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/** POST /api/admin/products {review body}: 201 with the created review; 401 visitors, 403 members, 400 bad body, 409 taken. */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const admin = await requireAdmin(request);
  const values = await parseJsonBody(request, productFormSchema);
  const result = createProductReview(admin, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.product, { status: 201, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
