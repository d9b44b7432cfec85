import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PLANT_COLLECTION_TIPS } from "~/components/collection/collection-tips";
import { CollectionView, type CollectionCopy } from "~/components/collection/collection-view";
import type { NotesFormData } from "~/components/collection/notes-form";
import { pagePlantCollection, plantCollectionCounts } from "~/models/plant-collection.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import {
  movePlantEntry,
  plantCollectionReturnPath,
  plantEntryKey,
  removePlantEntry,
  savePlantNotes,
  unknownAction,
} from "./intents.server";
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

export const meta: MetaFunction = () => [{ title: "My Plant Collection | Shoal" }];

/**
 * Members only, as /my-fish (a visitor gets the signed-out page that moves on to sign in): the member's plants,
 * one tab (`?type=`) and one page (`?before=`) at a time, newest first, with the count of every tab.
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
      counts: plantCollectionCounts(user.id),
      entries: page.items.map((entry) => ({ ...entry, key: plantEntryKey(entry) })),
      olderBefore: page.olderBefore,
      showingNewest: page.newest,
      confirmRemoveId: page.items.some((entry) => entry.id === confirmId) ? confirmId : null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/** The entries `?before=` asks for; one that names no entry of this member in this tab shows the newest page. */
function entryPageFor(userId: string, type: CollectionType | null, before: number | null) {
  const older = before ? pagePlantCollection(userId, { type, before, limit: COLLECTION_PAGE_SIZE }) : null;
  if (older?.items.length) return { ...older, newest: false };
  return { ...pagePlantCollection(userId, { type, limit: COLLECTION_PAGE_SIZE })!, newest: true };
}

/** One action, told apart by `intent`: update-notes, move, remove, each on the member's own entry. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "update-notes" || intent === "move" || intent === "remove") {
    const limited = await formRateLimitRedirect(request, "collection", user, context, plantCollectionReturnPath(request));
    if (limited) return limited;
  }
  switch (intent) {
    case "update-notes":
      return savePlantNotes(request, user, form);
    case "move":
      return movePlantEntry(request, user, form);
    case "remove":
      return removePlantEntry(request, user, form);
    default:
      return unknownAction();
  }
}

const COPY: CollectionCopy = {
  path: "/my-plants",
  heading: "My Plant Collection",
  intro: "The plants you grow, the ones you admire, and the ones you plan to grow.",
  plural: "plants",
  browse: { to: "/plants", text: "Browse plants" },
  other: { to: "/my-fish", text: "Your fish" },
  empty: {
    all: {
      title: "No plants saved yet",
      description: "Save plants from their pages to keep track of the ones you grow, love or want to try.",
    },
    owned: {
      title: "No owned plants yet",
      description: "The plants in your tanks belong here: save one to Owned from its page, or move one here from another tab.",
    },
    liked: {
      title: "No favorite plants yet",
      description: "Save the plants you love to Favorites to find them again quickly.",
    },
    wishlist: {
      title: "Your plant wishlist is empty",
      description: "Add the plants you would like to grow one day, and check their light and CO2 needs before you buy.",
    },
  },
  emptyAction: { to: "/plants", text: "Browse Aquarium Plants" },
  tips: PLANT_COLLECTION_TIPS,
};

export default function MyPlantsPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const entries = page.entries.map(({ plant, ...entry }) => ({
    ...entry,
    subject: {
      id: entry.plantId,
      field: "plantId" as const,
      href: `/plants/${entry.plantId}`,
      ...plant,
      notesPlaceholder: "Which tank, where it grows, when you trimmed or fed it...",
    },
  }));
  const notesFailure = actionData && "entry" in actionData ? (actionData as NotesFormData) : undefined;
  return <CollectionView copy={COPY} page={{ ...page, entries }} notesFailure={notesFailure} />;
}
