import { Link } from "@remix-run/react";
import type { Finding, PlantSuggestion, Report, Severity, Suggestion, Verdict } from "~/domain/checker/types";
import type { UnitPreferences } from "~/domain/units";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { formatCm, formatLitres, metricTextInUnits } from "./format";
import { cx } from "class-variance-authority";
import { formatDateTimeUtc } from "~/domain/dates";
import { factNoteAnchor, notedFact } from "~/domain/fact-note-links";

/**
 * The checker's report on a stock of fish: the verdict, each finding with its severity and the species it is
 * about, the bigger tank that would do when space is the only problem, and species that would fit. Shared by
 * a member's tank page and the anonymous checker, so it takes everything it shows as props and nothing from
 * the server. Measurements show in the reader's units.
 */

const VERDICTS: Record<Verdict, { label: string; tone: BadgeTone; summary: string; box: string }> = {
  "wont-work": {
    label: "Won't work",
    tone: "danger",
    summary: "Something in this tank won't work. The findings below say what, and for which fish.",
    box: "border-red-200 bg-red-50",
  },
  caution: {
    label: "Caution",
    tone: "warning",
    summary: "This can work, with care. Read the cautions below before you buy.",
    box: "border-amber-200 bg-amber-50",
  },
  fine: {
    label: "Fine",
    tone: "success",
    summary: "Nothing here should cause trouble.",
    box: "border-green-200 bg-green-50",
  },
};

/** The verdict as a badge, as the tank page's report heads it: for the list of tanks. */
export function VerdictBadge({ verdict, className }: { verdict: Verdict; className?: string }) {
  return (
    <Badge tone={VERDICTS[verdict].tone} className={className}>
      {VERDICTS[verdict].label}
    </Badge>
  );
}

const SEVERITIES: Record<Severity, { label: string; tone: BadgeTone }> = {
  "wont-work": { label: "Won't work", tone: "danger" },
  caution: { label: "Caution", tone: "warning" },
  note: { label: "Note", tone: "info" },
  fine: { label: "Fine", tone: "success" },
};

const linkClasses = "font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:text-brand-900";

