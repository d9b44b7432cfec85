import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CARE_FIELDS } from "~/domain/care-requirements";
import { DIETS, DIFFICULTIES, TEMPERAMENTS } from "~/domain/species";

/** The values a form starts with: a fish's profile when editing, nothing when creating. */
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
}>;

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * Every Fish field of SPEC section 3 (SPEC section 5's admin fish form), as one plain form post: the server
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
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "fish-form",
    lastResult,
    defaultValue: {
      ...defaults,
      schoolingFish: defaults?.schoolingFish ? "on" : undefined,
      compatibleWith: defaults?.compatibleWith?.join("\n"),
      incompatibleWith: defaults?.incompatibleWith?.join("\n"),
    },
    shouldValidate: "onSubmit",
  });
  const care = fields.careRequirements.getFieldset();

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      {form.errors ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Profile</legend>
        <Field label="Name" errors={fields.name.errors} id={fields.name.id}>
          <input {...getInputProps(fields.name, { type: "text" })} required className={input} />
        </Field>
        <Field label="Scientific name" errors={fields.scientificName.errors} id={fields.scientificName.id}>
          <input {...getInputProps(fields.scientificName, { type: "text" })} required className={`${input} italic`} />
        </Field>
        <Field label="Image URL" hint="A path on this site (/images/…) or an https address." errors={fields.imageUrl.errors} id={fields.imageUrl.id}>
          <input {...getInputProps(fields.imageUrl, { type: "text" })} required className={input} />
        </Field>
        <Field label="Fish type" hint="Free text, e.g. Schooling, Cichlid, Labyrinth." errors={fields.fishType.errors} id={fields.fishType.id}>
          <input {...getInputProps(fields.fishType, { type: "text" })} className={input} />
        </Field>
        <Field label="Difficulty" errors={fields.difficulty.errors} id={fields.difficulty.id}>
          <Select options={DIFFICULTIES} props={getSelectProps(fields.difficulty)} />
        </Field>
        <Field label="Temperament" errors={fields.temperament.errors} id={fields.temperament.id}>
          <Select options={TEMPERAMENTS} props={getSelectProps(fields.temperament)} />
        </Field>
        <Field label="Diet" errors={fields.diet.errors} id={fields.diet.id}>
          <Select options={DIETS} props={getSelectProps(fields.diet)} />
        </Field>
        <Field label="Lifespan" hint="For example 3-5 years." errors={fields.lifespan.errors} id={fields.lifespan.id}>
          <input {...getInputProps(fields.lifespan, { type: "text" })} className={input} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" errors={fields.description.errors} id={fields.description.id}>
            <textarea {...getTextareaProps(fields.description)} rows={5} className={input} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-slate-800 sm:col-span-2">
          <input {...getInputProps(fields.schoolingFish, { type: "checkbox" })} className="size-4 rounded border-slate-300" />
          Schooling fish (kept in groups)
        </label>
      </fieldset>

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
          <Field key={field.name} label={label} errors={field.errors} id={field.id}>
            <input {...getInputProps(field, { type: "text" })} inputMode="decimal" className={input} />
          </Field>
        ))}
        <p className="text-sm text-slate-600 sm:col-span-3">A number that cannot be read is saved as 0.</p>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Tank compatibility</legend>
        <Field label="Compatible with" hint="One species or group per line." errors={fields.compatibleWith.errors} id={fields.compatibleWith.id}>
          <textarea {...getTextareaProps(fields.compatibleWith)} rows={5} className={input} />
        </Field>
        <Field label="Avoid with" hint="One species or group per line." errors={fields.incompatibleWith.errors} id={fields.incompatibleWith.id}>
          <textarea {...getTextareaProps(fields.incompatibleWith)} rows={5} className={input} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Care requirements</legend>
        {CARE_FIELDS.map(({ key, label }) => {
          const field = care[key];
          return (
            <Field key={key} label={label} errors={field.errors} id={field.id}>
              <input {...getInputProps(field, { type: "text" })} className={input} />
            </Field>
          );
        })}
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-6">
        <Link to="/admin/fish" className="rounded-md px-4 py-2 font-medium text-slate-700 hover:bg-slate-100">
          Cancel
        </Link>
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? "Saving..." : submitLabel}
        </button>
      </div>
    </Form>
  );
}

function Field({ label, hint, errors, id, children }: { label: string; hint?: string; errors?: string[]; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
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
