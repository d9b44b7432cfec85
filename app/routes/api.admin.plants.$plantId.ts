import { deletePlant, getPlantForAdmin, updatePlant } from "~/models/plant-admin.server";
import { adminRecordApi, orRefuse } from "~/web/admin-record-api.server";
import { plantFormSchema } from "~/validation/plant-form";

/**
 * GET /api/admin/plants/{id}: the plant with its drawing hints and admin mark. PUT {plant body}: 200 with the
 * updated plant. DELETE: 200 with how many tanks it was taken out of. 401 visitors, 403 members, 404 unknown
 * ids, 400 a bad body, 409 a name another plant has.
 */
const api = adminRecordApi({
  param: "plantId",
  notFound: "Plant not found",
  schema: plantFormSchema,
  read: (admin, plantId) => orRefuse(getPlantForAdmin(admin, plantId)).plant,
  update: (admin, plantId, values) => orRefuse(updatePlant(admin, plantId, values)).plant,
  remove(admin, plantId) {
    const { removed } = orRefuse(deletePlant(admin, plantId));
    return { message: "Plant profile deleted successfully", removed };
  },
});

export const loader = api.loader;
export const action = api.action;
