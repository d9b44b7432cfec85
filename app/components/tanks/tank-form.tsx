import { getFormProps, getInputProps, getSelectProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { UnitsLink } from "~/components/units/units-link";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import {
  TANK_FIELD_RULES,
  TANK_NAME_MAX,
  WATER_FRACTION,
  grossVolumeL,
  readNumber,
  tankUnitsFor,
  toMetric,
  unitSymbol,
  type TankNumberField,
} from "~/domain/tank-rules";
import { readTankInput, type TankInput, type TankYesNoField } from "~/domain/tank-input";
import type { UnitPreferences } from "~/domain/units";
import type { TankFormValues } from "./format";
import { formatLitres } from "./format";
import { customSize, StandardTankSelect } from "./standard-tank-select";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

const HINTS: Partial<Record<TankNumberField, string>> = {
  filterRatedVolume: "The tank size the filter's box says it is for.",
  filterFlow: "How much water it moves an hour.",
  temperature: "What the water is now, or will be.",
  gh: "General hardness, from a test kit or your water report.",
  kh: "Carbonate hardness: what keeps the pH steady.",
};

const YES_NO_LABELS: Record<TankYesNoField, { label: string; hint: string }> = {
  heater: { label: "Heater", hint: "Tropical fish need one unless the room keeps the water warm." },
  lid: { label: "Lid or cover", hint: "Many fish jump." },
  cycled: { label: "Filter cycled", hint: "Ammonia and nitrite read zero with fish, or after a fishless cycle." },
  co2: { label: "CO2 added", hint: "Some plants need it to grow well." },
};

/**
 * The new and edit tank forms: a plain post that works without JavaScript, in the member's units (sent along
 * as hidden fields, so a change of units elsewhere cannot misread the numbers). In the browser each field is
 * checked with the same rules as on the server, and the water volume's hint follows the dimensions typed.
 */
export function TankForm({
  defaults,
  lastResult,
  submitLabel,
  cancelTo,
}: {
  defaults?: TankFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  cancelTo: string;
}) {
  const preferences = useUnitPreferences();
  const units = tankUnitsFor(preferences);
  const saving = useNavigation().state === "submitting";
  // The fields are the form's own (length, filterFlow, size...), and what they read into is a tank.
  const [form, fields] = useForm<TankFormValues, TankInput>({
    id: "tank-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The server's rules, without shipping a schema library to the browser.
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const read = readTankInput(payload);
          if (read.ok) return { value: read.tank };
          return { error: Object.fromEntries(read.problems.map(([field, message]) => [field, [message]])) };
        },
      }),
  });

  const number = (field: TankNumberField, extraHint?: string) => {
    const rule = TANK_FIELD_RULES[field];
    const symbol = unitSymbol(rule.measure, units, preferences.hardness);
    const hint = extraHint ?? HINTS[field];
    return (
      <Field
        id={fields[field].id}
        label={`${rule.label}${symbol ? ` (${symbol})` : ""}${rule.required ? "" : " (optional)"}`}
        hint={hint}
        errors={fields[field].errors}
      >
        {(control) => (
          <input
            {...getInputProps(fields[field], { type: "text" })}
            {...control}
            inputMode="decimal"
            autoComplete="off"
            onInput={rule.measure === "length" && field !== "volume" ? customSize : undefined}
            className={input}
          />
        )}
      </Field>
    );
  };

  const yesNo = (field: TankYesNoField) => (
    <Field id={fields[field].id} label={YES_NO_LABELS[field].label} hint={YES_NO_LABELS[field].hint} errors={fields[field].errors}>
      {(control) => (
        <select {...getSelectProps(fields[field])} {...control} className={input}>
          <option value="">Not said</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      )}
    </Field>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="units" value={units} />
      <input type="hidden" name="hardness" value={preferences.hardness} />
      <FormErrors errors={form.errors} compact />

      <Field
        id={fields.name.id}
        label="Name"
        hint="Something you'll recognise, like Living room or Shrimp nano."
        errors={fields.name.errors}
      >
        {(control) => <input {...getInputProps(fields.name, { type: "text" })} {...control} maxLength={TANK_NAME_MAX} className={input} />}
      </Field>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Size</legend>
        <p className="mt-1 text-sm text-slate-600">
          Inside measurements, glass to glass. <UnitsLink long className="font-medium text-brand-700 underline underline-offset-2" />
        </p>
        <div className="mt-3 sm:w-2/3">
          <StandardTankSelect
            id={fields.size.id}
            defaultValue={typeof fields.size.initialValue === "string" ? fields.size.initialValue : ""}
            readerUnits={preferences.units}
            dimensionUnits={units}
          />
          {fields.size.errors ? (
            <p className="mt-1 text-sm text-red-700" id={fields.size.errorId}>
              {fields.size.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {number("length")}
          {number("width")}
          {number("height")}
        </div>
        <div className="mt-4 sm:w-2/3">
          {number("volume", volumeHint(fields.length.value, fields.width.value, fields.height.value, preferences))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Filter and kit</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {number("filterRatedVolume")}
          {number("filterFlow")}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {yesNo("heater")}
          {yesNo("lid")}
        </div>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input {...getInputProps(fields.planted, { type: "checkbox" })} className="size-4 rounded border-slate-300 text-brand-700" />
            Live plants
          </label>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id={fields.light.id} label="Light for plants" hint="As plant guides rate a lamp." errors={fields.light.errors}>
            {(control) => (
              <select {...getSelectProps(fields.light)} {...control} className={input}>
                <option value="">Not said</option>
                <option value="low">Low</option>
                <option value="medium">Medium</option>
                <option value="high">High</option>
              </select>
            )}
          </Field>
          {yesNo("co2")}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Age</legend>
        <p className="mt-1 text-sm text-slate-600">A young tank cannot yet keep sensitive species such as otocinclus, shrimp or discus.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Field id={fields.setUpOn.id} label="Set up on (optional)" hint="The day it was filled." errors={fields.setUpOn.errors}>
            {(control) => <input {...getInputProps(fields.setUpOn, { type: "date" })} {...control} className={input} />}
          </Field>
          {yesNo("cycled")}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Water now</legend>
        <p className="mt-1 text-sm text-slate-600">Optional, but the report checks your fish against them.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {number("temperature")}
          {number("ph")}
          {number("gh")}
          {number("kh")}
        </div>
      </fieldset>

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Link to={cancelTo} className={buttonClasses("ghost")}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** "Leave empty for about 54 L": 85% of what the typed dimensions hold, once all three read as numbers. */
function volumeHint(length: unknown, width: unknown, height: unknown, preferences: UnitPreferences): string {
  const units = tankUnitsFor(preferences);
  const cm = [length, width, height]
    .map((value) => readNumber(value))
    .map((value) => (value === undefined || Number.isNaN(value) ? null : toMetric("length", value, units, preferences.hardness)));
  const percent = `${Math.round(WATER_FRACTION * 100)}%`;
  if (cm.some((value) => value === null || value <= 0)) return `Leave empty to use about ${percent} of what the tank holds.`;
  const gross = grossVolumeL(cm[0]!, cm[1]!, cm[2]!);
  return `Leave empty for about ${formatLitres(gross * WATER_FRACTION, preferences)} (${percent} of the ${formatLitres(gross, preferences)} it holds).`;
}
