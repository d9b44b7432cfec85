import { Link, useFetchers, useLocation, useNavigation } from "@remix-run/react";
import { CollectionEntryCard, type CollectionEntryView, type CollectionSubject } from "./collection-entry-card";
import { CollectionSkeleton } from "./collection-skeleton";
import { CollectionTips } from "./collection-tips";
import type { NotesFormData } from "./notes-form";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { TabLinks } from "~/components/ui/tabs";
import { hrefWithParams } from "~/domain/pagination";
import {
  COLLECTION_TAB_PARAM,
  COLLECTION_TYPES,
  CONFIRM_REMOVE_ENTRY_PARAM,
  OLDER_ENTRIES_PARAM,
  collectionTypeLabel,
  type CollectionType,
} from "~/domain/collection-rules";

type Tab = CollectionType | null;
type LinkTo = { to: string; text: string };

/** What /my-fish and /my-plants say: their own words around the same page. */
export type CollectionCopy = {
  /** The page's address, which its tabs, pages and forms use. */
  path: string;
  heading: string;
  intro: string;
  /** What the entries are, in the plural: "fish", "plants" (tab counts, page links, the list's name). */
  plural: string;
  browse: LinkTo;
  /** The member's other collection. */
  other: LinkTo;
  empty: Record<"all" | CollectionType, { title: string; description: string }>;
  emptyAction: LinkTo;
  tips: readonly string[];
};

/** The loader's answer both pages share. */
export type CollectionPageData = {
  type: Tab;
  counts: Record<"all" | CollectionType, number>;
  entries: (CollectionEntryView & { key: string; subject: CollectionSubject })[];
  olderBefore: number | null;
  showingNewest: boolean;
  confirmRemoveId: number | null;
};

/**
 * A member's collection page: the tabs All, Owned, Favorites, Wishlist with their counts (`?type=`), one page of
 * entries newest first (`?before=`), each a card with its forms, the empty state of the tab, and the tips. The
 * skeleton shows while another tab or page loads.
 */
export function CollectionView({
  copy,
  page,
  notesFailure,
}: {
  copy: CollectionCopy;
  page: CollectionPageData;
  notesFailure?: NotesFormData;
}) {
  const { type, counts, entries, olderBefore, showingNewest, confirmRemoveId } = page;
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // Another tab or page of the collection on its way; not a form's redirect back here (a fetcher is busy then).
  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname === pathname &&
    !navigation.formMethod &&
    fetchers.every((fetcher) => fetcher.state === "idle");

  const href = (changes: Record<string, string | number | null>, hash?: string) =>
    hrefWithParams(pathname, search, { [CONFIRM_REMOVE_ENTRY_PARAM]: null, ...changes }, hash);
  const formAction = href({});
  const empty = copy.empty[type ?? "all"];
  const tabs: { type: Tab; label: string }[] = [
    { type: null, label: "All" },
    ...COLLECTION_TYPES.map((tab) => ({ type: tab, label: collectionTypeLabel(tab) })),
  ];

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{copy.heading}</h1>
          <p className="mt-1 text-slate-600">{copy.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={copy.other.to} className={buttonClasses("secondary")}>
            {copy.other.text}
          </Link>
          <Link to={copy.browse.to} className={buttonClasses("secondary")}>
            {copy.browse.text}
          </Link>
        </div>
      </div>

      <TabLinks
        label="Collections"
        look="pills"
        className="mt-6"
        countLabel={() => ` ${copy.plural}`}
        tabs={tabs.map((tab) => ({
          to: tab.type ? `${copy.path}?${COLLECTION_TAB_PARAM}=${tab.type}` : copy.path,
          label: tab.label,
          current: tab.type === type,
          count: counts[tab.type ?? "all"],
        }))}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-label={`${type ? collectionTypeLabel(type) : "All"} ${copy.plural}`}>
          {loadingList ? (
            <CollectionSkeleton />
          ) : entries.length === 0 ? (
            <EmptyState
              title={empty.title}
              description={empty.description}
              action={
                <Link to={copy.emptyAction.to} className={buttonClasses("primary")}>
                  {copy.emptyAction.text}
                </Link>
              }
            />
          ) : (
            <>
              <ul className="space-y-4">
                {entries.map((entry, index) => (
                  <CollectionEntryCard
                    key={entry.id}
                    entry={entry}
                    subject={entry.subject}
                    action={formAction}
                    removeHref={href({ [CONFIRM_REMOVE_ENTRY_PARAM]: entry.id }, `entry-${entry.id}`)}
                    cancelRemoveHref={href({}, `entry-${entry.id}`)}
                    confirming={entry.id === confirmRemoveId}
                    notesResult={notesFailure?.entry === entry.key ? notesFailure.result : undefined}
                    eager={index < 3}
                  />
                ))}
              </ul>
              <PageNav
                label="Collection pages"
                newest={showingNewest ? null : { href: href({ [OLDER_ENTRIES_PARAM]: null }), text: `Newest ${copy.plural}` }}
                older={olderBefore === null ? null : { href: href({ [OLDER_ENTRIES_PARAM]: olderBefore }), text: `Older ${copy.plural}` }}
              />
            </>
          )}
        </section>
        <CollectionTips tips={copy.tips} />
      </div>
    </main>
  );
}
