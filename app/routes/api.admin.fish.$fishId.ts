import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteFishProfile, updateFishProfile } from "~/models/fish-admin.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { fishFormSchema } from "~/validation/fish-form";
import { parseRecordId } from "~/validation/record-id";

const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["PUT", "DELETE"]);
}

/**
 * PUT /api/admin/fish/{id} {fish body}: 200 with the updated fish. DELETE: 200 with what went with it.
 * 401 visitors, 403 members, 404 unknown ids, 400 a bad body, 409 a name another fish has.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  allowMethods(request, ["PUT", "DELETE"]);
  const admin = await requireAdmin(request);
  const fishId = parseRecordId(params.fishId);
  if (fishId === null) apiError(404, "Fish not found");
  if (request.method === "DELETE") {
    const result = await deleteFishProfile(admin, fishId);
    if (!result.ok) apiError(result.status, result.message);
    return apiJson({ message: "Fish profile deleted successfully", removed: result.removed }, { headers });
  }
  const values = await parseJsonBody(request, fishFormSchema);
  const result = updateFishProfile(admin, fishId, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.fish, { headers });
}
