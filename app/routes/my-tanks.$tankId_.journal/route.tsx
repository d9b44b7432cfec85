import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { EntryForm } from "~/components/journal/entry-form";
import { EntryList } from "~/components/journal/entry-list";
import { ImportForm } from "~/components/journal/import-form";
import { JournalWarnings } from "~/components/journal/journal-warnings";
import { ChartTableView, ParameterChart } from "~/components/journal/parameter-chart";
import { ErrorScreen } from "~/components/layout/error-screen";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PageNav } from "~/components/ui/page-nav";
import { JOURNAL_RANGES, parseJournalRange, RANGE_LABELS } from "~/domain/journal/chart";
import { csvHeader } from "~/domain/journal/csv";
import { EDIT_ENTRY_PARAM, JOURNAL_PAGE_SIZE, journalPath, OLDER_ENTRIES_PARAM } from "~/domain/journal/limits";
import { takenAtFieldValue } from "~/domain/journal/reading-input";
import { hrefWithParams } from "~/domain/pagination";
import { tankPath } from "~/domain/tank-rules";
import { checkerSpeciesList } from "~/models/checker.server";
import { journalOverview } from "~/models/tank-journal-report.server";
import { entriesSince, getJournalEntry, journalPage, windowStart } from "~/models/tank-journal.server";
import { getTank, TANK_NOT_FOUND } from "~/models/tank.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";
import { parseRecordId } from "~/validation/record-id";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { entryFormValues, journalCharts, journalUnitsFor } from "~/web/journal-page.server";
import { ownTankIdOr404 } from "~/web/tank-pages.server";
import { deleteIntent, importIntent, JOURNAL_INTENTS, recordIntent, unknownAction, updateIntent } from "./intents.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `Journal | ${loaded?.tank.name ?? "Tank"} | My Tanks | Shoal` },
];

