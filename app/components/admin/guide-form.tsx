import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AdminFormActions } from "./form-actions";
import { Field, FormErrors } from "~/components/ui/field";
import { AQUASCAPE_DIFFICULTIES } from "~/domain/guide-form-rules";
import { CatalogueImageField, NO_NEW_PICTURE } from "./catalogue-image-field";
import { adminInput } from "./product-form";

/**
 * The values a form starts with: a guide's fields when editing (imageUrl: its own picture, empty while it shows a
 * drawing; scene: the drawing it shows, if any).
 */
export type GuideFormDefaults = Partial<{
  title: string;
  style: string;
  description: string;
  difficulty: string;
  imageUrl: string;
  scene: string;
  tools: string[];
  plants: string[];
}>;

/**
 * Every field of an aquascaping guide as one plain form post, multipart so the picture's file goes with it
 * (with or without JavaScript); tools and plants one a line, as the fish form's compatibility lists. The server
 * checks it and answers with each problem beside its field.
 */
export function GuideForm({
  lastResult,
  defaults,
  submitLabel,
  scenes,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: GuideFormDefaults;
  /** The generated drawings to choose from, named by what they show (from the loader, so their code stays on the server). */
  scenes: ReadonlyArray<{ id: string; label: string; url: string }>;
  submitLabel: "Create Guide" | "Update Guide";
}) {
  const [form, fields] = useForm({
    id: "guide-form",
    lastResult,
    defaultValue: { ...defaults, ...NO_NEW_PICTURE, tools: defaults?.tools?.join("\n"), plants: defaults?.plants?.join("\n") },
    shouldValidate: "onSubmit",
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-8">
      <FormErrors errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Guide</legend>
        <Field label="Title" id={fields.title.id} errors={fields.title.errors}>
          {(control) => <input {...getInputProps(fields.title, { type: "text" })} {...control} required className={adminInput} />}
        </Field>
        <Field label="Style" hint="The style family, e.g. Iwagumi, Dutch, Biotope." id={fields.style.id} errors={fields.style.errors}>
          {(control) => <input {...getInputProps(fields.style, { type: "text" })} {...control} required className={adminInput} />}
        </Field>
        <Field label="Difficulty" id={fields.difficulty.id} errors={fields.difficulty.errors}>
          {(control) => (
            <select {...getSelectProps(fields.difficulty)} {...control} className={adminInput}>
              {AQUASCAPE_DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Drawing" hint="Shown while the guide has no picture of its own." id={fields.scene.id} errors={fields.scene.errors}>
          {(control) => (
            <select {...getSelectProps(fields.scene)} {...control} className={adminInput}>
              {scenes.map((scene) => (
                <option key={scene.id} value={scene.id}>
                  {scene.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description" id={fields.description.id} errors={fields.description.errors} className="sm:col-span-2">
          {(control) => <textarea {...getTextareaProps(fields.description)} {...control} rows={6} required className={adminInput} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Picture</legend>
        <CatalogueImageField
          fields={fields}
          ownImageUrl={defaults?.imageUrl ?? ""}
          drawingUrl={scenes.find((scene) => scene.id === (fields.scene.value ?? defaults?.scene))?.url ?? scenes[0]?.url ?? ""}
          drawingName="the chosen drawing"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">What you need</legend>
        <Field label="Tools" hint="One tool per line." id={fields.tools.id} errors={fields.tools.errors}>
          {(control) => <textarea {...getTextareaProps(fields.tools)} {...control} rows={6} required className={adminInput} />}
        </Field>
        <Field label="Plants" hint="One plant per line." id={fields.plants.id} errors={fields.plants.errors}>
          {(control) => <textarea {...getTextareaProps(fields.plants)} {...control} rows={6} required className={adminInput} />}
        </Field>
      </fieldset>

      <AdminFormActions cancelTo="/admin/guides" submitLabel={submitLabel} />
    </Form>
  );
}
