import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteJournalEntry, updateJournalEntry } from "~/models/tank-journal.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { journalEntrySchema } from "~/validation/journal";
import { requireApiUser } from "~/web/current-user.server";
import { answerJournalUnits, entryIdParam, readingForApi } from "~/web/journal-api.server";
import { tankIdParam, TANK_API_HEADERS } from "~/web/tank-api.server";

const METHODS = ["PUT", "DELETE"];

/** An entry is read with its journal (GET /api/tanks/{id}/readings); this address only changes one. */
export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, METHODS);
}

/**
 * PUT /api/tanks/{id}/readings/{readingId} with the whole entry (the shape POST takes): 200 with it in the units
 * sent. DELETE: 200 with the entry as it was (metric unless `?units=us`, `?hardness=ppm`). Both 404 for an entry
 * or a tank that is not the member's.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, METHODS);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("journal", user, context);
  const tankId = tankIdParam(params.tankId);
  const entryId = entryIdParam(params.readingId);
  if (request.method === "DELETE") {
    const units = answerJournalUnits(request);
    const result = deleteJournalEntry(user.id, tankId, entryId);
    if (!result.ok) apiError(result.status, result.message);
    return apiJson(readingForApi(result.entry, units), { headers: TANK_API_HEADERS });
  }
  const body = await parseJsonBody(request, journalEntrySchema);
  const result = updateJournalEntry(user.id, tankId, entryId, body.reading);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(readingForApi(result.entry, body.units), { headers: TANK_API_HEADERS });
}
