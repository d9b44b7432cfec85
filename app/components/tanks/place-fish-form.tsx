import { getFormProps, getInputProps, getSelectProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { MAX_FISH_COUNT, SEX_LABELS, TANK_MESSAGES, TANK_SEXES, readFishCount } from "~/domain/tank-rules";

/** What the tank page's action answers to a place form it did not accept. */
export type PlaceFishData = { intent: "place"; result: SubmissionResult<string[]> };

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * Puts one of the member's owned fish in the tank: which fish, how many, and their sex where it matters. A plain
 * post to the page's action; with JavaScript it goes through a fetcher and the page updates in place.
 */
export function PlaceFishForm({
  action,
  owned,
  serverResult,
}: {
  action: string;
  owned: { id: number; name: string }[];
  serverResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<PlaceFishData>({ key: "place-fish" });
  const lastResult = fetcher.data?.intent === "place" ? fetcher.data.result : serverResult;
  const [form, fields] = useForm({
    id: "place-fish-form",
    lastResult,
    defaultValue: { count: "1" },
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
  const adding = fetcher.state !== "idle";
  const wasAdding = useRef(false);
  // An accepted post redirects, which leaves the fetcher without data: the form starts afresh for the next fish.
  useEffect(() => {
    if (adding) {
      wasAdding.current = true;
      return;
    }
    if (!wasAdding.current) return;
    wasAdding.current = false;
    if (fetcher.data === undefined) (document.getElementById(form.id) as HTMLFormElement | null)?.reset();
  }, [adding, fetcher.data, form.id]);

  if (owned.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        Fish you own go here. Save a fish to <strong>Owned</strong> from its profile in the{" "}
        <Link to="/fish" className="font-medium text-brand-700 underline underline-offset-2">
          Fish Database
        </Link>
        , then come back to add it to this tank.
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,1fr)_auto] sm:items-start"
    >
      <input type="hidden" name="intent" value="place" />
      <Field id={fields.fishId.id} label="Fish from your collection" errors={fields.fishId.errors}>
        {(props) => (
          <select {...getSelectProps(fields.fishId)} {...props} className={control}>
            <option value="">Choose a fish...</option>
            {owned.map((fish) => (
              <option key={fish.id} value={fish.id}>
                {fish.name}
              </option>
            ))}
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
      <Button type="submit" disabled={adding} className="sm:mt-6">
        {adding ? "Adding..." : "Add to tank"}
      </Button>
    </fetcher.Form>
  );
}
