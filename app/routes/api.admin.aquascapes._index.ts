import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createGuide } from "~/models/guide-admin.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { guideFormSchema } from "~/validation/guide-form";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/** POST /api/admin/aquascapes {guide body}: 201 with the created guide; 401 visitors, 403 members, 400 bad body, 409 title taken. */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const admin = await requireAdmin(request);
  const values = await parseJsonBody(request, guideFormSchema);
  const result = createGuide(admin, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.guide, { status: 201, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
