import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withApiNames } from "~/domain/fish-fields";
import { createFishProfile } from "~/models/fish-admin.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { fishFormSchema } from "~/validation/fish-form";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/** POST /api/admin/fish {fish body}: 201 with the created fish; 401 visitors, 403 members, 400 bad body, 409 name taken. */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const admin = await requireAdmin(request);
  const values = await parseJsonBody(request, fishFormSchema);
  const result = createFishProfile(admin, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(withApiNames(result.fish), { status: 201, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