/**
 * The member's own tank's journal: what needs doing now, the stage of its nitrogen cycle, a chart per parameter
 * over the chosen range (drawn by the server), the entries newest first, and the forms that write them. Anyone
 * else's tank is a 404, as one that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const tankId = parseRecordId(params.tankId);
  const tank = tankId === null ? undefined : getTank(user.id, tankId);
  if (!tank) throw new Response(TANK_NOT_FOUND, { status: 404 });
  const search = new URL(request.url).searchParams;
  const units = journalUnitsFor(unitPreferencesFor(request, user));
  const range = parseJournalRange(search.get("range"));
  const before = parseRecordId(search.get(OLDER_ENTRIES_PARAM));
  const editId = parseRecordId(search.get(EDIT_ENTRY_PARAM));
  const now = new Date();
  const overview = journalOverview(tank, units, checkerSpeciesList(), now);
  const { charts, untested, table } = journalCharts(entriesSince(tank.id, windowStart(now, range)), overview.ranges, units, range, now);
  const editing = editId === null ? undefined : getJournalEntry(user.id, tank.id, editId);
  return data(
    {
      tank: { id: tank.id, name: tank.name, cycled: tank.cycled },
      units,
      range,
      warnings: overview.warnings,
      cycle: overview.cycle,
      charts,
      untested,
      table,
      page: journalPage(user.id, tank.id, before, JOURNAL_PAGE_SIZE) ?? { items: [], olderBefore: null },
      paged: before !== null,
      editing: editing ? { id: editing.id, values: entryFormValues(editing, units) } : null,
      newEntry: { takenAt: takenAtFieldValue(now.toISOString()) },
      csvColumns: csvHeader(units).join(", "),
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/** One action, told apart by `intent`: record, update, delete, import. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const tankId = ownTankIdOr404(user.id, params.tankId);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if ((JOURNAL_INTENTS as readonly unknown[]).includes(intent)) {
    const limited = await formRateLimitRedirect(request, "journal", user, context, journalPath(tankId));
    if (limited) return limited;
  }
  switch (intent) {
    case "record":
      return recordIntent(request, user, tankId, form);
    case "update":
      return updateIntent(request, user, tankId, form);
    case "delete":
      return deleteIntent(request, user, tankId, form);
    case "import":
      return importIntent(request, user, tankId, form);
    default:
      return unknownAction();
  }
}

type ActionAnswer = { intent: string; result?: SubmissionResult<string[]>; error?: string };

export default function JournalPage() {
  const loaded = useLoaderData<typeof loader>();
  const { tank, units, range, warnings, cycle, charts, untested, table, page, paged, editing } = loaded;
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const path = journalPath(tank.id);
  const rangeHref = (days: number) => `${path}?range=${days}`;
  const editHref = (id: number) => hrefWithParams(path, "", { range: range === 90 ? null : range, [EDIT_ENTRY_PARAM]: id }, "journal-form");
  const formResult = answer?.result && (answer.intent === "record" || answer.intent === "update") ? answer.result : undefined;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={tankPath(tank.id)} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to {tank.name}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">Water journal</h1>
          <p className="mt-1 text-slate-600">Tests and water changes for {tank.name}. Times are UTC.</p>
        </div>
        <a href={`/api/tanks/${tank.id}/journal.csv`} download className={buttonClasses("secondary", "sm")}>
          Download CSV
        </a>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          {warnings.length > 0 ? <JournalWarnings warnings={warnings} /> : null}

          <Card as="section" aria-labelledby="journal-form-heading" id="journal-form" className="p-5">
            <h2 id="journal-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
              {editing ? "Edit entry" : "Record a test or water change"}
            </h2>
            <EntryForm
              // A new key once an entry is saved, so the form starts empty again (with JavaScript it is not reloaded).
              key={editing ? `edit-${editing.id}` : `new-${page.items[0]?.id ?? 0}`}
              // An edit posts back to its own address, so a refused edit comes back as the same edit.
              action={editing ? `${path}?${EDIT_ENTRY_PARAM}=${editing.id}` : path}
              units={units}
              defaults={editing?.values ?? loaded.newEntry}
              lastResult={formResult}
              entryId={editing?.id ?? null}
              cancelTo={editing ? path : undefined}
            />
            {editing ? (
              <Form method="post" action={path} className="mt-4 border-t border-slate-100 pt-4">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="entryId" value={editing.id} />
                <Button type="submit" variant="destructive" size="sm">
                  Delete this entry
                </Button>
              </Form>
            ) : null}
          </Card>

          <section aria-labelledby="journal-charts-heading">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="journal-charts-heading" className="text-xl font-semibold text-slate-900">
                Charts
              </h2>
              <nav aria-label="Chart range" className="flex gap-2">
                {JOURNAL_RANGES.map((days) => (
                  <Link
                    key={days}
                    to={rangeHref(days)}
                    aria-current={days === range ? "page" : undefined}
                    className={buttonClasses(days === range ? "primary" : "secondary", "sm")}
                  >
                    {RANGE_LABELS[days]}
                  </Link>
                ))}
              </nav>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              Shaded: the range every fish in this tank can live in. Dashed lines: water changes.
            </p>
            {charts.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No tests in the last {RANGE_LABELS[range].toLowerCase()}.</p>
            ) : (
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {charts.map((chart) => (
                  <ParameterChart key={chart.parameter} chart={chart} />
                ))}
              </div>
            )}
            {charts.length > 0 ? <ChartTableView table={table} /> : null}
            {charts.length > 0 && untested.length > 0 ? (
              <p className="mt-3 text-sm text-slate-600">Not tested in this range: {untested.join(", ")}.</p>
            ) : null}
          </section>

          <section aria-labelledby="journal-entries-heading">
            <h2 id="journal-entries-heading" className="text-xl font-semibold text-slate-900">
              Entries
            </h2>
            {page.items.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">{paged ? "No older entries." : "No entries yet. Record your first test above."}</p>
            ) : (
              <div className="mt-3">
                <EntryList entries={page.items} units={units} editHref={editHref} />
              </div>
            )}
            <PageNav
              label="Journal pages"
              newest={paged ? { href: path, text: "Newest entries" } : null}
              older={
                page.olderBefore === null ? null : { href: `${path}?${OLDER_ENTRIES_PARAM}=${page.olderBefore}`, text: "Older entries" }
              }
            />
          </section>
        </div>

        <div className="space-y-6">
          <Card as="section" aria-labelledby="cycle-heading" className="p-5">
            <h2 id="cycle-heading" className="font-semibold text-slate-900">
              Nitrogen cycle
            </h2>
            {tank.cycled === true && cycle.stage !== "cycled" ? (
              <p className="mt-2 text-sm text-slate-700">This tank is marked cycled.</p>
            ) : (
              <>
                <p className="mt-2 font-medium text-slate-900">{cycle.title}</p>
                <p className="mt-1 text-sm text-slate-700">{cycle.message}</p>
              </>
            )}
          </Card>
          <Card as="section" aria-labelledby="import-heading" className="p-5">
            <h2 id="import-heading" className="mb-3 font-semibold text-slate-900">
              Import a CSV file
            </h2>
            <ImportForm action={path} error={answer?.intent === "import" ? answer.error : null} columns={loaded.csvColumns} />
          </Card>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen notFound={{ title: "Tank Not Found", message: "That tank doesn't exist, or it isn't one of yours." }} />;
}
