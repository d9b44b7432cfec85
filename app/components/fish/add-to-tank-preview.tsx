import { Link } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { formatLitres, metricTextInUnits } from "~/components/tanks/format";
import { pluralName } from "~/domain/plural-name";
import { SEX_LABELS, tankPath, type TankSex } from "~/domain/tank-rules";
import type { UnitPreferences } from "~/domain/units";
import { cx } from "class-variance-authority";

/** What the fish page's loader answers to "Check first": the change, and the verdict of the tank after it. */
export type PlacementPreviewData = {
  tank: { id: number; name: string; volumeL: number };
  fish: { id: number; name: string };
  count: number;
  sex: TankSex | null;
  verdict: Verdict;
  verdictNow: Verdict;
  findings: { rule: string; severity: "wont-work" | "caution" | "note" | "fine"; message: string; fishIds: number[] }[];
  names: Record<number, string>;
};

type Verdict = "wont-work" | "caution" | "fine";

const VERDICTS: Record<Verdict, { label: string; tone: BadgeTone; box: string; text: string }> = {
  "wont-work": { label: "Won't work", tone: "danger", box: "border-red-200 bg-red-50", text: "text-red-800" },
  caution: { label: "Caution", tone: "warning", box: "border-amber-200 bg-amber-50", text: "text-amber-900" },
  fine: { label: "Fine", tone: "success", box: "border-green-200 bg-green-50", text: "text-green-800" },
};

/** "6 Tiger Barbs", "1 male Betta", "6 Guppies (mixed group)". */
export function countedFish(count: number, name: string, sex: TankSex | null): string {
  const named = count === 1 ? name : pluralName(name);
  if (sex === "male" || sex === "female") return `${count} ${sex} ${named}`;
  return sex === "mixed" ? `${count} ${named} (${SEX_LABELS.mixed.toLowerCase()})` : `${count} ${named}`;
}

/**
 * The verdict of adding the fish, before anything is saved: one sentence with the tank's volume in the
 * reader's units, then the won't-work and caution findings about this fish. A tank in trouble before the fish
 * arrives says so, so the fish is not blamed for it.
 */
export function AddToTankPreview({ preview, units }: { preview: PlacementPreviewData; units: UnitPreferences }) {
  const verdict = VERDICTS[preview.verdict];
  const nameOf = (fishId: number) => preview.names[fishId] ?? `Fish #${fishId}`;
  return (
    <div className={cx("mt-3 rounded-lg border p-3", verdict.box)}>
      <p className="text-sm text-slate-900">
        Adding {countedFish(preview.count, preview.fish.name, preview.sex)} to {preview.tank.name} (
        {formatLitres(preview.tank.volumeL, units)}) would: <strong className={verdict.text}>{verdict.label}</strong>
      </p>
      {preview.findings.length > 0 ? (
        <ul aria-label="What the check found" className="mt-2 space-y-2">
          {preview.findings.map((finding, index) => (
            <li
              key={`${finding.rule}-${index}`}
              className="flex flex-wrap items-start gap-2 rounded-md border border-slate-200 bg-white p-2"
            >
              <Badge tone={VERDICTS[finding.severity === "wont-work" ? "wont-work" : "caution"].tone} className="shrink-0">
                {finding.severity === "wont-work" ? "Won't work" : "Caution"}
              </Badge>
              <span className="min-w-0 flex-1 text-sm text-slate-800">
                {metricTextInUnits(finding.message, units)}
                <span className="sr-only"> About: {finding.fishIds.map(nameOf).join(", ")}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : preview.verdict === "fine" ? (
        <p className="mt-1 text-sm text-slate-700">Nothing the checker found would trouble them.</p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Nothing the checker found is about the {preview.fish.name}: the tank reads {VERDICTS[preview.verdictNow].label} without it.
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Nothing is saved until you add them.{" "}
        <Link to={tankPath(preview.tank.id)} className="font-medium text-brand-700 underline underline-offset-2">
          {preview.tank.name}&rsquo;s full report
        </Link>
      </p>
    </div>
  );
}
