import { Link } from "@remix-run/react";
import { cx } from "class-variance-authority";

export type PageLinkSpec = { href: string; text: string };

export const pageLinkClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * The links between the pages of a list shown newest first: back to the newest page, and on to older ones.
 * Plain links, so paging needs no JavaScript; with it, Remix follows them without reloading the document.
 * Nothing is rendered when there is nowhere to go.
 */
export function PageNav({ label, newest, older }: { label: string; newest?: PageLinkSpec | null; older?: PageLinkSpec | null }) {
  if (!newest && !older) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      {newest ? (
        <Link to={newest.href} className={pageLinkClass}>
          <span aria-hidden="true">←</span> {newest.text}
        </Link>
      ) : null}
      {older ? (
        <Link to={older.href} rel="next" className={cx(pageLinkClass, "ml-auto")}>
          {older.text} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
