import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "class-variance-authority";

export type TabLink = {
  to: string;
  label: ReactNode;
  /** Whether this tab is the page being shown; the caller knows (a path, or a query parameter such as ?type=owned). */
  current: boolean;
  count?: number;
};

const LOOKS = {
  /** Tabs over a panel, as in /admin: the current one is underlined. More than fit on a phone scroll sideways. */
  underline: {
    list: "flex gap-1 overflow-x-auto sm:gap-2",
    link: (current: boolean) =>
      `inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium sm:px-4 ${
        current ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
      }`,
    count: (current: boolean) =>
      `inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold ${
        current ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700"
      }`,
  },
  /** Rounded pills that wrap, as the categories of /products: the current one is filled. */
  pills: {
    list: "flex flex-wrap gap-2",
    link: (current: boolean) =>
      `inline-flex items-center gap-2 whitespace-nowrap rounded-full border py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        current
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
      }`,
    count: (current: boolean) =>
      `inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold ${
        current ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"
      }`,
  },
} as const;

/**
 * Tabs that are links: each tab is its own address, so it works without JavaScript, can be shared and survives a
 * reload; with JavaScript Remix follows it without reloading the document. The current tab carries
 * `aria-current="page"`. A count, when given, follows the label; `countLabel` says what it counts to a screen
 * reader (" reviews"), since the number alone means little when read out.
 */
export function TabLinks({
  label,
  tabs,
  look = "underline",
  countLabel,
  preventScrollReset,
  className,
}: {
  /** The name of the navigation landmark, e.g. "Admin sections". */
  label: string;
  tabs: TabLink[];
  look?: keyof typeof LOOKS;
  countLabel?: (count: number) => string;
  preventScrollReset?: boolean;
  className?: string;
}) {
  const style = LOOKS[look];
  return (
    <nav aria-label={label} className={className}>
      <ul className={style.list}>
        {tabs.map((tab) => (
          <li key={tab.to} className={look === "pills" ? "shrink-0" : undefined}>
            <Link
              to={tab.to}
              preventScrollReset={preventScrollReset}
              aria-current={tab.current ? "page" : undefined}
              className={cx(style.link(tab.current), look === "pills" ? (tab.count === undefined ? "px-3.5" : "pl-3.5 pr-1.5") : "")}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span className={style.count(tab.current)}>
                  {tab.count}
                  {countLabel ? <span className="sr-only">{countLabel(tab.count)}</span> : null}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
