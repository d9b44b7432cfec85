import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { fieldIds } from "~/components/ui/field";

type FormField<Value> = FieldMetadata<Value, Record<string, unknown>, string[]>;

/** A form's starting values for the two fields a record does not have: the checkbox and the file. */
export const NO_NEW_PICTURE = { useDrawing: undefined as string | undefined, image: undefined as string | undefined };

/**
 * The picture of a product review or a guide: what it shows now, a file to upload in its place, and, when it has
 * a picture of its own, the way back to the generated drawing. Pictures are uploaded, never linked: the site
 * shows images from its own origin only. The current picture travels in a hidden field, so an edit without a
 * new file keeps it.
 */
export function CatalogueImageField({
  fields,
  ownImageUrl,
  drawingUrl,
  drawingName,
}: {
  fields: { imageUrl: FormField<string | undefined>; useDrawing: FormField<string | undefined>; image: FormField<string | undefined> };
  /** The record's own picture as saved; empty while it shows a drawing. */
  ownImageUrl: string;
  /** The drawing shown without a picture of its own (the chosen category's or scene's). */
  drawingUrl: string;
  /** That drawing in words, e.g. "the category's drawing". */
  drawingName: string;
}) {
  const { hintId, errorId } = fieldIds(fields.image.id);
  // The picture the record shows, or will once saved: with JavaScript the preview follows the checkbox.
  const drawingChosen = !ownImageUrl || fields.useDrawing.value === "on";
  const errors = [...(fields.image.errors ?? []), ...(fields.imageUrl.errors ?? [])];
  const invalid = errors.length > 0;

  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
      <figure className="shrink-0">
        <img
          src={drawingChosen ? drawingUrl : ownImageUrl}
          alt=""
          width={160}
          height={120}
          className="h-30 w-40 rounded-md border border-slate-200 bg-slate-50 object-cover"
        />
        <figcaption className="mt-1 text-xs text-slate-600">{drawingChosen ? capitalized(drawingName) : "Its own picture"}</figcaption>
      </figure>
      <div className="min-w-0 flex-1 space-y-3">
        <input {...getInputProps(fields.imageUrl, { type: "hidden" })} />
        <div>
          <label htmlFor={fields.image.id} className="block text-sm font-medium text-slate-800">
            Upload a picture
          </label>
          <input
            {...getInputProps(fields.image, { type: "file" })}
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={invalid || undefined}
            aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(" ")}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            JPG, PNG or WebP, up to 10 MB.{" "}
            {ownImageUrl ? "A new file replaces the current picture." : `Leave it empty to show ${drawingName}.`}
          </p>
          {invalid ? (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {errors.join(" ")}
            </p>
          ) : null}
        </div>
        {ownImageUrl ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              {...getInputProps(fields.useDrawing, { type: "checkbox" })}
              className="h-4 w-4 rounded border-slate-300 text-brand-600"
            />
            Use the drawing instead
          </label>
        ) : null}
      </div>
    </div>
  );
}

function capitalized(words: string) {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
