import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useFetchers, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { CollectionEntryCard } from "~/components/my-fish/collection-entry-card";
import { CollectionSkeleton } from "~/components/my-fish/collection-skeleton";
import { CollectionTips } from "~/components/my-fish/collection-tips";
import type { NotesFormData } from "~/components/my-fish/notes-form";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { TabLinks } from "~/components/ui/tabs";
import { hrefWithParams } from "~/domain/pagination";
import { collectionCounts, pageCollection } from "~/models/collection.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { collectionReturnPath, entryKey, moveEntry, removeEntry, saveNotes, unknownAction } from "./intents.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import {
  COLLECTION_PAGE_SIZE,
  COLLECTION_TAB_PARAM,
  COLLECTION_TYPES,
  CONFIRM_REMOVE_ENTRY_PARAM,
  OLDER_ENTRIES_PARAM,
  collectionTypeLabel,
  parseCollectionType,
  type CollectionType,
} from "~/domain/collection-rules";
import { parseRecordId } from "~/validation/record-id";

type Tab = CollectionType | null;

export const meta: MetaFunction = () => [{ title: "My Fish Collection | Shoal" }];

/**
 * Members only (a visitor gets the signed-out page that moves on to sign in): the member's entries, one tab (All, Owned, Favorites, Wishlist: `?type=`) and one page
 * (`?before=`) at a time, newest first, with the count of every tab.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const search = new URL(request.url).searchParams;
  const type = parseCollectionType(search.get(COLLECTION_TAB_PARAM));
  const page = entryPageFor(user.id, type, parseRecordId(search.get(OLDER_ENTRIES_PARAM)));
  // The confirmation step of a remove without JavaScript; only ever for an entry on this page.
  const confirmId = parseRecordId(search.get(CONFIRM_REMOVE_ENTRY_PARAM));
  return data(
    {
      type,
      counts: collectionCounts(user.id),
      entries: page.items.map((entry) => ({ ...entry, key: entryKey(entry) })),
      olderBefore: page.olderBefore,
      showingNewest: page.newest,
      confirmRemoveId: page.items.some((entry) => entry.id === confirmId) ? confirmId : null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/**
 * The entries `?before=` asks for. One that names no entry of this member in this tab (removed or moved since,
 * another member's, mistyped), or leads to an empty page, shows the newest page: an old link leads somewhere.
 */
function entryPageFor(userId: string, type: Tab, before: number | null) {
  const older = before ? pageCollection(userId, { type, before, limit: COLLECTION_PAGE_SIZE }) : null;
  if (older?.items.length) return { ...older, newest: false };
  return { ...pageCollection(userId, { type, limit: COLLECTION_PAGE_SIZE })!, newest: true };
}

/**
 * One action, told apart by `intent`: update-notes, move, remove. Each changes only the member's own entry and
 * redirects back to the tab and page it came from with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "update-notes" || intent === "move" || intent === "remove") {
    const limited = await formRateLimitRedirect(request, "collection", user, context, collectionReturnPath(request));
    if (limited) return limited;
  }
  switch (intent) {
    case "update-notes":
      return saveNotes(request, user, form);
    case "move":
      return moveEntry(request, user, form);
    case "remove":
      return removeEntry(request, user, form);
    default:
      return unknownAction();
  }
}

const TABS: { type: Tab; label: string }[] = [
  { type: null, label: "All" },
  ...COLLECTION_TYPES.map((type) => ({ type, label: collectionTypeLabel(type) })),
];

const EMPTY: Record<"all" | CollectionType, { title: string; description: string }> = {
  all: {
    title: "Your collection is empty",
    description: "Save fish from their profiles to keep track of the ones you own, love or want to keep.",
  },
  owned: {
    title: "No owned fish yet",
    description: "The fish in your tanks belong here: save one to Owned from its profile, or move one here from another tab.",
  },
  liked: {
    title: "No favorites yet",
    description: "Save the species you love to Favorites to find them again quickly.",
  },
  wishlist: {
    title: "Your wishlist is empty",
    description: "Add the fish you would like to keep one day, and check their tank needs before you buy.",
  },
};

export default function MyFishPage() {
  const { type, counts, entries, olderBefore, showingNewest, confirmRemoveId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
  const notesFailure = actionData && "entry" in actionData ? (actionData as NotesFormData) : undefined;
  const empty = EMPTY[type ?? "all"];

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Fish Collection</h1>
          <p className="mt-1 text-slate-600">The fish you keep, the ones you love, and the ones you plan to keep.</p>
        </div>
        <Link to="/fish" className={buttonClasses("secondary")}>
          Browse fish
        </Link>
      </div>

      <TabLinks
        label="Collections"
        look="pills"
        className="mt-6"
        countLabel={() => " fish"}
        tabs={TABS.map((tab) => ({
          to: tab.type ? `/my-fish?${COLLECTION_TAB_PARAM}=${tab.type}` : "/my-fish",
          label: tab.label,
          current: tab.type === type,
          count: counts[tab.type ?? "all"],
        }))}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-label={`${type ? collectionTypeLabel(type) : "All"} fish`}>
          {loadingList ? (
            <CollectionSkeleton />
          ) : entries.length === 0 ? (
            <EmptyState
              title={empty.title}
              description={empty.description}
              action={
                <Link to="/fish-database" className={buttonClasses("primary")}>
                  Browse the Fish Database
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
                newest={showingNewest ? null : { href: href({ [OLDER_ENTRIES_PARAM]: null }), text: "Newest fish" }}
                older={olderBefore === null ? null : { href: href({ [OLDER_ENTRIES_PARAM]: olderBefore }), text: "Older fish" }}
              />
            </>
          )}
        </section>
        <CollectionTips />
      </div>
    </main>
  );
}
