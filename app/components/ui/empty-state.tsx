import type { ReactNode } from "react";
import { cx } from "class-variance-authority";

/**
 * What a list shows when it has nothing to show: a dashed box with an optional icon and heading, a sentence,
 * an optional hint, and optionally a way on (a link back to everything). `compact` is the one-line version used
 * inside the home page's sections, where a heading would say too much.
 */
export function EmptyState({
  title,
  titleAs: Heading = "h2",
  description,
  hint,
  action,
  icon,
  compact = false,
  className,
}: {
  title?: string;
  /** The heading level that fits under the page's own headings. */
  titleAs?: "h2" | "h3";
  description: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  const box = cx("rounded-lg border border-dashed border-slate-300 bg-white px-6 text-center", compact ? "py-10" : "py-12");
  return (
    <div className={className ? `${className} ${box}` : box}>
      {icon ? <div className="mb-3 flex justify-center text-slate-400">{icon}</div> : null}
      {title ? <Heading className="text-xl font-semibold text-slate-900">{title}</Heading> : null}
      <p className={title ? "mt-2 text-slate-700" : "text-slate-700"}>{description}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {action ? <div className={compact ? "mt-2" : "mt-6"}>{action}</div> : null}
    </div>
  );
}
