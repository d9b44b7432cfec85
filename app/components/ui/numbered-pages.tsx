import { Link } from "@remix-run/react";
import { pageLinkClass } from "~/components/ui/page-nav";
import { pageNumbers } from "~/domain/search/fish-list-pages";
import { cx } from "class-variance-authority";

const numberClass =
  "inline-flex min-w-9 items-center justify-center rounded-md border px-2.5 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * The pages of a numbered list (the fish, the plants): Previous, the page numbers (first, last, and two either
 * side of this one), Next. Plain links made by `href`, so every page is reachable without JavaScript. Nothing is
 * rendered for a list of one page.
 */
export function NumberedPages({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2 border-t border-slate-100 pt-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={pageLinkClass}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
                className={cx(
                  numberClass,
                  n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={pageLinkClass}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
