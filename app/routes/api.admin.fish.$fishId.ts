import { withApiNames } from "~/domain/fish-fields";
import { deleteFishProfile, updateFishProfile } from "~/models/fish-admin.server";
import { adminRecordApi, orRefuse } from "~/web/admin-record-api.server";
import { fishFormSchema } from "~/validation/fish-form";

/**
 * PUT /api/admin/fish/{id} {fish body}: 200 with the updated fish. DELETE: 200 with what went with it.
 * 401 visitors, 403 members, 404 unknown ids, 400 a bad body, 409 a name another fish has.
 */
const api = adminRecordApi({
  param: "fishId",
  notFound: "Fish not found",
  schema: fishFormSchema,
  update: (admin, fishId, values) => withApiNames(orRefuse(updateFishProfile(admin, fishId, values)).fish),
  async remove(admin, fishId) {
    const { removed } = orRefuse(await deleteFishProfile(admin, fishId));
    return { message: "Fish profile deleted successfully", removed };
  },
});

export const loader = api.loader;
export const action = api.action;
