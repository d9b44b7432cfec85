import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setTankPlants } from "~/models/tank-plants.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { answerUnits, tankForApi, tankIdParam, TANK_API_HEADERS } from "~/web/tank-api.server";
import { tankPlantListSchema } from "~/validation/tank";

const METHODS = ["PUT"];

/** The tank's plants are read with the tank (GET /api/tanks/{id}); this address only takes a new list. */
export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, METHODS);
}

/**
 * PUT /api/tanks/{id}/plants {plantIds: [...]}: the tank's whole list of plants, replacing what was there (an
 * id given twice counts once). 200 with the tank (metric unless `?units=us`). 400 for an id that is no plant or
 * more than 40 plants; 404 for a tank that is not the member's.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, METHODS);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("tank", user, context);
  const tankId = tankIdParam(params.tankId);
  const units = answerUnits(request);
  const { plantIds } = await parseJsonBody(request, tankPlantListSchema);
  const result = setTankPlants(user.id, tankId, plantIds);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(tankForApi(result.tank, units), { headers: TANK_API_HEADERS });
}
