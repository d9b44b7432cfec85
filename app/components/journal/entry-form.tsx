import { getFormProps, getInputProps, getTextareaProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { parameterUnit, PARAMETER_RULES, PARAMETERS, type JournalUnits, type Parameter } from "~/domain/journal/parameters";
import { NOTE_MAX, readReadingInput } from "~/domain/journal/reading-input";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/** The form's values as text, keyed by field. */
export type EntryFormValues = Partial<Record<Parameter | "takenAt" | "waterChangePct" | "note", string>>;

/**
 * A new journal entry, or an edit of one: a plain post that works without JavaScript, in the member's units (sent
 * along as hidden fields, so a change of units elsewhere cannot misread the numbers). In the browser each field is
 * checked with the server's rules.
 */
export function EntryForm({
  action,
  units,
  defaults,
  lastResult,
  entryId = null,
  cancelTo,
}: {
  action: string;
  units: JournalUnits;
  defaults: EntryFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  /** The entry being edited; null for a new one. */
  entryId?: number | null;
  cancelTo?: string;
}) {
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: entryId === null ? "journal-entry" : `journal-entry-${entryId}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const read = readReadingInput(payload, units);
          if (read.ok) return { value: read.reading };
          return { error: Object.fromEntries(read.problems.map(([field, message]) => [field === "form" ? "" : field, [message]])) };
        },
      }),
  });

  const number = (parameter: Parameter) => {
    const unit = parameterUnit(parameter, units);
    const field = fields[parameter];
    return (
      <Field key={parameter} id={field.id} label={`${PARAMETER_RULES[parameter].label}${unit ? ` (${unit})` : ""}`} errors={field.errors}>
        {(control) => (
          <input {...getInputProps(field, { type: "text" })} {...control} inputMode="decimal" autoComplete="off" className={input} />
        )}
      </Field>
    );
  };

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value={entryId === null ? "record" : "update"} />
      {entryId === null ? null : <input type="hidden" name="entryId" value={entryId} />}
      <input type="hidden" name="units" value={units.units} />
      <input type="hidden" name="hardness" value={units.hardness} />
      <FormErrors errors={form.errors} compact />
      <Field
        id={fields.takenAt.id}
        label="Date and time (UTC)"
        hint="When the test was taken."
        errors={fields.takenAt.errors}
        className="sm:w-1/2"
      >
        {(control) => <input {...getInputProps(fields.takenAt, { type: "datetime-local" })} {...control} className={input} />}
      </Field>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Test results</legend>
        <p className="mt-1 text-sm text-slate-600">Fill in what you tested; leave the rest empty.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">{PARAMETERS.map(number)}</div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id={fields.waterChangePct.id}
          label="Water changed (%)"
          hint="Leave empty if you changed none."
          errors={fields.waterChangePct.errors}
        >
          {(control) => (
            <input
              {...getInputProps(fields.waterChangePct, { type: "text" })}
              {...control}
              inputMode="decimal"
              autoComplete="off"
              className={input}
            />
          )}
        </Field>
        <Field id={fields.note.id} label="Note (optional)" errors={fields.note.errors} className="sm:col-span-2">
          {(control) => <textarea {...getTextareaProps(fields.note)} {...control} rows={2} maxLength={NOTE_MAX} className={input} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {entryId === null ? "Save entry" : "Save changes"}
        </Button>
        {cancelTo ? (
          <Link to={cancelTo} className={buttonClasses("secondary")}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
