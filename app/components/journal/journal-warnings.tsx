import type { JournalWarning } from "~/domain/journal/warnings";
import { Badge } from "~/components/ui/badge";
import { cx } from "class-variance-authority";

/**
 * What the journal says needs doing, urgent first, each with its sentence and numbers. The journal, the tank page
 * and the list of tanks all show it; the list shows titles only (`compact`).
 */
export function JournalWarnings({
  warnings,
  compact = false,
  className,
}: {
  warnings: JournalWarning[];
  compact?: boolean;
  className?: string;
}) {
  if (warnings.length === 0) return null;
  if (compact) {
    return (
      <ul aria-label="Water warnings" className={cx("space-y-1 text-sm", className)}>
        {warnings.map((warning) => (
          <li key={warning.kind} className={warning.urgent ? "font-medium text-red-800" : "text-amber-900"}>
            <span aria-hidden="true">{warning.urgent ? "⚠ " : "• "}</span>
            {warning.title}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="journal-warnings-heading" className={className}>
      <h2 id="journal-warnings-heading" className="text-lg font-semibold text-slate-900">
        Water warnings
      </h2>
      <ul aria-label="Water warnings" className="mt-2 space-y-2">
        {warnings.map((warning) => (
          <li
            key={warning.kind}
            className={cx("rounded-lg border p-3", warning.urgent ? "border-red-200 bg-red-50" : "border-amber-200 bg-amber-50")}
          >
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <Badge tone={warning.urgent ? "danger" : "warning"}>{warning.urgent ? "Urgent" : "Warning"}</Badge>
              {warning.title}
            </p>
            <p className="mt-1 text-sm text-slate-800">{warning.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
