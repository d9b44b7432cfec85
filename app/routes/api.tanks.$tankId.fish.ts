import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setTankFish } from "~/models/tank-fish.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { answerUnits, tankForApi, tankIdParam, TANK_API_HEADERS } from "~/web/tank-api.server";
import { tankFishListSchema } from "~/validation/tank";

const METHODS = ["PUT"];

/** The tank's fish are read with the tank (GET /api/tanks/{id}); this address only takes a new list. */
export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, METHODS);
}

/**
 * PUT /api/tanks/{id}/fish [{fishId, count, sex?}]: the tank's whole stock, replacing what was there; every
 * fish placed joins the member's Owned collection. 200 with the tank (metric unless `?units=us`). 400 for an
 * unknown fish id, a bad count or sex, a species listed twice with the same sex or more than 30 species; 404
 * for a tank that is not the member's.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, METHODS);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("tank", user, context);
  const tankId = tankIdParam(params.tankId);
  const units = answerUnits(request);
  const stock = await parseJsonBody(request, tankFishListSchema);
  const result = setTankFish(user.id, tankId, stock);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(tankForApi(result.tank, units), { headers: TANK_API_HEADERS });
}
