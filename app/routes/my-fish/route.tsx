import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FISH_COLLECTION_TIPS } from "~/components/collection/collection-tips";
import { CollectionView, type CollectionCopy } from "~/components/collection/collection-view";
import type { NotesFormData } from "~/components/collection/notes-form";
import { collectionCounts, pageCollection } from "~/models/collection.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { collectionReturnPath, entryKey, moveEntry, removeEntry, saveNotes, unknownAction } from "./intents.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import {
  COLLECTION_PAGE_SIZE,
  COLLECTION_TAB_PARAM,
  CONFIRM_REMOVE_ENTRY_PARAM,
  OLDER_ENTRIES_PARAM,
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

const COPY: CollectionCopy = {
  path: "/my-fish",
  heading: "My Fish Collection",
  intro: "The fish you keep, the ones you love, and the ones you plan to keep.",
  plural: "fish",
  browse: { to: "/fish", text: "Browse fish" },
  other: { to: "/my-plants", text: "Your plants" },
  empty: {
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
  },
  emptyAction: { to: "/fish-database", text: "Browse the Fish Database" },
  tips: FISH_COLLECTION_TIPS,
};

export default function MyFishPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const entries = page.entries.map(({ fish, ...entry }) => ({
    ...entry,
    subject: {
      id: entry.fishId,
      field: "fishId" as const,
      href: `/fish/${entry.fishId}`,
      ...fish,
      notesPlaceholder: "Tank, how many, what they eat, when you added them...",
    },
  }));
  const notesFailure = actionData && "entry" in actionData ? (actionData as NotesFormData) : undefined;
  return <CollectionView copy={COPY} page={{ ...page, entries }} notesFailure={notesFailure} />;
}
