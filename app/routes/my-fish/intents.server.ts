import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { removeFromCollection, updateCollectionEntry } from "~/models/collection.server";
import { getFishName } from "~/models/fish.server";
import type { User } from "~/models/user.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import {
  COLLECTION_TAB_PARAM,
  OLDER_ENTRIES_PARAM,
  collectionEntryFormSchema,
  collectionMoveFormSchema,
  collectionNotesFormSchema,
  collectionToasts,
  parseCollectionType,
  type CollectionType,
} from "~/validation/collection";
import { parseRecordId } from "~/validation/record-id";

/**
 * The forms of /my-fish (update-notes, move, remove), as the page's action dispatches them. Each names the
 * entry by its fish and collection, changes only the acting member's own entry, and redirects back to the
 * tab and page it came from with a toast; notes that are too long come back to the form with status 400.
 */

type Entry = { fishId: number; collectionType: CollectionType };

export function unknownAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

/**
 * Where a form goes back to: the same tab and page, without the confirmation step. Only values the page
 * understands are kept, so a redirect never carries anything else along.
 */
export function collectionReturnPath(request: Request): string {
  const search = new URL(request.url).searchParams;
  const params = new URLSearchParams();
  const type = parseCollectionType(search.get(COLLECTION_TAB_PARAM));
  const before = parseRecordId(search.get(OLDER_ENTRIES_PARAM));
  if (type) params.set(COLLECTION_TAB_PARAM, type);
  if (before) params.set(OLDER_ENTRIES_PARAM, String(before));
  const query = params.toString();
  return `/my-fish${query ? `?${query}` : ""}`;
}

function back(request: Request, toast: Toast) {
  return redirectWithToast(request, collectionReturnPath(request), toast, { headers: { "X-Remix-Replace": "true" } });
}

/** The entry a form names, with its fish's name for the toast; null when it names nothing real. */
function entryNamed(form: FormData): (Entry & { fishName: string }) | null {
  const parsed = collectionEntryFormSchema.safeParse({ fishId: form.get("fishId"), collectionType: form.get("collectionType") });
  if (!parsed.success) return null;
  const species = getFishName(parsed.data.fishId);
  return species ? { ...parsed.data, fishName: species.name } : null;
}

/** The key a card of the page is known by, so a refused notes form finds its card again. */
export function entryKey(entry: Entry): string {
  return `${entry.fishId}-${entry.collectionType}`;
}

export function saveNotes(request: Request, user: User, form: FormData) {
  const entry = entryNamed(form);
  if (!entry) return back(request, collectionToasts.notInCollection);
  const submission = parseWithZod(form, { schema: collectionNotesFormSchema });
  if (submission.status !== "success") {
    // What was typed comes back with the problem beside it: nothing is lost.
    return data({ intent: "update-notes" as const, entry: entryKey(entry), result: submission.reply() }, { status: 400 });
  }
  const result = updateCollectionEntry(user.id, entry.fishId, entry.collectionType, { notes: submission.value.notes });
  if (!result.ok) return back(request, result.status === 404 ? collectionToasts.notInCollection : collectionToasts.updateFailed);
  return back(request, collectionToasts.notesSaved(entry.fishName));
}

/** Moves the member's one entry for the fish to another collection; "moving" it where it is says it is there already. */
export function moveEntry(request: Request, user: User, form: FormData) {
  const entry = entryNamed(form);
  if (!entry) return back(request, collectionToasts.notInCollection);
  const parsed = collectionMoveFormSchema.safeParse({ ...entry, moveTo: form.get("moveTo") });
  if (!parsed.success) return back(request, collectionToasts.updateFailed);
  const { moveTo } = parsed.data;
  if (moveTo === entry.collectionType) return back(request, collectionToasts.alreadyThere(entry.fishName, moveTo));
  const result = updateCollectionEntry(user.id, entry.fishId, entry.collectionType, { collectionType: moveTo });
  if (result.ok) return back(request, collectionToasts.moved(entry.fishName, moveTo));
  return back(request, collectionToasts.notInCollection);
}

export function removeEntry(request: Request, user: User, form: FormData) {
  const entry = entryNamed(form);
  if (!entry) return back(request, collectionToasts.removeFailed);
  const result = removeFromCollection(user.id, entry.fishId, entry.collectionType);
  return back(request, result.ok ? collectionToasts.removed(entry.fishName) : collectionToasts.removeFailed);
}
