import type { ChangeEvent, FormEvent } from "react";
import { findStandardTank, standardTanksFor } from "~/domain/standard-tanks";
import { cmToInches, type UnitSystem } from "~/domain/units";

/** Typing a dimension makes the tank a custom size again (the standard tank's choice would win on the server). */
export function customSize(event: FormEvent<HTMLInputElement>) {
  const size = event.currentTarget.form?.elements.namedItem("size");
  if (size instanceof HTMLSelectElement) size.value = "";
}

const select =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * Standard tanks by name, the reader's own system first. Posted as `size`, the server takes the chosen tank's
 * dimensions, so it works without JavaScript; with it, choosing fills in the dimension fields (in `dimensionUnits`)
 * so the member sees them and can still change them, which turns the choice back to a custom size.
 */
export function StandardTankSelect({
  id,
  defaultValue,
  readerUnits,
  dimensionUnits,
}: {
  id: string;
  defaultValue: string;
  readerUnits: UnitSystem;
  dimensionUnits: "metric" | "us";
}) {
  const fill = (event: ChangeEvent<HTMLSelectElement>) => {
    const tank = findStandardTank(event.currentTarget.value);
    const form = event.currentTarget.form;
    if (!tank || !form) return;
    const shown = (cm: number) => String(Math.round((dimensionUnits === "us" ? cmToInches(cm) : cm) * 10) / 10);
    for (const [name, cm] of [
      ["length", tank.lengthCm],
      ["width", tank.widthCm],
      ["height", tank.heightCm],
    ] as const) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = shown(cm);
    }
  };
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      Standard tank
      <select id={id} name="size" defaultValue={defaultValue} onChange={fill} className={select}>
        <option value="">Custom size (type the dimensions)</option>
        {standardTanksFor(readerUnits).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.tanks.map((tank) => (
              <option key={tank.id} value={tank.id}>
                {tank.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
