import { useRef, useState } from "react";
import { Avatar } from "~/components/layout/avatar";
import { useToast } from "~/components/toast/toast-context";
import { useDirectUpload } from "~/components/uploads/use-direct-upload";
import { useHydrated } from "~/components/use-hydrated";
import { AVATAR_MAX_BYTES, PROFILE_TOASTS } from "~/domain/profile-rules";
import { cx } from "class-variance-authority";

/**
 * The picture with its camera button. Without JavaScript the chosen file travels with the profile form (a
 * multipart post the server checks). With JavaScript the file goes at once: an upload address, the bytes with a
 * progress bar, then PUT /api/avatar-images, whose address fills the picture field; the input is then reset.
 */
export function AvatarUpload({
  imageUrl,
  initials,
  onUploaded,
  error,
}: {
  imageUrl: string | null;
  initials: string;
  onUploaded: (objectPath: string) => void;
  error?: string;
}) {
  const hydrated = useHydrated();
  const { show } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const { send, percent } = useDirectUpload("avatar");
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    if (file.size > AVATAR_MAX_BYTES) return show(PROFILE_TOASTS.fileTooLarge);
    if (!file.type.startsWith("image/")) return show(PROFILE_TOASTS.notAnImage);
    setBusy(true);
    try {
      const sent = await send(file);
      if (!sent.ok && sent.step === "address") return show(PROFILE_TOASTS.uploadUrlFailed);
      if (!sent.ok && sent.status === 413) return show(PROFILE_TOASTS.fileTooLarge);
      if (!sent.ok && sent.status === 415) return show(PROFILE_TOASTS.notAnImage);
      if (!sent.ok) return show(PROFILE_TOASTS.avatarFailed);
      const stored = await fetch("/api/avatar-images", {
        method: "PUT",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ avatarImageURL: sent.address }),
      });
      const { objectPath } = (await stored.json().catch(() => ({}))) as { objectPath?: string };
      if (stored.status === 413) return show(PROFILE_TOASTS.fileTooLarge);
      if (stored.status === 415) return show(PROFILE_TOASTS.notAnImage);
      if (!stored.ok || !objectPath) return show(PROFILE_TOASTS.avatarFailed);
      onUploaded(objectPath);
      show(PROFILE_TOASTS.avatarUpdated);
    } catch {
      show(PROFILE_TOASTS.avatarFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar src={imageUrl} initials={initials} size={72} />
      <div className="min-w-0 flex-1">
        <label
          htmlFor="avatar-file"
          className={cx(
            "inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50",
            busy ? "pointer-events-none opacity-60" : "",
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          {busy ? "Uploading..." : "Choose a new picture"}
        </label>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          name="avatar"
          accept="image/*"
          disabled={busy}
          aria-describedby="avatar-hint"
          aria-invalid={error ? true : undefined}
          // Without JavaScript the browser's own file field shows the chosen file's name; with it, the button does.
          className={hydrated ? "sr-only" : "mt-2 block w-full text-sm text-slate-700"}
          onChange={hydrated ? (event) => event.currentTarget.files?.[0] && void upload(event.currentTarget.files[0]) : undefined}
        />
        <p id="avatar-hint" className="mt-1 text-xs text-slate-600">
          JPG, PNG, GIF or WebP, up to 5 MB.{hydrated ? "" : " It is saved with the profile."}
        </p>
        {percent !== null ? <progress value={percent} max={100} aria-label="Upload progress" className="mt-2 h-2 w-full" /> : null}
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
