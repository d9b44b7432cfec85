import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { removeFishFromCollection, saveToCollection } from "~/models/collection.server";
import { addComment, deleteComment } from "~/models/discussion.server";
import type { User } from "~/models/user.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { DEFAULT_COLLECTION_TYPE, collectionToasts, saveToCollectionFormSchema, type CollectionType } from "~/validation/collection";
import { commentSchema, commentToasts } from "~/validation/comment";
import { parseRecordId } from "~/validation/record-id";

/**
 * The fish page's own form intents (save, unsave, comment, delete-comment), as the page's action dispatches
 * them: each authorizes, changes, and redirects back to the page with a toast, or answers with the problem
 * (status 400, 403 or 404) for the page to show. Community photos have their own module.
 */

type Species = { id: number; name: string };

export function unknownAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

/** After a change, back to the page (replacing the post in history), keeping the chosen collection. */
function backToFish(request: Request, species: Species, toast: Toast, collection?: CollectionType) {
  const query = collection && collection !== DEFAULT_COLLECTION_TYPE ? `?collection=${collection}` : "";
  return redirectWithToast(request, `/fish/${species.id}${query}`, toast, { headers: { "X-Remix-Replace": "true" } });
}

/**
 * Save puts the fish in the chosen collection: added, or moved there from the one it is in (a member has one entry
 * per fish). Unsave takes it out of the member's collection, whichever it is in: the red "Saved" button says the
 * fish is saved, and pressing it removes it.
 */
export function saveOrUnsave(request: Request, species: Species, user: User | null, form: FormData, intent: "save" | "unsave") {
  if (!user) return backToFish(request, species, collectionToasts.signInRequired);
  const failed = intent === "save" ? collectionToasts.addFailed : collectionToasts.removeFailed;
  const parsed = saveToCollectionFormSchema.safeParse({ collectionType: form.get("collectionType") });
  if (!parsed.success) return backToFish(request, species, failed);
  const type = parsed.data.collectionType;

  if (intent === "save") {
    const result = saveToCollection(user.id, species.id, type);
    if (!result.ok) return backToFish(request, species, failed, type);
    const toast = result.outcome === "moved" ? collectionToasts.moved(species.name, type) : collectionToasts.added(species.name, type);
    return backToFish(request, species, toast);
  }
  const result = removeFishFromCollection(user.id, species.id);
  if (result.ok) return backToFish(request, species, collectionToasts.removed(species.name), type);
  return backToFish(request, species, failed, type);
}

export function postComment(request: Request, species: Species, user: User | null, form: FormData) {
  if (!user) return backToFish(request, species, commentToasts.signInRequired);
  const submission = parseWithZod(form, { schema: commentSchema });
  if (submission.status !== "success") {
    // The member's text comes back with the problem beside it: nothing typed is lost.
    return data({ intent: "comment" as const, result: submission.reply() }, { status: 400 });
  }
  const result = addComment(user.id, species.id, submission.value.content);
  return backToFish(request, species, result.ok ? commentToasts.posted : commentToasts.postFailed);
}

export function removeComment(request: Request, species: Species, user: User | null, form: FormData) {
  if (!user) return backToFish(request, species, commentToasts.signInRequired);
  const commentId = parseRecordId(form.get("commentId"));
  const result = commentId === null ? ({ ok: false, status: 404 } as const) : deleteComment(user, commentId, species.id);
  if (!result.ok) {
    // Someone else's comment (403) or one that is gone (404): refused, and said so.
    return data({ intent: "delete-comment" as const, toast: commentToasts.deleteFailed }, { status: result.status });
  }
  return backToFish(request, species, commentToasts.deleted);
}
