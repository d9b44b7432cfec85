import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatJournalCsv } from "~/domain/journal/csv";
import { journalExport } from "~/models/tank-journal.server";
import { TANK_NOT_FOUND } from "~/models/tank.server";
import { apiError, readOnly } from "~/services/api.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";
import { requireApiUser } from "~/web/current-user.server";
import { answerJournalUnits } from "~/web/journal-api.server";
import { journalUnitsFor } from "~/web/journal-page.server";
import { tankIdParam } from "~/web/tank-api.server";

/**
 * GET /api/tanks/{id}/journal.csv[?units=us&hardness=ppm]: the whole journal, oldest first, as CSV in the member's
 * units (or the ones asked for), which the header names; what the journal page's import and POST
 * /api/tanks/{id}/readings with text/csv read back. 404 for anyone else's tank.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const search = new URL(request.url).searchParams;
  const asked = search.has("units") || search.has("hardness");
  const units = asked ? answerJournalUnits(request) : journalUnitsFor(unitPreferencesFor(request, user));
  const tankId = tankIdParam(params.tankId);
  const entries = journalExport(user.id, tankId);
  if (!entries) apiError(404, TANK_NOT_FOUND);
  return new Response(formatJournalCsv(entries, units), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tank-${tankId}-journal.csv"`,
      "Cache-Control": MEMBER_CACHE_CONTROL,
    },
  });
}

/** The export is read, never written. */
export const action = readOnly;
