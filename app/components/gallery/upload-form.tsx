import { useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useToast } from "~/components/toast/toast-context";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useDirectUpload } from "~/components/uploads/use-direct-upload";
import { useHydrated } from "~/components/use-hydrated";
import { SIGNED_OUT_TOAST } from "~/domain/access";
import { PROTECTED_PAGE_REDIRECT_DELAY_MS } from "~/components/settings";
import {
  GALLERY_CATEGORIES,
  GALLERY_CATEGORY_LABELS,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TAGS,
  GALLERY_TITLE_MAX,
  GALLERY_TOASTS,
  GALLERY_UPLOAD_PATH,
  TANK_SPEC_FIELDS,
  TANK_SPEC_MAX,
} from "~/domain/gallery-rules";
import { loginUrl } from "~/domain/safe-redirect";
import { checkGalleryFile, postBody, refusal } from "./upload-requests";
import { cx } from "class-variance-authority";

type Upload = { step: "none" } | { step: "uploading" } | { step: "ready"; address: string; preview: string; name: string };

const input =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-600";

/**
 * The gallery's upload form, in the dialog of the gallery and on its own page.
 * Without JavaScript it is one multipart post to /community-gallery/new: the image, title, category,
 * description, tags as checkboxes, the optional tank specifications and species. With JavaScript the image goes
 * to an upload address as soon as it is chosen (with a progress bar, and it can be cleared), then Post Image
 * sends the fields as JSON to POST /api/community-images; Post Image is disabled until the image is uploaded.
 */
