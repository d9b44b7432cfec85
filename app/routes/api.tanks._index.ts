import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createTank, listTanksWithFish } from "~/models/tank.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { answerUnits, storedTank, tankForApi, TANK_API_HEADERS } from "~/web/tank-api.server";
import { tankSchema } from "~/validation/tank";

/** GET /api/tanks[?units=us]: the member's tanks (at most 20, oldest first) with their fish, metric unless asked. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const units = answerUnits(request);
  return apiJson(
    listTanksWithFish(user.id).map((tank) => tankForApi(tank, units)),
    { headers: TANK_API_HEADERS },
  );
}

/**
 * POST /api/tanks {name, units, length, width, height, volume?, filterRatedVolume?, filterFlow?, heater?, lid?,
 * cycled? (true, false or null for not said), setUpOn? (YYYY-MM-DD), planted?, temperature?, ph?, gh?, kh?}: 201
 * with the tank in the units it was sent in. 400 for a missing or absurd
 * value; 409 for a name in use or a member with the most tanks already.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("tank", user, context);
  const body = await parseJsonBody(request, tankSchema);
  const result = createTank(user.id, storedTank(body));
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(tankForApi(result.tank, body.units), { status: 201, headers: TANK_API_HEADERS });
}
