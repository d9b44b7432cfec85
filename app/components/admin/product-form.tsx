import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ProductReview } from "~/models/product.server";
import { Form } from "@remix-run/react";
import { AdminFormActions } from "./form-actions";
import { Field, FormErrors } from "~/components/ui/field";
import { PRODUCT_CATEGORIES, RATING_CHOICES } from "~/domain/product-form-rules";
import { CatalogueImageField, NO_NEW_PICTURE } from "./catalogue-image-field";

/**
 * The values a form starts with: a review's fields when editing, a few sensible ones when creating. `imageUrl` is
 * the review's own picture, empty while it shows its category's drawing.
 */
export type ProductFormDefaults = Partial<Omit<ProductReview, "id">>;

export const adminInput =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * Every field of a product review as one plain form post, multipart so the picture's file goes
 * with it (with or without JavaScript): the server checks it and answers with each problem beside its field,
 * keeping what was typed.
 */
export function ProductForm({
  lastResult,
  defaults,
  drawings,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: ProductFormDefaults;
  /** Each category's drawing, shown while the review has no picture of its own (from the loader). */
  drawings: Record<string, string>;
  submitLabel: "Create Review" | "Update Review";
}) {
  const [form, fields] = useForm({
    id: "product-form",
    lastResult,
    defaultValue: {
      ...defaults,
      ...NO_NEW_PICTURE,
      rating: String(defaults?.rating ?? 4),
      price: defaults?.price == null ? "" : String(defaults.price),
    },
    shouldValidate: "onSubmit",
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-8">
      <FormErrors errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Product</legend>
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <input {...getInputProps(fields.name, { type: "text" })} {...control} required className={adminInput} />}
        </Field>
        <Field label="Brand" id={fields.brand.id} errors={fields.brand.errors}>
          {(control) => <input {...getInputProps(fields.brand, { type: "text" })} {...control} required className={adminInput} />}
        </Field>
        <Field label="Category" id={fields.category.id} errors={fields.category.errors}>
          {(control) => (
            <select {...getSelectProps(fields.category)} {...control} className={adminInput}>
              {PRODUCT_CATEGORIES.map(({ id, label }) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Description"
          hint="One line, shown on the card."
          id={fields.description.id}
          errors={fields.description.errors}
          className="sm:col-span-2"
        >
          {(control) => <input {...getInputProps(fields.description, { type: "text" })} {...control} required className={adminInput} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Picture</legend>
        <CatalogueImageField
          fields={fields}
          ownImageUrl={defaults?.imageUrl ?? ""}
          drawingUrl={drawings[fields.category.value ?? defaults?.category ?? ""] ?? ""}
          drawingName="the category's drawing"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Review</legend>
        <Field label="Rating (stars)" id={fields.rating.id} errors={fields.rating.errors}>
          {(control) => (
            <select {...getSelectProps(fields.rating)} {...control} className={adminInput}>
              {RATING_CHOICES.map((stars) => (
                <option key={stars} value={String(stars)}>
                  {stars}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Typical price (US dollars)" hint="Leave empty when unsure." id={fields.price.id} errors={fields.price.errors}>
          {(control) => (
            <input {...getInputProps(fields.price, { type: "text" })} {...control} inputMode="decimal" className={adminInput} />
          )}
        </Field>
        <Field label="Review date" id={fields.reviewDate.id} errors={fields.reviewDate.errors}>
          {(control) => <input {...getInputProps(fields.reviewDate, { type: "date" })} {...control} required className={adminInput} />}
        </Field>
        <Field label="Review text" id={fields.reviewText.id} errors={fields.reviewText.errors} className="sm:col-span-3">
          {(control) => <textarea {...getTextareaProps(fields.reviewText)} {...control} rows={6} required className={adminInput} />}
        </Field>
      </fieldset>

      <AdminFormActions cancelTo="/admin/products" submitLabel={submitLabel} />
    </Form>
  );
}
