import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { checkerQueryString, type CheckerQuery } from "~/domain/checker-query";
import { CheckerKeeperFields } from "./checker-keeper-fields";
import { CheckerPlants } from "./checker-plants";
import { customSize, StandardTankSelect } from "~/components/tanks/standard-tank-select";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

const SEX_LABELS = { male: "male", female: "female", mixed: "mixed sexes" } as const;

/**
 * The checker's GET form: the tank's units and inner dimensions, an optional water volume, the fish already in
 * it (each kept as a hidden `fish` value with a link that removes it), and a row that adds a species by name.
 * Submitting adds the typed fish and checks the tank; every state is a link.
 */
export function CheckerForm({
  query,
  species,
  names,
  notFound,
  problem,
  plants,
}: {
  query: CheckerQuery;
  species: { id: number; name: string }[];
  plants: { id: number; name: string }[];
  names: Record<number, string>;
  notFound: string | null;
  problem: string | null;
}) {
  const listId = useId();
  const sizeId = useId();
  const readerUnits = useUnitPreferences().units;
  const unit = query.units === "us" ? "inches" : "cm";
  const without = (index: number) => `/checker?${checkerQueryString({ ...query, fish: query.fish.filter((_, i) => i !== index) })}`;
  const dimension = (name: "length" | "width" | "height", label: string) => (
    <label className="block text-sm font-medium text-slate-800">
      {label} <span className="font-normal text-slate-600">({unit})</span>
      <input
        type="number"
        name={name}
        inputMode="decimal"
        step="0.1"
        min="0"
        defaultValue={query.values[name]}
        onInput={customSize}
        className={input}
      />
    </label>
  );

  return (
    <Form method="get" action="/checker" aria-label="Tank checker" className="space-y-5">
      {problem || notFound ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {[problem, notFound].filter(Boolean).join(" ")}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">The tank</legend>
        {/* The units choice has a row of its own, so its longest option is never cut off beside the dimensions. */}
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <label className="col-span-2 block text-sm font-medium text-slate-800 sm:max-w-xs">
            Units
            <select name="units" defaultValue={query.units} className={input}>
              <option value="metric">cm and litres</option>
              <option value="us">inches and US gallons</option>
            </select>
          </label>
          <div className="col-span-2 sm:max-w-xs">
            <StandardTankSelect id={sizeId} defaultValue={query.size} readerUnits={readerUnits} dimensionUnits={query.units} />
          </div>
          {dimension("length", "Inner length")}
          {dimension("width", "Inner width")}
          {dimension("height", "Inner height")}
          <label className="block text-sm font-medium text-slate-800">
            Water volume <span className="font-normal text-slate-600">({query.units === "us" ? "US gal" : "L"}, optional)</span>
            <input
              type="number"
              name="volume"
              inputMode="decimal"
              step="0.1"
              min="0"
              defaultValue={query.values.volume}
              className={input}
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          A standard tank fills in its size and is judged by the volume it is sold as; choose Custom size to give your own. Without a
          volume, the water is taken as about 85% of the tank&apos;s gross volume.
        </p>
        <div className="mt-4">
          <CheckerKeeperFields query={query} />
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">The fish</legend>
        {query.fish.length > 0 ? (
          <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
            {query.fish.map((entry, index) => (
              <li key={`${entry.fishId}-${entry.sex ?? ""}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <input type="hidden" name="fish" value={[entry.fishId, entry.count, entry.sex].filter((p) => p !== undefined).join(":")} />
                <span>
                  <span className="font-medium text-slate-900">{entry.count} ×</span>{" "}
                  <Link to={`/fish/${entry.fishId}`} className="text-brand-700 underline hover:text-brand-800">
                    {names[entry.fishId] ?? `Fish #${entry.fishId}`}
                  </Link>
                  {entry.sex ? <span className="text-slate-600"> ({SEX_LABELS[entry.sex]})</span> : null}
                </span>
                <Link
                  to={without(index)}
                  className="text-sm text-slate-600 underline hover:text-red-700"
                  aria-label={`Remove ${names[entry.fishId] ?? "this fish"}`}
                >
                  Remove
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No fish yet: add the first below.</p>
        )}
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_7rem_9rem]">
          <label className="col-span-2 block text-sm font-medium text-slate-800 sm:col-span-1">
            Add a fish by name
            <input type="text" name="add" list={listId} autoComplete="off" placeholder="e.g. Neon Tetra" className={input} />
            <datalist id={listId}>
              {species.map((entry) => (
                <option key={entry.id} value={entry.name} />
              ))}
            </datalist>
          </label>
          <label className="block text-sm font-medium text-slate-800">
            How many
            <input type="number" name="addCount" min="1" max="500" defaultValue="1" className={input} />
          </label>
          <label className="block text-sm font-medium text-slate-800">
            Sex
            <select name="addSex" defaultValue="" className={input}>
              <option value="">Not known</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="mixed">Mixed</option>
            </select>
          </label>
        </div>
      </fieldset>

      <CheckerPlants query={query} plants={plants} />

      <div className="flex justify-end">
        <Button type="submit">Check tank</Button>
      </div>
    </Form>
  );
}
