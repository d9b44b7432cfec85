import type { Toast } from "~/domain/toast";
import { useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useToast } from "~/components/toast/toast-context";
import { LOGIN_REDIRECT_DELAY_MS } from "~/components/settings";
import { loginUrl } from "~/domain/safe-redirect";
import { FISH_PHOTO_CAPTION_MAX, PHOTO_MESSAGES } from "~/domain/fish-photo-rules";
import { useDirectUpload } from "~/components/uploads/use-direct-upload";
import { checkPhotoFile, uploadFailure } from "./photo-requests";
import { useHydrated } from "~/components/use-hydrated";

type Phase = "idle" | "uploading" | "saving";

/**
 * Without JavaScript: a multipart form post to the fish's or plant's page (`pagePath`), which stores the photo
 * and redirects back. With JavaScript: the file goes straight to an upload address with a progress bar, then it
 * is registered through the JSON API (`registerUrl`) and the page's data is reloaded in place.
 */
export function PhotoUploadForm({ pagePath, registerUrl }: { pagePath: string; registerUrl: string }) {
  const hydrated = useHydrated();
  const { show } = useToast();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>("idle");
  const direct = useDirectUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const captionId = useId();
  const hintId = useId();
  const progressId = useId();
  const busy = phase !== "idle";

  const fail = (message: Toast) => {
    show({ ...message, variant: "destructive" });
    setPhase("idle");
  };

  const signInAgain = () => {
    fail(PHOTO_MESSAGES.signIn);
    window.setTimeout(() => window.location.assign(loginUrl(pagePath)), LOGIN_REDIRECT_DELAY_MS);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const file = fileInput.current?.files?.[0];
    const problem = checkPhotoFile(file);
    if (problem || !file) return fail(problem ?? PHOTO_MESSAGES.noFile);
    const caption = String(new FormData(form).get("caption") ?? "").trim();

    setPhase("uploading");
    try {
      const sent = await direct.send(file);
      if (!sent.ok && sent.step === "address" && sent.status === 401) return signInAgain();
      if (!sent.ok && sent.step === "address") return fail(PHOTO_MESSAGES.uploadUrlFailed);
      if (!sent.ok) return fail(uploadFailure(sent.status));

      setPhase("saving");
      const imageUrl = sent.address;
      const registered = await fetch(registerUrl, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(caption ? { imageUrl, caption } : { imageUrl }),
      });
      if (registered.status === 401) return signInAgain();
      if (!registered.ok) return fail(uploadFailure(registered.status));

      show(PHOTO_MESSAGES.uploaded);
      form.reset();
      setPhase("idle");
      revalidator.revalidate();
    } catch {
      fail(PHOTO_MESSAGES.uploadFailed);
    }
  }

  return (
    <form
      method="post"
      action={pagePath}
      encType="multipart/form-data"
      onSubmit={hydrated ? onSubmit : undefined}
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-label="Upload a photo"
    >
      <input type="hidden" name="intent" value="upload-photo" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            Photo
          </label>
          <input
            ref={fileInput}
            id={fileId}
            name="photo"
            type="file"
            accept="image/*"
            required
            disabled={busy}
            aria-describedby={hintId}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            JPEG, PNG, GIF or WebP, up to 10MB. Location and camera details are removed.
          </p>
        </div>
        <div>
          <label htmlFor={captionId} className="block text-sm font-medium text-slate-800">
            Caption (optional)
          </label>
          <input
            id={captionId}
            name="caption"
            type="text"
            maxLength={FISH_PHOTO_CAPTION_MAX}
            disabled={busy}
            placeholder="Describe your photo"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? "Uploading..." : "Upload Photo"}
        </button>
        {phase === "uploading" ? (
          <div className="flex min-w-48 flex-1 items-center gap-2">
            <label htmlFor={progressId} className="text-sm text-slate-700">
              Uploading {direct.percent ?? 0}%
            </label>
            <progress id={progressId} max={100} value={direct.percent ?? 0} className="h-2 flex-1 accent-brand-700">
              {direct.percent ?? 0}%
            </progress>
          </div>
        ) : phase === "saving" ? (
          <p className="text-sm text-slate-700" role="status">
            Saving your photo...
          </p>
        ) : null}
      </div>
    </form>
  );
}
