import { deleteGuide, updateGuide } from "~/models/guide-admin.server";
import { forgetReplacedPicture } from "~/web/admin-image-form.server";
import { adminRecordApi, orRefuse } from "~/web/admin-record-api.server";
import { guideFormSchema } from "~/validation/guide-form";

/**
 * PUT /api/admin/aquascapes/{id} {guide body}: 200 with the updated guide. DELETE: 200.
 * 401 visitors, 403 members, 404 unknown ids, 400 a bad body, 409 a title another guide has.
 */
const api = adminRecordApi({
  param: "aquascapeId",
  notFound: "Guide not found",
  schema: guideFormSchema,
  async update(admin, guideId, values) {
    const { before, guide } = orRefuse(updateGuide(admin, guideId, values));
    await forgetReplacedPicture(before.imageUrl, guide.imageUrl);
    return guide;
  },
  async remove(admin, guideId) {
    const { guide } = orRefuse(deleteGuide(admin, guideId));
    await forgetReplacedPicture(guide.imageUrl, "");
    return { message: "Aquascaping guide deleted successfully" };
  },
});

export const loader = api.loader;
export const action = api.action;
