import { cva } from "class-variance-authority";
import type { ReactNode } from "react";

/** Colours by meaning rather than by name, so a badge says what kind of thing it marks. */
const badge = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      neutral: "bg-slate-100 text-slate-800",
      brand: "bg-brand-50 text-brand-800",
      success: "bg-green-100 text-green-800",
      warning: "bg-amber-100 text-amber-900",
      danger: "bg-red-100 text-red-800",
      info: "bg-sky-100 text-sky-800",
      calm: "bg-emerald-100 text-emerald-800",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger" | "info" | "calm";

/** A small rounded label: a fish's difficulty, a guide's level, a count. `className` places it. */
export function Badge({ tone = "neutral", className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={badge({ tone, className })}>{children}</span>;
}
