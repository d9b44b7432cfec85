import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getPlantName, removePlantFromCollection, updatePlantCollectionEntry } from "~/models/plant-collection.server";
import type { User } from "~/models/user.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import {
  COLLECTION_TAB_PARAM,
  OLDER_ENTRIES_PARAM,
  parseCollectionType,
  plantCollectionToasts,
  type CollectionType,
} from "~/validation/collection";
import { plantEntryFormSchema, plantMoveFormSchema, plantNotesFormSchema } from "~/validation/plant-collection";
import { parseRecordId } from "~/validation/record-id";

/**
 * The forms of /my-plants (update-notes, move, remove), as /my-fish has them: each names the entry by its plant
 * and collection, changes only the acting member's own entry, and redirects back to the tab and page it came
 * from with a toast; notes that are too long come back to the form with status 400.
 */

type Entry = { plantId: number; collectionType: CollectionType };

const toasts = plantCollectionToasts;

export function unknownAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

/** Where a form goes back to: the same tab and page, without the confirmation step. */
export function plantCollectionReturnPath(request: Request): string {
  const search = new URL(request.url).searchParams;
  const params = new URLSearchParams();
  const type = parseCollectionType(search.get(COLLECTION_TAB_PARAM));
  const before = parseRecordId(search.get(OLDER_ENTRIES_PARAM));
  if (type) params.set(COLLECTION_TAB_PARAM, type);
  if (before) params.set(OLDER_ENTRIES_PARAM, String(before));
  const query = params.toString();
  return `/my-plants${query ? `?${query}` : ""}`;
}

function back(request: Request, toast: Toast) {
  return redirectWithToast(request, plantCollectionReturnPath(request), toast, { headers: { "X-Remix-Replace": "true" } });
}

/** The entry a form names, with its plant's name for the toast; null when it names nothing real. */
function entryNamed(form: FormData): (Entry & { plantName: string }) | null {
  const parsed = plantEntryFormSchema.safeParse({ plantId: form.get("plantId"), collectionType: form.get("collectionType") });
  if (!parsed.success) return null;
  const plant = getPlantName(parsed.data.plantId);
  return plant ? { ...parsed.data, plantName: plant.name } : null;
}

/** The key a card of the page is known by, so a refused notes form finds its card again. */
export function plantEntryKey(entry: Entry): string {
  return `${entry.plantId}-${entry.collectionType}`;
}

export function savePlantNotes(request: Request, user: User, form: FormData) {
  const entry = entryNamed(form);
  if (!entry) return back(request, toasts.notInCollection);
  const submission = parseWithZod(form, { schema: plantNotesFormSchema });
  if (submission.status !== "success") {
    // What was typed comes back with the problem beside it: nothing is lost.
    return data({ intent: "update-notes" as const, entry: plantEntryKey(entry), result: submission.reply() }, { status: 400 });
  }
  const result = updatePlantCollectionEntry(user.id, entry.plantId, entry.collectionType, { notes: submission.value.notes });
  if (!result.ok) return back(request, toasts.notInCollection);
  return back(request, toasts.notesSaved(entry.plantName));
}

/** Moves the member's one entry for the plant to another collection; "moving" it where it is says it is there already. */
export function movePlantEntry(request: Request, user: User, form: FormData) {
  const entry = entryNamed(form);
  if (!entry) return back(request, toasts.notInCollection);
  const parsed = plantMoveFormSchema.safeParse({ ...entry, moveTo: form.get("moveTo") });
  if (!parsed.success) return back(request, toasts.updateFailed);
  const { moveTo } = parsed.data;
  if (moveTo === entry.collectionType) return back(request, toasts.alreadyThere(entry.plantName, moveTo));
  const result = updatePlantCollectionEntry(user.id, entry.plantId, entry.collectionType, { collectionType: moveTo });
  return back(request, result.ok ? toasts.moved(entry.plantName, moveTo) : toasts.notInCollection);
}

export function removePlantEntry(request: Request, user: User, form: FormData) {
  const entry = entryNamed(form);
  if (!entry) return back(request, toasts.removeFailed);
  const result = removePlantFromCollection(user.id, entry.plantId, entry.collectionType);
  return back(request, result.ok ? toasts.removed(entry.plantName) : toasts.removeFailed);
}
