import type { LoaderFunctionArgs } from "@remix-run/node";
import { allowMethods, readOnly } from "~/services/api.server";
import { adminImagesAnswer } from "~/web/admin-images-api.server";
import { requireAdmin } from "~/web/current-user.server";

/**
 * GET /api/admin/community-images/pending[?kind&page&limit]: images waiting for review, oldest first: pending
 * ones, and approved ones that members reported (still up, with their reports).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const admin = await requireAdmin(request);
  return adminImagesAnswer(admin, request, "pending");
}

export const action = readOnly;
