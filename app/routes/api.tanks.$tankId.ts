import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteTank, getTank, TANK_NOT_FOUND, updateTank } from "~/models/tank.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { answerUnits, storedTank, tankForApi, tankIdParam, TANK_API_HEADERS } from "~/web/tank-api.server";
import { tankSchema } from "~/validation/tank";

/** GET /api/tanks/{id}[?units=us]: the member's tank with its fish; 404 for anyone else's, as for none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const units = answerUnits(request);
  const tank = getTank(user.id, tankIdParam(params.tankId));
  if (!tank) apiError(404, TANK_NOT_FOUND);
  return apiJson(tankForApi(tank, units), { headers: TANK_API_HEADERS });
}

/**
 * PUT /api/tanks/{id} with the whole tank (the shape POST /api/tanks takes; its fish stay): 200 with the tank
 * in the units sent. DELETE: 200 with the tank as it was (metric unless `?units=us`). Both 404 for a tank
 * that is not the member's.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["PUT", "DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("tank", user, context);
  const tankId = tankIdParam(params.tankId);
  if (request.method === "DELETE") {
    const units = answerUnits(request);
    const result = deleteTank(user.id, tankId);
    if (!result.ok) apiError(result.status, result.message);
    return apiJson(tankForApi(result.tank, units), { headers: TANK_API_HEADERS });
  }
  const body = await parseJsonBody(request, tankSchema);
  const result = updateTank(user.id, tankId, storedTank(body));
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(tankForApi(result.tank, body.units), { headers: TANK_API_HEADERS });
}
