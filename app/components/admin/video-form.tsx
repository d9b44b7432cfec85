import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AdminFormActions } from "./form-actions";
import { Field, fieldIds, FormErrors } from "~/components/ui/field";
import { VIDEO_CATEGORY_OPTIONS, VIDEO_THUMBNAIL_FILE_FIELD, type VideoThumbnailChoice } from "~/domain/video-form-rules";
import { adminInput } from "./product-form";

/** The values a form starts with: a video's fields when editing, a few sensible ones when adding. */
export type VideoFormDefaults = Partial<{
  title: string;
  description: string;
  category: string;
  videoUrl: string;
  duration: string;
  views: number;
  uploadDate: string;
  channelTitle: string | null;
}>;

/** What the form posts, each as text (the picture as a file). */
type VideoFormFields = Record<
  | "title"
  | "description"
  | "category"
  | "videoUrl"
  | "duration"
  | "views"
  | "uploadDate"
  | "channelTitle"
  | "thumbnail"
  | typeof VIDEO_THUMBNAIL_FILE_FIELD,
  string
>;

/** The picture choices, in the order an admin reads them; "keep" only when there is a picture to keep. */
const THUMBNAIL_OPTIONS: ReadonlyArray<{ value: VideoThumbnailChoice; label: string; hint: string }> = [
  { value: "keep", label: "Keep the current picture", hint: "The picture shown above stays." },
  {
    value: "provider",
    label: "The video's own thumbnail from YouTube or Vimeo",
    hint: "Fetched once when you save and served from Shoal. Other addresses show the category's drawing.",
  },
  { value: "upload", label: "Upload a picture", hint: "JPG, PNG or WebP, up to 10 MB. Choosing a file below uses it." },
  { value: "drawing", label: "The category's drawing", hint: "Shoal's own drawing for the category." },
];

/**
 * Every field of a video in our own library and where its picture comes from, as one plain multipart
 * form post: it works without JavaScript, and the server answers with each problem beside its field, keeping
 * what was typed (a chosen file has to be chosen again: browsers never refill a file input).
 */
export function VideoForm({
  lastResult,
  defaults,
  currentThumbnail,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: VideoFormDefaults;
  /** The picture the video shows now, when editing. */
  currentThumbnail?: string;
  submitLabel: "Add Video" | "Update Video";
}) {
  const [form, fields] = useForm<VideoFormFields>({
    id: "video-form",
    lastResult,
    defaultValue: {
      ...defaults,
      views: defaults?.views ? String(defaults.views) : "",
      channelTitle: defaults?.channelTitle ?? "",
      thumbnail: currentThumbnail ? "keep" : "provider",
    },
    shouldValidate: "onSubmit",
  });
  const options = THUMBNAIL_OPTIONS.filter((option) => option.value !== "keep" || currentThumbnail);
  const choices = getCollectionProps(fields.thumbnail, { type: "radio", options: options.map((option) => option.value) });
  const file = fields[VIDEO_THUMBNAIL_FILE_FIELD];
  const fileIds = fieldIds(file.id);

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-8">
      <FormErrors errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Video</legend>
        <Field label="Title" id={fields.title.id} errors={fields.title.errors}>
          {(control) => (
            <input {...getInputProps(fields.title, { type: "text" })} {...control} required maxLength={100} className={adminInput} />
          )}
        </Field>
        <Field label="Category" id={fields.category.id} errors={fields.category.errors}>
          {(control) => (
            <select {...getSelectProps(fields.category)} {...control} className={adminInput}>
              {VIDEO_CATEGORY_OPTIONS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Video address"
          hint={
            "A YouTube or Vimeo video, or an https address of a video file (.mp4, .webm, …); for YouTube Channels, the " +
            "channel's page. Leave it empty while the video is being made: it stays a draft that only admins see, and it cannot be featured."
          }
          id={fields.videoUrl.id}
          errors={fields.videoUrl.errors}
          className="sm:col-span-2"
        >
          {(control) => <input {...getInputProps(fields.videoUrl, { type: "url" })} {...control} className={adminInput} />}
        </Field>
        <Field
          label="Channel"
          hint="Who made it; leave it empty for Shoal's own tutorials."
          id={fields.channelTitle.id}
          errors={fields.channelTitle.errors}
        >
          {(control) => (
            <input {...getInputProps(fields.channelTitle, { type: "text" })} {...control} maxLength={60} className={adminInput} />
          )}
        </Field>
        <Field label="Upload date" id={fields.uploadDate.id} errors={fields.uploadDate.errors}>
          {(control) => <input {...getInputProps(fields.uploadDate, { type: "date" })} {...control} required className={adminInput} />}
        </Field>
        <Field label="Description" id={fields.description.id} errors={fields.description.errors} className="sm:col-span-2">
          {(control) => (
            <textarea {...getTextareaProps(fields.description)} {...control} rows={6} required maxLength={2000} className={adminInput} />
          )}
        </Field>
        <Field
          label="Duration"
          hint="m:ss or h:mm:ss; leave it empty when unknown or not published yet."
          id={fields.duration.id}
          errors={fields.duration.errors}
        >
          {(control) => (
            <input {...getInputProps(fields.duration, { type: "text" })} {...control} placeholder="12:34" className={adminInput} />
          )}
        </Field>
        <Field
          label="Views"
          hint="Leave it empty when unknown: the pages then show no count."
          id={fields.views.id}
          errors={fields.views.errors}
        >
          {(control) => (
            <input {...getInputProps(fields.views, { type: "text" })} {...control} inputMode="numeric" className={adminInput} />
          )}
        </Field>
      </fieldset>

      <fieldset aria-describedby={fields.thumbnail.errors ? fieldIds(fields.thumbnail.id).errorId : undefined} className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Thumbnail</legend>
        {currentThumbnail ? (
          <img
            src={currentThumbnail}
            alt="The current thumbnail"
            width={320}
            height={180}
            className="aspect-video w-64 rounded-md border border-slate-200 bg-brand-50 object-cover"
          />
        ) : null}
        {choices.map(({ key, ...props }) => {
          const option = options.find((entry) => entry.value === props.value)!;
          return (
            <div key={key} className="flex items-start gap-2">
              <input {...props} aria-describedby={`${props.id}-hint`} className="mt-1" />
              <label htmlFor={props.id} className="text-sm text-slate-800">
                <span className="font-medium">{option.label}</span>
                <span id={`${props.id}-hint`} className="block text-xs text-slate-600">
                  {option.hint}
                </span>
              </label>
            </div>
          );
        })}
        {fields.thumbnail.errors ? (
          <p id={fieldIds(fields.thumbnail.id).errorId} className="text-sm text-red-700">
            {fields.thumbnail.errors.join(" ")}
          </p>
        ) : null}
        <div>
          <label htmlFor={file.id} className="block text-sm font-medium text-slate-800">
            Picture to upload
          </label>
          <input
            id={file.id}
            name={VIDEO_THUMBNAIL_FILE_FIELD}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-invalid={file.errors ? true : undefined}
            aria-describedby={file.errors ? fileIds.errorId : undefined}
            className="mt-1 block text-sm text-slate-800"
          />
          {file.errors ? (
            <p id={fileIds.errorId} className="mt-1 text-sm text-red-700">
              {file.errors.join(" ")}
            </p>
          ) : null}
        </div>
      </fieldset>

      <AdminFormActions cancelTo="/admin/videos" submitLabel={submitLabel} />
    </Form>
  );
}
