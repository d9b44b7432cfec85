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
import { Field, fieldIds, FormErrors } from "~/components/ui/field";
import { plantValueLabel } from "~/domain/plant-filters";
import { PLANT_LONG_TEXT_MAX, PLANT_TEXT_MAX } from "~/domain/plant-form-rules";
import {
  PLANT_CO2,
  PLANT_COLOURS,
  PLANT_DIFFICULTIES,
  PLANT_GROWTH_RATES,
  PLANT_LEAF_SHAPES,
  PLANT_LIGHT,
  PLANT_PLACEMENTS,
  PLANT_TYPES,
} from "~/domain/plants";
import { AdminFormActions } from "./form-actions";
import { adminInput } from "./product-form";
import { cx } from "class-variance-authority";

/** The values a form starts with: a plant's facts when editing, a few choices when creating. */
export type PlantFormDefaults = Partial<{
  name: string;
  scientificName: string;
  synonyms: string[];
  type: string;
  placement: string[];
  light: string;
  co2: string;
  growthRate: string;
  difficulty: string;
  minTemperatureC: number;
  maxTemperatureC: number;
  minPh: number;
  maxPh: number;
  maxHeightCm: number | null;
  propagation: string;
  description: string;
  care: string;
  colour: string | null;
  leafShape: string | null;
}>;

/** What a form field is called and how it posts; the numbers as typed. */
type PlantFormFields = Record<string, string | string[] | undefined>;

const asText = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(value));

/**
 * Every fact of a plant a keeper reads (the admin plant form), as one plain form post: the server checks it and
 * answers with each problem beside its field, keeping what was typed. Measurements are in the units they are
 * stored in (°C, cm), as the fish form's are in the species' own.
 */
export function PlantForm({
  lastResult,
  defaults,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: PlantFormDefaults;
  submitLabel: "Create Plant" | "Update Plant";
}) {
  const [form, fields] = useForm<PlantFormFields>({
    id: "plant-form",
    lastResult,
    defaultValue: {
      ...defaults,
      synonyms: defaults?.synonyms?.join("\n"),
      minTemperatureC: asText(defaults?.minTemperatureC),
      maxTemperatureC: asText(defaults?.maxTemperatureC),
      minPh: asText(defaults?.minPh),
      maxPh: asText(defaults?.maxPh),
      maxHeightCm: asText(defaults?.maxHeightCm),
      colour: defaults?.colour ?? "",
      leafShape: defaults?.leafShape ?? "",
    },
    shouldValidate: "onSubmit",
  });
  const placement = fields.placement;
  const placementErrors = placement.errors ?? null;
  const select = (name: keyof typeof CHOICES, label: string) => {
    const field = fields[name];
    return (
      <Field key={name} label={label} id={field.id} errors={field.errors}>
        {(control) => (
          <select {...getSelectProps(field)} {...control} className={adminInput}>
            {CHOICES[name].map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <FormErrors errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Profile</legend>
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => (
            <input
              {...getInputProps(fields.name, { type: "text" })}
              {...control}
              required
              maxLength={PLANT_TEXT_MAX}
              className={adminInput}
            />
          )}
        </Field>
        <Field label="Scientific name" id={fields.scientificName.id} errors={fields.scientificName.errors}>
          {(control) => (
            <input
              {...getInputProps(fields.scientificName, { type: "text" })}
              {...control}
              required
              maxLength={PLANT_TEXT_MAX}
              className={cx(adminInput, "italic")}
            />
          )}
        </Field>
        <Field
          label="Synonyms"
          hint="Older botanical names and other common names, one per line; the search finds the plant under them."
          id={fields.synonyms.id}
          errors={fields.synonyms.errors}
          className="sm:col-span-2"
        >
          {(control) => <textarea {...getTextareaProps(fields.synonyms)} {...control} rows={3} className={adminInput} />}
        </Field>
        {select("type", "Type")}
        {select("difficulty", "Difficulty")}
        <fieldset aria-describedby={placementErrors ? fieldIds(placement.id).errorId : undefined} className="sm:col-span-2">
          <legend className="block text-sm font-medium text-slate-800">Placement</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
            {getCollectionProps(placement, { type: "checkbox", options: [...PLANT_PLACEMENTS] }).map(({ key, ...props }) => (
              <label key={key} className="flex items-center gap-2 text-slate-800">
                <input {...props} className="size-4 rounded border-slate-300" />
                {plantValueLabel(props.value)}
              </label>
            ))}
          </div>
          {placementErrors ? (
            <p id={fieldIds(placement.id).errorId} className="mt-1 text-sm text-red-700">
              {placementErrors.join(" ")}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Needs</legend>
        {select("light", "Light")}
        {select("co2", "CO2")}
        {select("growthRate", "Growth rate")}
        {(
          [
            [fields.minTemperatureC, "Lowest temperature (°C)", "decimal"],
            [fields.maxTemperatureC, "Highest temperature (°C)", "decimal"],
            [fields.minPh, "Lowest pH", "decimal"],
            [fields.maxPh, "Highest pH", "decimal"],
          ] as const
        ).map(([field, label, mode]) => (
          <Field key={field.name} label={label} id={field.id} errors={field.errors}>
            {(control) => (
              <input {...getInputProps(field, { type: "text" })} {...control} required inputMode={mode} className={adminInput} />
            )}
          </Field>
        ))}
        <Field
          label="Max height (cm)"
          hint="Leave it empty for a floating plant."
          id={fields.maxHeightCm.id}
          errors={fields.maxHeightCm.errors}
        >
          {(control) => (
            <input {...getInputProps(fields.maxHeightCm, { type: "text" })} {...control} inputMode="decimal" className={adminInput} />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Keeping it</legend>
        <Field
          label="Propagation"
          hint="For example: cuttings, runners, rhizome division."
          id={fields.propagation.id}
          errors={fields.propagation.errors}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...getInputProps(fields.propagation, { type: "text" })}
              {...control}
              required
              maxLength={PLANT_TEXT_MAX}
              className={adminInput}
            />
          )}
        </Field>
        <Field label="Description" id={fields.description.id} errors={fields.description.errors} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...getTextareaProps(fields.description)}
              {...control}
              rows={5}
              required
              maxLength={PLANT_LONG_TEXT_MAX}
              className={adminInput}
            />
          )}
        </Field>
        <Field label="Care" id={fields.care.id} errors={fields.care.errors} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...getTextareaProps(fields.care)}
              {...control}
              rows={5}
              required
              maxLength={PLANT_LONG_TEXT_MAX}
              className={adminInput}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Drawing</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">
          The plant&apos;s picture is drawn from its type and height. Choose a colour or leaf shape only where the type alone would draw it
          wrongly.
        </p>
        {select("colour", "Leaf colour")}
        {select("leafShape", "Leaf shape")}
      </fieldset>

      <AdminFormActions cancelTo="/admin/plants" submitLabel={submitLabel} />
    </Form>
  );
}

const labelled = (values: readonly string[]) => values.map((value) => [value, plantValueLabel(value)] as const);

/** Each select's options, value and words; a drawing hint may be left to the plant's type. */
const CHOICES = {
  type: labelled(PLANT_TYPES),
  difficulty: labelled(PLANT_DIFFICULTIES),
  light: labelled(PLANT_LIGHT),
  co2: labelled(PLANT_CO2),
  growthRate: labelled(PLANT_GROWTH_RATES),
  colour: [["", "The type's own"], ...labelled(PLANT_COLOURS)],
  leafShape: [["", "The type's own"], ...labelled(PLANT_LEAF_SHAPES)],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;
