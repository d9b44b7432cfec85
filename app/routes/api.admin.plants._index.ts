import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createPlant, listPlantsForAdmin } from "~/models/plant-admin.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseNumberedPageQuery } from "~/validation/page-query";
import { plantFormSchema } from "~/validation/plant-form";

const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

/**
 * GET /api/admin/plants: `{ plants, page, pages, total }`, the admin list: `q` searches name and scientific name
 * (case-insensitive, as /admin/plants does), `page` (from 1) and `limit` (1 to 100, default 50) choose the page.
 * 401 visitors, 403 members, 400 a bad `page` or `limit`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const paging = parseNumberedPageQuery(params);
  if (!paging.ok) apiError(400, paging.message);
  const { page, limit } = paging.value;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const listed = listPlantsForAdmin(admin, { q, offset: (page - 1) * limit, limit });
  if (!listed.ok) apiError(listed.status, listed.message);
  return apiJson({ plants: listed.plants, page, pages: Math.max(1, Math.ceil(listed.total / limit)), total: listed.total }, { headers });
}

/** POST /api/admin/plants {plant body}: 201 with the created plant; 401 visitors, 403 members, 400 bad body, 409 name taken. */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const admin = await requireAdmin(request);
  const values = await parseJsonBody(request, plantFormSchema);
  const result = createPlant(admin, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.plant, { status: 201, headers });
}
