import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseCheckerQuery } from "~/domain/checker-query";
import { DEFAULT_UNIT_PREFERENCES } from "~/domain/units";
import { checkStock } from "~/models/checker.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

/**
 * GET /api/checker: the anonymous checker's report, with /checker's parameters (`units` metric or us, default
 * us here as everywhere in the API; `length`, `width`, `height`, optional `volume`; `fish` repeated as
 * `{fishId}:{count}[:{male|female|mixed}]`; optional `age`, `cycled`, `temp`, `ph`, `gh`, `kh`, `hardness`, `heater`,
 * `filter`, `planted`, `lid`, `light` (low, medium, high) and `co2`; `plant` repeated by id; see
 * app/domain/checker-query.ts). Answers {rulesVersion, verdict, findings, suggestions, plantSuggestions, upsize},
 * its numbers metric, a finding about plants naming them in `plantIds`; 400 with a message for missing
 * dimensions, absurd values, or a fish or plant the encyclopedia does not have.
 */
export async function loader({ request, context }: Pick<LoaderFunctionArgs, "request"> & Partial<Pick<LoaderFunctionArgs, "context">>) {
  const parsed = parseCheckerQuery(new URL(request.url).searchParams, DEFAULT_UNIT_PREFERENCES.units, DEFAULT_UNIT_PREFERENCES.hardness);
  if (!parsed.ok) apiError(400, parsed.message);
  // Counted per client address: a script varying the question cannot keep the server busy for everyone else.
  await enforceApiRateLimit("checker", null, context);
  const checked = checkStock(parsed.tank, parsed.query.fish, parsed.query.plantIds);
  if (!checked.ok) apiError(checked.status, checked.message);
  // The same question always has the same answer until the data changes: shared caches may keep it a minute.
  return apiJson(checked.report, { headers: { "Cache-Control": PUBLIC_DATA_CACHE_CONTROL } });
}

/** The report is computed, never written. */
export const action = readOnly;