export function TankReport({
  report,
  units,
  names = {},
  headingLevel = "h2",
  className,
  suggestionHref = (suggestion) => `/fish/${suggestion.fishId}`,
  plantSuggestionHref = (suggestion) => `/plants/${suggestion.plantId}`,
  measuredAt = null,
}: {
  report: Report;
  /** When the water judged was measured, for a tank whose journal has a test: the report says so. */
  measuredAt?: string | null;
  units: UnitPreferences;
  /** Names of the species findings are about, by id; a species without one is named by its id. */
  names?: Record<number, string>;
  /** Where a suggested fish leads: its profile, or (in the anonymous checker) the same check with it added. */
  suggestionHref?: (suggestion: Suggestion) => string;
  /** Where a suggested plant leads: its page, or (in the anonymous checker) the same check with it added. */
  plantSuggestionHref?: (suggestion: PlantSuggestion) => string;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  const verdict = VERDICTS[report.verdict];
  const nameOf = (fishId: number) => names[fishId] ?? report.suggestions.find((s) => s.fishId === fishId)?.name ?? `Fish #${fishId}`;
  return (
    <section aria-labelledby="tank-report-heading" className={className}>
      <div className={cx("rounded-lg border p-4", verdict.box)}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading id="tank-report-heading" className="text-lg font-semibold text-slate-900">
            Compatibility report
          </Heading>
          <Badge tone={verdict.tone}>
            <span className="sr-only">Verdict: </span>
            {verdict.label}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-slate-800">{verdict.summary}</p>
        {measuredAt ? (
          <p className="mt-1 text-sm text-slate-700">Water judged from the journal's test of {formatDateTimeUtc(measuredAt)}.</p>
        ) : null}
      </div>

      {report.findings.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No problems found with these fish in this tank.</p>
      ) : (
        <ul aria-label="Findings" className="mt-4 space-y-3">
          {report.findings.map((finding, index) => (
            <FindingItem key={`${finding.rule}-${index}`} finding={finding} units={units} nameOf={nameOf} />
          ))}
        </ul>
      )}

      {report.upsize ? <Upsize upsize={report.upsize} units={units} /> : null}

      {report.suggestions.length > 0 ? (
        <div className="mt-5">
          <p className="text-sm font-semibold text-slate-900">Fish that would get on here</p>
          <ul aria-label="Suggested fish" className="mt-2 space-y-1.5">
            {report.suggestions.map((suggestion) => (
              <li key={suggestion.fishId} className="text-sm text-slate-700">
                <Link to={suggestionHref(suggestion)} prefetch="intent" className={linkClasses}>
                  {suggestion.completesGroup ? `${suggestion.count} more ${suggestion.name}` : `${suggestion.count} ${suggestion.name}`}
                </Link>
                {suggestion.completesGroup ? " completes the group" : ""}
                {suggestion.reason ? `: ${suggestion.reason}` : ""}
                {suggestion.improves ? <span className="text-emerald-800"> (fixes a problem)</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : report.verdict === "wont-work" ? (
        <p className="mt-5 text-sm text-slate-700">
          No fish are suggested until what won&apos;t work is fixed: start with the findings above.
        </p>
      ) : null}

      {report.plantSuggestions.length > 0 ? (
        <div className="mt-5">
          <p className="text-sm font-semibold text-slate-900">Plants that would suit this tank</p>
          <ul aria-label="Suggested plants" className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
            {report.plantSuggestions.map((suggestion) => (
              <li key={suggestion.plantId} className="text-sm text-slate-700">
                <Link to={plantSuggestionHref(suggestion)} className={linkClasses}>
                  {suggestion.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="mt-5 text-xs text-slate-500">
        Checked with rules {report.rulesVersion}. A guide from what each species needs, not a guarantee: every fish is its own.
      </p>
    </section>
  );
}

/**
 * A fish named by a finding links to its page, opened at the note on the first of its facts the finding rests on
 * (the notes' disclosure opens at a fragment inside it): the reader lands on where that fact comes from.
 */
function fishHref(finding: Finding, fishId: number): string {
  const fact = (finding.factsUsed?.[fishId] ?? []).map(notedFact).find((noted) => noted !== null);
  return fact ? `/fish/${fishId}#${factNoteAnchor(fact)}` : `/fish/${fishId}`;
}

function FindingItem({ finding, units, nameOf }: { finding: Finding; units: UnitPreferences; nameOf: (fishId: number) => string }) {
  const severity = SEVERITIES[finding.severity];
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start gap-2">
        <Badge tone={severity.tone} className="shrink-0">
          {severity.label}
        </Badge>
        <p className="min-w-0 flex-1 text-sm text-slate-800">{metricTextInUnits(finding.message, units)}</p>
      </div>
      {finding.fishIds.length > 0 ? (
        <p className="mt-1.5 text-xs text-slate-600">
          <span className="sr-only">About: </span>
          {finding.fishIds.map((fishId, index) => (
            <span key={fishId}>
              {index > 0 ? ", " : null}
              <Link to={fishHref(finding, fishId)} className={linkClasses}>
                {nameOf(fishId)}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

function Upsize({ upsize, units }: { upsize: NonNullable<Report["upsize"]>; units: UnitPreferences }) {
  const size = [
    upsize.lengthCm !== undefined ? `${formatCm(upsize.lengthCm, units)} long` : null,
    upsize.widthCm !== undefined ? `${formatCm(upsize.widthCm, units)} wide` : null,
  ].filter(Boolean);
  return (
    <p className="mt-5 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <span className="font-semibold">A bigger tank would do it: </span>
      about {formatLitres(upsize.volumeL, units)}
      {size.length > 0 ? `, at least ${size.join(" and ")}` : ""}, would fit these fish.
    </p>
  );
}
