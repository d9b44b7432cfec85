import { data } from "@remix-run/node";
import { SIGNED_OUT_TOAST } from "~/domain/access";
import { GALLERY_NOTICES, GALLERY_TOASTS } from "~/domain/gallery-rules";
import { currentPath, loginUrl } from "~/domain/safe-redirect";
import { setLike } from "~/models/gallery-reactions.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";
import { redirect } from "@remix-run/node";

/**
 * The like form of the gallery's pages. Without JavaScript it answers with a redirect back to the page it came
 * from (post/redirect/get); with JavaScript the form adds `respond=data` and the same post answers with data the
 * button shows in place, or 401 so the browser shows 'Unauthorized' and moves on to sign in.
 */

/** The field the enhanced form adds: answer with data, not a redirect. */
export const RESPOND_WITH_DATA = "data";

export type LikeAnswer =
  | { intent: "like"; ok: true; imageId: number; liked: boolean; likes: number }
  | { intent: "like"; ok: false; imageId: number | null; toast: Toast };

/** Where to go back to: a gallery address only, else the gallery itself. */
export function galleryReturnPath(value: FormDataEntryValue | null, fallback: string): string {
  if (typeof value !== "string") return fallback;
  return /^\/community-gallery(?:[/?][^\s\\]*)?$/.test(value) && !value.startsWith("//") ? value : fallback;
}

export async function likeIntent(request: Request, user: { id: string; isAdmin?: boolean } | null, form: FormData, fallback: string) {
  const wantsData = form.get("respond") === RESPOND_WITH_DATA;
  const back = galleryReturnPath(form.get("redirectTo"), fallback);
  const imageId = parseRecordId(form.get("imageId"));
  if (!user) {
    if (wantsData)
      return data<LikeAnswer>({ intent: "like", ok: false, imageId, toast: { ...SIGNED_OUT_TOAST, variant: "destructive" } }, 401);
    return signInFirst(request, back);
  }
  const want = form.get("like");
  const result = imageId === null ? null : setLike(user, imageId, want === "1" ? true : want === "0" ? false : undefined);
  if (!result?.ok) {
    if (wantsData) return data<LikeAnswer>({ intent: "like", ok: false, imageId, toast: GALLERY_TOASTS.likeFailed }, result?.status ?? 404);
    return redirectWithToast(request, back, GALLERY_TOASTS.likeFailed);
  }
  if (wantsData) return data<LikeAnswer>({ intent: "like", ok: true, imageId: imageId!, liked: result.liked, likes: result.likes });
  return redirect(back);
}

/** A visitor (or a member whose session ended) signs in and comes back to the page. */
export function signInFirst(request: Request, back?: string) {
  return redirectWithToast(request, loginUrl(back ?? currentPath(request)), GALLERY_NOTICES.signIn);
}
