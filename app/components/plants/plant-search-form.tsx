import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";
import { plantValueLabel, type PlantFilterKey } from "~/domain/plant-filters";
import { PLANT_CO2, PLANT_DIFFICULTIES, PLANT_LIGHT, PLANT_PLACEMENTS } from "~/domain/plants";
import type { UnitSystem } from "~/domain/units";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The search and filters of /plants in one GET form, so it works without JavaScript and every result is an
 * address to share. The temperature is in the reader's scale, and the form says which (`units` goes with it), so
 * a shared link means the same to someone who reads °F.
 */
export function PlantSearchForm({ q, values, units }: { q: string; values: Partial<Record<PlantFilterKey, string>>; units: UnitSystem }) {
  const choice = (key: PlantFilterKey, label: string, options: readonly string[]) => (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select name={key} defaultValue={values[key] ?? ""} className={input}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {plantValueLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
  const active = q !== "" || Object.keys(values).length > 0;

  return (
    <Form
      method="get"
      action="/plants"
      aria-label="Search and filter plants"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-2">
        <SearchField
          id="plant-search"
          label="Search plants"
          name="q"
          defaultValue={q}
          placeholder="Search by name, botanical name or synonym"
          maxLength={100}
          className="flex-1"
        />
        <Button type="submit">Search</Button>
      </div>
      <input type="hidden" name="units" value={units} />
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {choice("light", "Light", PLANT_LIGHT)}
        {choice("co2", "CO2", PLANT_CO2)}
        {choice("placement", "Placement", PLANT_PLACEMENTS)}
        {choice("difficulty", "Difficulty", PLANT_DIFFICULTIES)}
        <label className="block text-sm font-medium text-slate-800">
          Water temperature <span className="font-normal text-slate-600">({units === "us" ? "°F" : "°C"})</span>
          <input
            type="number"
            name="temp"
            inputMode="decimal"
            step="0.5"
            defaultValue={values.temp ?? ""}
            className={input}
            aria-describedby="temp-hint"
          />
          <span id="temp-hint" className="mt-1 block text-xs font-normal text-slate-600">
            Plants that grow at it.
          </span>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {active ? (
          <Link to="/plants" className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
            Clear search and filters
          </Link>
        ) : null}
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </div>
    </Form>
  );
}
