import { getFormProps, getInputProps, getSelectProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { AddToTankPreview, type PlacementPreviewData } from "~/components/fish/add-to-tank-preview";
import { MAX_FISH_COUNT, SEX_LABELS, TANK_MESSAGES, TANK_SEXES, readFishCount, type TankSex } from "~/domain/tank-rules";
import type { UnitPreferences } from "~/domain/units";

/** What the tank page's action answers to a place form it did not accept. */
export type PlaceFishData = { intent: "place"; result: SubmissionResult<string[]> };

/** What the tank page's loader answers to "Check first" (`?check=1&fishId=…&count=…&sex=…`); null when not asked. */
export type TankTrial = {
  chosen: { fishId: number | null; count: number; sex: TankSex | null };
  preview: { ok: true; preview: PlacementPreviewData } | { ok: false; message: string };
} | null;

type FishChoice = { id: number; name: string };

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * Puts a fish in the tank, or tries it first: which fish (the member's owned ones first, then every species), how
 * many, and their sex where it matters. "Add to tank" is a plain post to the page's action (placing a fish marks
 * it Owned); "Check first" is a GET of the same page, which judges the tank as it would be and writes nothing.
 * With JavaScript both go through a fetcher and the page updates in place.
 */
export function PlaceFishForm({
  action,
  choices,
  serverResult,
  trial,
  units,
}: {
  action: string;
  choices: { owned: FishChoice[]; others: FishChoice[] };
  serverResult?: SubmissionResult<string[]>;
  trial: TankTrial;
  units: UnitPreferences;
}) {
  const fetcher = useFetcher<PlaceFishData | { trial: TankTrial }>({ key: "place-fish" });
  const lastResult = fetcher.data && "intent" in fetcher.data && fetcher.data.intent === "place" ? fetcher.data.result : serverResult;
  // A check with JavaScript answers into the fetcher; without it, the page's own loader answers.
  const shownTrial = fetcher.data && "trial" in fetcher.data ? fetcher.data.trial : trial;
  const [form, fields] = useForm({
    id: "place-fish-form",
    lastResult,
    defaultValue: trial
      ? {
          fishId: trial.chosen.fishId === null ? "" : String(trial.chosen.fishId),
          count: String(trial.chosen.count),
          sex: trial.chosen.sex ?? "",
        }
      : { count: "1" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const error: Record<string, string[]> = {};
          if (!payload.fishId) error.fishId = ["Please choose a fish."];
          if (readFishCount(payload.count) === null) error.count = [TANK_MESSAGES.count];
          return Object.keys(error).length ? { error } : { value: payload };
        },
      }),
  });
  const busy = fetcher.state !== "idle";
  const checking = busy && fetcher.formMethod?.toUpperCase() === "GET";
  const adding = busy && !checking;
  const wasAdding = useRef(false);
  // An accepted post redirects, which leaves the fetcher without data: the form starts afresh for the next fish.
  useEffect(() => {
    if (busy) {
      wasAdding.current = !checking;
      return;
    }
    if (!wasAdding.current) return;
    wasAdding.current = false;
    if (fetcher.data === undefined) (document.getElementById(form.id) as HTMLFormElement | null)?.reset();
  }, [busy, checking, fetcher.data, form.id]);

  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,1fr)] sm:items-start"
    >
      <input type="hidden" name="intent" value="place" />
      <Field id={fields.fishId.id} label="Fish" errors={fields.fishId.errors}>
        {(props) => (
          <select {...getSelectProps(fields.fishId)} {...props} className={control}>
            <option value="">Choose a fish...</option>
            {choices.owned.length > 0 ? (
              <optgroup label="Fish you own">
                {choices.owned.map((fish) => (
                  <option key={fish.id} value={fish.id}>
                    {fish.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={choices.owned.length > 0 ? "Every other species" : "Every species"}>
              {choices.others.map((fish) => (
                <option key={fish.id} value={fish.id}>
                  {fish.name}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
      <Field id={fields.count.id} label="How many" errors={fields.count.errors}>
        {(props) => (
          <input
            {...getInputProps(fields.count, { type: "number" })}
            {...props}
            min={1}
            max={MAX_FISH_COUNT}
            step={1}
            className={control}
          />
        )}
      </Field>
      <Field id={fields.sex.id} label="Sex" hint="Matters for some, such as male bettas." errors={fields.sex.errors}>
        {(props) => (
          <select {...getSelectProps(fields.sex)} {...props} className={control}>
            <option value="">Not stated</option>
            {TANK_SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {SEX_LABELS[sex]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" variant="secondary" name="check" value="1" formMethod="get" disabled={busy}>
          {checking ? "Checking..." : "Check first"}
        </Button>
        <Button type="submit" disabled={busy}>
          {adding ? "Adding..." : "Add to tank"}
        </Button>
      </div>
      <div aria-live="polite" className="sm:col-span-3">
        {shownTrial?.preview.ok ? <AddToTankPreview preview={shownTrial.preview.preview} units={units} /> : null}
        {shownTrial && !shownTrial.preview.ok ? (
          <p role="alert" className="text-sm text-red-700">
            {shownTrial.preview.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
