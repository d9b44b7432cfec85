import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import type { CareFilterKey } from "~/domain/care-filters";
import { fishListHref, type FishFilterId } from "~/domain/fish-filters";
import { DIETS, TEMPERAMENTS } from "~/domain/species";
import { SWIM_ZONES } from "~/domain/species-facts";
import type { UnitPreferences } from "~/domain/units";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

const ZONE_LABELS: Record<(typeof SWIM_ZONES)[number], string> = { top: "Top", middle: "Middle", bottom: "Bottom" };

/**
 * The care-value filters of /fish: a GET form, so it works without JavaScript and every result is a link to
 * share. The numbers are in the reader's units, and the form says which (`units` and `hardness` go with it), so
 * a shared link means the same to someone who reads °F. The search and the chip are kept. A member with tanks
 * may also keep only the fish one of them could take ("Fits my tank").
 */
export function CareFiltersForm({
  q,
  filter,
  values,
  units,
  tanks = [],
}: {
  q: string;
  filter: FishFilterId;
  values: Partial<Record<CareFilterKey, string>>;
  units: UnitPreferences;
  /** The member's tanks; none for a visitor, who gets no "Fits my tank". */
  tanks?: { id: number; name: string }[];
}) {
  const metric = units.units !== "us";
  const active = Object.keys(values).length > 0;
  const numberField = (key: CareFilterKey, label: string, unit: string, step: string, hint?: string) => (
    <label className="block text-sm font-medium text-slate-800">
      {label} <span className="font-normal text-slate-600">({unit})</span>
      <input
        type="number"
        name={key}
        inputMode="decimal"
        step={step}
        min="0"
        defaultValue={values[key] ?? ""}
        className={input}
        aria-describedby={hint ? `${key}-hint` : undefined}
      />
      {hint ? (
        <span id={`${key}-hint`} className="mt-1 block text-xs font-normal text-slate-600">
          {hint}
        </span>
      ) : null}
    </label>
  );
  const choice = (key: CareFilterKey, label: string, options: readonly { value: string; label: string }[], hint?: string) => (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select name={key} defaultValue={values[key] ?? ""} className={input} aria-describedby={hint ? `${key}-hint` : undefined}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={`${key}-hint`} className="mt-1 block text-xs font-normal text-slate-600">
          {hint}
        </span>
      ) : null}
    </label>
  );

  return (
    <details open={active || undefined} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-medium text-slate-900">
        Water and tank filters{active ? ` (${Object.keys(values).length} on)` : ""}
      </summary>
      <Form method="get" action="/fish" aria-label="Water and tank filters" className="mt-4">
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {filter !== "all" ? <input type="hidden" name="filter" value={filter} /> : null}
        <input type="hidden" name="units" value={units.units} />
        <input type="hidden" name="hardness" value={units.hardness} />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {numberField("temp", "Water temperature", metric ? "°C" : "°F", "0.5", "Fish that tolerate it.")}
          {numberField("ph", "pH", "0-14", "0.1")}
          {numberField("gh", "Hardness", units.hardness === "ppm" ? "ppm" : "dGH", "1", "Only fish whose hardness range is known.")}
          {numberField("size", "Adult size at most", metric ? "cm" : "inches", "0.5")}
          {numberField("tank", "Your tank", metric ? "litres" : "US gallons", "1", "Fish whose minimum tank fits in it.")}
          {choice(
            "temperament",
            "Temperament",
            TEMPERAMENTS.map((t) => ({ value: t, label: t })),
          )}
          {choice(
            "diet",
            "Diet",
            DIETS.map((d) => ({ value: d, label: d })),
          )}
          {choice(
            "zone",
            "Swim zone",
            SWIM_ZONES.map((z) => ({ value: z, label: ZONE_LABELS[z] })),
          )}
          {tanks.length > 0
            ? choice(
                "fits",
                "Fits my tank",
                tanks.map((tank) => ({ value: String(tank.id), label: tank.name })),
                "Fish that could join it as it is now, with nothing that won't work.",
              )
            : null}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          {active ? (
            <Link to={fishListHref({ q, filter })} className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
              Clear water and tank filters
            </Link>
          ) : null}
          <Button type="submit">Apply filters</Button>
        </div>
      </Form>
    </details>
  );
}
