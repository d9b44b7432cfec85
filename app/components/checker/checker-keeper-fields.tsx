import { CHECKER_KEEPER_FIELDS, type CheckerQuery } from "~/domain/checker-query";
import { RULES_VERSION } from "~/domain/checker/version";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

type YesNoField = "cycled" | "heater" | "planted" | "lid" | "co2";
type NumberField = "age" | "temp" | "ph" | "gh" | "kh" | "filter";

/**
 * What a keeper knows of the tank beyond its size, all optional: its age and whether it is cycled, its kit, and
 * the water as measured. Folded away in a native <details> (open once anything is given), so the form stays short
 * for a first check and works the same without JavaScript.
 */
export function CheckerKeeperFields({ query }: { query: CheckerQuery }) {
  const us = query.units === "us";
  const ppm = query.hardness === "ppm";
  const given = CHECKER_KEEPER_FIELDS.some((key) => query.values[key].trim() !== "");
  const yesNo = (name: YesNoField, label: string) => (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select name={name} defaultValue={query.values[name].trim().toLowerCase()} className={input}>
        <option value="">Not said</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    </label>
  );
  const number = (name: NumberField, label: string, unit: string, step = "0.1") => (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      {unit ? <span className="font-normal text-slate-600"> ({unit})</span> : null}
      <input type="number" name={name} inputMode="decimal" step={step} min="0" defaultValue={query.values[name]} className={input} />
    </label>
  );
  return (
    <details open={given} className="rounded-md border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">What you know of the tank (optional)</summary>
      <input type="hidden" name="hardness" value={query.hardness} />
      {/* A link made from this form says which rules judged it, so a later version can say it may differ. */}
      <input type="hidden" name="rules" value={RULES_VERSION} />
      <p className="mt-2 text-xs text-slate-600">
        Each answer lets the checker judge more: a young tank, a missing heater or lid, or water far from what the fish need.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {number("age", "Tank age", "weeks since set-up", "1")}
        {yesNo("cycled", "Cycled")}
        {yesNo("heater", "Heater")}
        {number("filter", "Filter flow", us ? "US gal an hour" : "L an hour", "1")}
        {yesNo("planted", "Planted")}
        {yesNo("lid", "Lid")}
        <label className="block text-sm font-medium text-slate-800">
          Light for plants
          <select name="light" defaultValue={query.values.light.trim().toLowerCase()} className={input}>
            <option value="">Not said</option>
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
          </select>
        </label>
        {yesNo("co2", "CO2 added")}
        {number("temp", "Temperature", us ? "°F" : "°C")}
        {number("ph", "pH", "")}
        {number("gh", "GH", ppm ? "ppm" : "dGH")}
        {number("kh", "KH", ppm ? "ppm" : "dKH")}
      </div>
    </details>
  );
}