export function GalleryUploadForm({
  species,
  lastResult,
  autoFocus = false,
}: {
  species: { id: number; name: string }[];
  lastResult?: SubmissionResult<string[]> | null;
  autoFocus?: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { show } = useToast();
  const [form, fields] = useForm({ id: "gallery-upload", lastResult: lastResult ?? undefined, shouldValidate: "onSubmit" });
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const initialTags = Array.isArray(initial.tags) ? initial.tags.map(String) : typeof initial.tags === "string" ? [initial.tags] : [];
  const initialSpecs = (initial.tankSpecs ?? {}) as Record<string, unknown>;
  const [tags, setTags] = useState<string[]>(() => GALLERY_TAGS.filter((tag) => initialTags.includes(tag)));
  const [upload, setUpload] = useState<Upload>({ step: "none" });
  const direct = useDirectUpload("gallery");
  const [posting, setPosting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), fileHint: useId(), progress: useId(), tags: useId() };

  useEffect(() => () => void (upload.step === "ready" && URL.revokeObjectURL(upload.preview)), [upload]);

  const signedOut = () => {
    show({ ...SIGNED_OUT_TOAST, variant: "destructive" });
    window.setTimeout(() => window.location.assign(loginUrl(window.location.pathname)), PROTECTED_PAGE_REDIRECT_DELAY_MS);
  };

  const clearImage = () => {
    if (fileInput.current) fileInput.current.value = "";
    setUpload({ step: "none" });
  };

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    if (!hydrated) return;
    const file = event.currentTarget.files?.[0];
    if (!file) return clearImage();
    const problem = checkGalleryFile(file);
    if (problem) {
      show({ ...problem, variant: "destructive" });
      return clearImage();
    }
    setUpload({ step: "uploading" });
    try {
      const sent = await direct.send(file);
      if (!sent.ok && sent.step === "address" && sent.status === 401) return (clearImage(), signedOut());
      if (!sent.ok && sent.step === "address") return (clearImage(), show(GALLERY_TOASTS.uploadUrlFailed));
      if (!sent.ok) return (clearImage(), show(refusal(sent.status, GALLERY_TOASTS.uploadFailed)));
      setUpload({ step: "ready", address: sent.address, preview: URL.createObjectURL(file), name: file.name });
      show(GALLERY_TOASTS.uploadSuccessful);
    } catch {
      clearImage();
      show(GALLERY_TOASTS.uploadFailed);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (posting) return;
    if (upload.step !== "ready") return show(GALLERY_TOASTS.missingImage);
    const element = event.currentTarget;
    const data = new FormData(element);
    if (!String(data.get("title") ?? "").trim() || !data.get("category")) return show(GALLERY_TOASTS.missingInformation);
    setPosting(true);
    try {
      const answer = await fetch("/api/community-images", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(postBody(data, upload.address)),
      });
      if (answer.status === 401) return signedOut();
      if (!answer.ok) return show(refusal(answer.status, GALLERY_TOASTS.postFailed));
      show(GALLERY_TOASTS.posted);
      // The dialog stays on the page: the next image starts from an empty form, not from this used upload.
      element.reset();
      setTags([]);
      clearImage();
      navigate("/community-gallery", { replace: false });
    } catch {
      show(GALLERY_TOASTS.postFailed);
    } finally {
      setPosting(false);
    }
  }

  const toggleTag = (tag: string, on: boolean) =>
    setTags((current) => (on ? [...new Set([...current, tag])] : current.filter((t) => t !== tag)));

  return (
    <form
      id={form.id}
      method="post"
      action={GALLERY_UPLOAD_PATH}
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label="Upload an image"
      className="space-y-5"
    >
      <div>
        <label htmlFor={ids.file} className="block text-sm font-medium text-slate-800">
          Image
        </label>
        {upload.step === "ready" ? (
          <div className="mt-2 flex items-center gap-3 rounded-md border border-slate-200 p-2">
            <img src={upload.preview} alt="" className="h-16 w-16 rounded object-cover" />
            <p className="min-w-0 flex-1 truncate text-sm text-slate-700">{upload.name}</p>
            <Button type="button" variant="ghost" size="sm" onClick={clearImage}>
              Remove image
            </Button>
          </div>
        ) : null}
        <input
          ref={fileInput}
          id={ids.file}
          name={hydrated ? undefined : "image"}
          type="file"
          accept="image/jpeg,image/png"
          required={!hydrated}
          disabled={upload.step === "uploading" || posting}
          onChange={onFileChosen}
          aria-describedby={ids.fileHint}
          className={cx(
            "mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100",
            upload.step === "ready" ? "sr-only" : "",
          )}
        />
        <p id={ids.fileHint} className="mt-1 text-xs text-slate-600">
          One JPG or PNG, up to 10MB. Location and camera details are removed.
        </p>
        {upload.step === "uploading" ? (
          <div className="mt-2 flex items-center gap-2">
            <label htmlFor={ids.progress} className="text-sm text-slate-700">
              Uploading {direct.percent ?? 0}%
            </label>
            <progress id={ids.progress} max={100} value={direct.percent ?? 0} className="h-2 flex-1 accent-brand-700">
              {direct.percent ?? 0}%
            </progress>
          </div>
        ) : null}
      </div>

      <Field id={fields.title.id} label="Title" errors={fields.title.errors}>
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            required
            maxLength={GALLERY_TITLE_MAX}
            defaultValue={String(initial.title ?? "")}
            autoFocus={autoFocus}
            placeholder="My planted 20 gallon"
            className={input}
          />
        )}
      </Field>

      <Field id={fields.category.id} label="Category" errors={fields.category.errors}>
        {(control) => (
          <select {...control} name="category" required defaultValue={String(initial.category ?? "")} className={input}>
            <option value="">Choose a category</option>
            {GALLERY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {GALLERY_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field id={fields.description.id} label="Description (optional)" errors={fields.description.errors}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={3}
            maxLength={GALLERY_DESCRIPTION_MAX}
            defaultValue={String(initial.description ?? "")}
            className={input}
          />
        )}
      </Field>

      <fieldset aria-describedby={hydrated && tags.length > 0 ? ids.tags : undefined}>
        <legend className="text-sm font-medium text-slate-800">Tags</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {GALLERY_TAGS.map((tag) => (
            <label key={tag} className="cursor-pointer">
              <input
                type="checkbox"
                name="tags"
                value={tag}
                checked={tags.includes(tag)}
                onChange={(event) => toggleTag(tag, event.currentTarget.checked)}
                className="peer sr-only"
              />
              <span className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                #{tag}
              </span>
            </label>
          ))}
        </div>
        {fields.tags.errors ? <p className="mt-1 text-sm text-red-700">{fields.tags.errors.join(" ")}</p> : null}
        {hydrated && tags.length > 0 ? (
          <div id={ids.tags} className="mt-3">
            <p className="text-xs text-slate-600">Selected tags:</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    onClick={() => toggleTag(tag, false)}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
                    aria-label={`Remove tag ${tag}`}
                  >
                    #{tag} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </fieldset>

      <Field id="gallery-upload-fish" label="Species shown (optional)" hint="The photo also appears on that fish's page once approved.">
        {(control) => (
          <select {...control} name="fishId" defaultValue={String(initial.fishId ?? "")} className={input}>
            <option value="">None</option>
            {species.map((fish) => (
              <option key={fish.id} value={fish.id}>
                {fish.name}
              </option>
            ))}
          </select>
        )}
      </Field>

      <details className="rounded-md border border-slate-200 p-3" open={Object.values(initialSpecs).some(Boolean) || undefined}>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Tank specifications (optional)</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {TANK_SPEC_FIELDS.map((spec) => (
            <Field key={spec.key} id={`gallery-upload-spec-${spec.key}`} label={spec.label}>
              {(control) => (
                <input
                  {...control}
                  name={`tankSpecs.${spec.key}`}
                  type="text"
                  maxLength={TANK_SPEC_MAX}
                  placeholder={spec.placeholder}
                  defaultValue={String(initialSpecs[spec.key] ?? "")}
                  className={input}
                />
              )}
            </Field>
          ))}
        </div>
      </details>

      <div className="flex items-center justify-end gap-3">
        {posting ? (
          <p role="status" className="text-sm text-slate-700">
            Posting...
          </p>
        ) : null}
        <Button type="submit" disabled={hydrated && (posting || upload.step !== "ready")}>
          {posting ? "Posting..." : "Post Image"}
        </Button>
      </div>
    </form>
  );
}
