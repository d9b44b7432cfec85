import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { SearchField } from "~/components/ui/search-field";
import { cx } from "class-variance-authority";

/**
 * An admin list (fish, products, guides): the heading with its Add link, the search form, the notice when a
 * search was cut, the records as a grid of cards (or the empty state), and Previous/Next without a search.
 */
export function AdminList({
  id,
  title,
  base,
  addLabel,
  searchLabel,
  searchPlaceholder,
  q,
  page,
  pages,
  notice,
  empty,
  pagesLabel,
  children,
}: {
  /** Names the heading and the search box: "admin-fish". */
  id: string;
  title: string;
  /** The list's address: "/admin/fish". */
  base: string;
  addLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  q: string;
  page: number;
  pages: number;
  notice: string | null;
  /** What the empty state says, for a search or for no records at all. */
  empty: { search: string; none: string };
  pagesLabel: string;
  /** The cards: AdminListItem elements. */
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={`${base}/new`} className={buttonClasses("primary", "lg")}>
          {addLabel}
        </Link>
      </div>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <SearchField
          id={`${id}-search`}
          label={searchLabel}
          name="q"
          defaultValue={q}
          placeholder={searchPlaceholder}
          className="w-full max-w-md"
        />
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>
      {notice ? <p className="mt-3 text-sm text-slate-600">{notice}</p> : null}
      {children.length === 0 ? (
        <EmptyState compact className="mt-6" description={q ? empty.search : empty.none} />
      ) : (
        // minmax(0, 1fr): a long title is cut short instead of widening its column past the screen.
        <ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
      )}
      {q ? null : (
        <PageNav
          label={pagesLabel}
          newest={page > 1 ? { href: page === 2 ? base : `${base}?page=${page - 1}`, text: "Previous" } : null}
          older={page < pages ? { href: `${base}?page=${page + 1}`, text: "Next" } : null}
        />
      )}
    </section>
  );
}

/** One record's card: its picture, what identifies it, and Edit and Delete links named for it. */
export function AdminListItem({
  imageUrl,
  imageClassName = "object-contain",
  href,
  label,
  children,
}: {
  imageUrl: string;
  imageClassName?: string;
  /** The record's admin address: "/admin/fish/12" (edit and delete are beneath it). */
  href: string;
  /** What the links say they edit or delete: "Edit Neon Tetra". */
  label: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" className="flex gap-3 p-3">
      <img
        src={imageUrl}
        alt=""
        width={96}
        height={56}
        loading="lazy"
        className={cx("h-14 w-24 shrink-0 rounded bg-brand-50", imageClassName)}
      />
      <div className="min-w-0 flex-1">
        {children}
        <div className="mt-2 flex gap-3 text-sm">
          <Link to={`${href}/edit`} className="font-medium text-brand-700 hover:underline" aria-label={`Edit ${label}`}>
            Edit
          </Link>
          <Link to={`${href}/delete`} className="font-medium text-red-700 hover:underline" aria-label={`Delete ${label}`}>
            Delete
          </Link>
        </div>
      </div>
    </Card>
  );
}
