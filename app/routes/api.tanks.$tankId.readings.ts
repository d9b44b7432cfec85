import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseJournalCsv } from "~/domain/journal/csv";
import { cleanMemberText } from "~/domain/member-text";
import { API_PAGE_SIZE_DEFAULT, API_PAGE_SIZE_MAX } from "~/domain/pagination";
import { createJournalEntry, importJournalEntries, journalPage } from "~/models/tank-journal.server";
import { TANK_NOT_FOUND } from "~/models/tank.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { journalEntrySchema } from "~/validation/journal";
import { parseRecordId } from "~/validation/record-id";
import { requireApiUser } from "~/web/current-user.server";
import { answerJournalUnits, readingForApi } from "~/web/journal-api.server";
import { tankIdParam, TANK_API_HEADERS } from "~/web/tank-api.server";

/**
 * GET /api/tanks/{id}/readings[?before=&limit=&units=us&hardness=ppm]: the member's tank's journal, newest first,
 * a page at a time ({items, olderBefore}); values metric and dGH unless asked. 404 for anyone else's tank.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const units = answerJournalUnits(request);
  const search = new URL(request.url).searchParams;
  const limitText = search.get("limit");
  const limit = limitText === null ? API_PAGE_SIZE_DEFAULT : parseRecordId(limitText);
  if (limit === null || limit > API_PAGE_SIZE_MAX) apiError(400, `limit must be a whole number from 1 to ${API_PAGE_SIZE_MAX}`);
  const beforeText = search.get("before");
  const before = beforeText === null ? null : parseRecordId(beforeText);
  if (beforeText !== null && before === null) apiError(400, "before must be an entry id");
  const page = journalPage(user.id, tankIdParam(params.tankId), before, limit);
  if (!page) apiError(404, TANK_NOT_FOUND);
  return apiJson(
    { items: page.items.map((entry) => readingForApi(entry, units)), olderBefore: page.olderBefore },
    { headers: TANK_API_HEADERS },
  );
}

/**
 * POST /api/tanks/{id}/readings with one entry as JSON ({units, hardness, takenAt, temperature, ph, gh, kh,
 * ammonia, nitrite, nitrate, phosphate, tds, waterChangePct, note}; takenAt defaults to now): 201 with the entry in
 * the units sent. With `Content-Type: text/csv`, a journal in the export's columns: 201 with `{imported}`, or 400
 * naming the first bad line, nothing stored. 404 for a tank that is not the member's; 429 past the rate limit.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("journal", user, context);
  const tankId = tankIdParam(params.tankId);
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("text/csv")) {
    const parsed = parseJournalCsv(await request.text(), new Date(), cleanMemberText);
    if (!parsed.ok) apiError(400, `${parsed.message} Nothing was imported.`);
    const result = importJournalEntries(user.id, tankId, parsed.readings);
    if (!result.ok) apiError(result.status, result.message);
    return apiJson({ imported: result.count, cycledNow: result.cycledNow }, { status: 201, headers: TANK_API_HEADERS });
  }
  const body = await parseJsonBody(request, journalEntrySchema);
  const result = createJournalEntry(user.id, tankId, body.reading);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(readingForApi(result.entry, body.units), { status: 201, headers: TANK_API_HEADERS });
}
