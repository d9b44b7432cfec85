import { data } from "@remix-run/node";
import { savePlantToCollection, unsavePlant } from "~/models/plant-collection.server";
import type { User } from "~/models/user.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { DEFAULT_COLLECTION_TYPE, plantCollectionToasts, saveToCollectionFormSchema, type CollectionType } from "~/validation/collection";

/**
 * The plant page's save and unsave intents, as the fish page has them: each authorizes, changes the member's own
 * collection, and redirects back to the page with a toast.
 */

type Plant = { id: number; name: string };

export function unknownAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

/** After a change, back to the page (replacing the post in history), keeping the chosen collection. */
function backToPlant(request: Request, plant: Plant, toast: Toast, collection?: CollectionType) {
  const query = collection && collection !== DEFAULT_COLLECTION_TYPE ? `?collection=${collection}` : "";
  return redirectWithToast(request, `/plants/${plant.id}${query}`, toast, { headers: { "X-Remix-Replace": "true" } });
}

/**
 * Save puts the plant in the chosen collection: added, or moved there from the one it is in (one entry per
 * plant). Unsave takes it out of the member's collection, whichever it is in: the red "Saved" button removes it.
 */
export function saveOrUnsavePlant(request: Request, plant: Plant, user: User | null, form: FormData, intent: "save" | "unsave") {
  const toasts = plantCollectionToasts;
  if (!user) return backToPlant(request, plant, toasts.signInRequired);
  const failed = intent === "save" ? toasts.addFailed : toasts.removeFailed;
  const parsed = saveToCollectionFormSchema.safeParse({ collectionType: form.get("collectionType") });
  if (!parsed.success) return backToPlant(request, plant, failed);
  const type = parsed.data.collectionType;

  if (intent === "save") {
    const result = savePlantToCollection(user.id, plant.id, type);
    if (!result.ok) return backToPlant(request, plant, failed, type);
    const toast = result.outcome === "moved" ? toasts.moved(plant.name, type) : toasts.added(plant.name, type);
    return backToPlant(request, plant, toast);
  }
  const result = unsavePlant(user.id, plant.id);
  return backToPlant(request, plant, result.ok ? toasts.removed(plant.name) : failed, type);
}
