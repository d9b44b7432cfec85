import type { LoaderFunctionArgs } from "@remix-run/node";
import { tankReport } from "~/models/tank-report.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { tankIdParam, TANK_API_HEADERS } from "~/web/tank-api.server";

/**
 * GET /api/tanks/{id}/report: the checker's report on the member's tank as it is now ({rulesVersion, verdict,
 * findings, suggestions, upsize}, its numbers metric); 404 for a tank that is not the member's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const result = tankReport(user, tankIdParam(params.tankId));
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.report, { headers: TANK_API_HEADERS });
}

/** The report is computed, never written. */
export const action = readOnly;
