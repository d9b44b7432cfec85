import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AdminFormActions } from "./form-actions";
import { Field, FormErrors } from "~/components/ui/field";
import { CARE_FIELDS } from "~/domain/care-requirements";
import { AUTO_DRAWING_SHAPE, DEFAULT_DRAWING_COLORS } from "~/domain/fish-form-rules";
import { DIETS, DIFFICULTIES, TEMPERAMENTS, type Illustration } from "~/domain/species";
import { FishDrawingFields } from "./fish-drawing-fields";
import { cx } from "class-variance-authority";

/**
 * The values a form starts with: a fish's profile when editing, nothing when creating. `illustration: null` is
 * a fish without a drawing; leaving it out (a new fish) starts on the automatic drawing. Keyed by the form's
 * field names, which are the API's (`minTankSize`, not `minTankSizeGal`: see app/domain/fish-fields.ts).
 */
export type FishFormDefaults = Partial<{
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  fishType: string;
  minTankSize: number;
  maxSize: number;
  minTemperature: number;
  maxTemperature: number;
  minPh: number;
  maxPh: number;
  lifespan: string;
  diet: string;
  schoolingFish: boolean;
  compatibleWith: string[];
  incompatibleWith: string[];
  description: string;
  careRequirements: Record<string, string | undefined>;
  illustration: Illustration | null;
}>;

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * Every field of a fish (the admin fish form), as one plain form post: the server
 * checks it and answers with each problem beside its field, keeping what was typed.
 */
export function FishForm({
  lastResult,
  defaults,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: FishFormDefaults;
  submitLabel: "Create Fish" | "Update Fish";
}) {
  const [form, fields] = useForm({
    id: "fish-form",
    lastResult,
    defaultValue: {
      ...defaults,
      schoolingFish: defaults?.schoolingFish ? "on" : undefined,
      compatibleWith: defaults?.compatibleWith?.join("\n"),
      incompatibleWith: defaults?.incompatibleWith?.join("\n"),
      illustration: defaults?.illustration ?? {
        shape: defaults?.illustration === null ? undefined : AUTO_DRAWING_SHAPE,
        colors: DEFAULT_DRAWING_COLORS,
      },
    },
    shouldValidate: "onSubmit",
  });
  const care = fields.careRequirements.getFieldset();

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <FormErrors errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Profile</legend>
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <input {...getInputProps(fields.name, { type: "text" })} {...control} required className={input} />}
        </Field>
        <Field label="Scientific name" id={fields.scientificName.id} errors={fields.scientificName.errors}>
          {(control) => (
            <input {...getInputProps(fields.scientificName, { type: "text" })} {...control} required className={cx(input, "italic")} />
          )}
        </Field>
        <Field
          label="Image URL"
          hint="A path on this site (/images/…), such as a community photo made the main image; pictures on other sites are not shown. Leave it empty to show the drawing below."
          id={fields.imageUrl.id}
          errors={fields.imageUrl.errors}
        >
          {(control) => <input {...getInputProps(fields.imageUrl, { type: "text" })} {...control} className={input} />}
        </Field>
        <Field
          label="Fish type"
          hint="Free text, e.g. Schooling, Cichlid, Labyrinth."
          id={fields.fishType.id}
          errors={fields.fishType.errors}
        >
          {(control) => <input {...getInputProps(fields.fishType, { type: "text" })} {...control} className={input} />}
        </Field>
        <Field label="Difficulty" id={fields.difficulty.id} errors={fields.difficulty.errors}>
          {(control) => <Select options={DIFFICULTIES} props={{ ...getSelectProps(fields.difficulty), ...control }} />}
        </Field>
        <Field label="Temperament" id={fields.temperament.id} errors={fields.temperament.errors}>
          {(control) => <Select options={TEMPERAMENTS} props={{ ...getSelectProps(fields.temperament), ...control }} />}
        </Field>
        <Field label="Diet" id={fields.diet.id} errors={fields.diet.errors}>
          {(control) => <Select options={DIETS} props={{ ...getSelectProps(fields.diet), ...control }} />}
        </Field>
        <Field label="Lifespan" hint="For example 3-5 years." id={fields.lifespan.id} errors={fields.lifespan.errors}>
          {(control) => <input {...getInputProps(fields.lifespan, { type: "text" })} {...control} className={input} />}
        </Field>
        <Field label="Description" id={fields.description.id} errors={fields.description.errors} className="sm:col-span-2">
          {(control) => <textarea {...getTextareaProps(fields.description)} {...control} rows={5} className={input} />}
        </Field>
        <label className="flex items-center gap-2 text-slate-800 sm:col-span-2">
          <input {...getInputProps(fields.schoolingFish, { type: "checkbox" })} className="size-4 rounded border-slate-300" />
          Schooling fish (kept in groups)
        </label>
      </fieldset>

      <FishDrawingFields field={fields.illustration} />

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Water and tank</legend>
        {(
          [
            [fields.minTankSize, "Minimum tank (US gallons)"],
            [fields.maxSize, "Adult size (inches)"],
            [fields.minTemperature, "Lowest temperature (°F)"],
            [fields.maxTemperature, "Highest temperature (°F)"],
            [fields.minPh, "Lowest pH"],
            [fields.maxPh, "Highest pH"],
          ] as const
        ).map(([field, label]) => (
          <Field key={field.name} label={label} id={field.id} errors={field.errors}>
            {(control) => <input {...getInputProps(field, { type: "text" })} {...control} inputMode="decimal" className={input} />}
          </Field>
        ))}
        <p className="text-sm text-slate-600 sm:col-span-3">A number that cannot be read is saved as 0.</p>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Tank compatibility</legend>
        <Field
          label="Compatible with"
          hint="One species or group per line."
          id={fields.compatibleWith.id}
          errors={fields.compatibleWith.errors}
        >
          {(control) => <textarea {...getTextareaProps(fields.compatibleWith)} {...control} rows={5} className={input} />}
        </Field>
        <Field
          label="Avoid with"
          hint="One species or group per line."
          id={fields.incompatibleWith.id}
          errors={fields.incompatibleWith.errors}
        >
          {(control) => <textarea {...getTextareaProps(fields.incompatibleWith)} {...control} rows={5} className={input} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Care requirements</legend>
        {CARE_FIELDS.map(({ key, label }) => {
          const field = care[key];
          return (
            <Field key={key} label={label} id={field.id} errors={field.errors}>
              {(control) => <input {...getInputProps(field, { type: "text" })} {...control} className={input} />}
            </Field>
          );
        })}
      </fieldset>

      <AdminFormActions cancelTo="/admin/fish" submitLabel={submitLabel} />
    </Form>
  );
}

function Select({ options, props }: { options: readonly string[]; props: ReturnType<typeof getSelectProps> }) {
  return (
    <select {...props} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900">
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
