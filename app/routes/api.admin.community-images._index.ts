import type { LoaderFunctionArgs } from "@remix-run/node";
import { allowMethods, readOnly } from "~/services/api.server";
import { adminImagesAnswer } from "~/web/admin-images-api.server";
import { requireAdmin } from "~/web/current-user.server";

/** GET /api/admin/community-images[?kind&page&limit]: every member image, newest first. 401 visitors, 403 members. */
export async function loader({ request }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const admin = await requireAdmin(request);
  return adminImagesAnswer(admin, request, "all");
}

export const action = readOnly;
