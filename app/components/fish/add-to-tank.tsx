import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { MAX_FISH_COUNT, SEX_LABELS, TANK_SEXES, type TankSex } from "~/domain/tank-rules";
import type { UnitPreferences } from "~/domain/units";
import { AddToTankPreview, type PlacementPreviewData } from "./add-to-tank-preview";

/** What the fish page's loader gives a member for this form (a visitor gets nothing). */
export type AddToTankData = {
  tanks: { id: number; name: string }[];
  chosen: { tankId: number | null; count: number; sex: TankSex | null };
  preview: { ok: true; preview: PlacementPreviewData } | { ok: false; message: string } | null;
};

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
const label = "block text-sm font-medium text-slate-800";

/**
 * Puts this fish in one of the member's tanks, with a look first. One form, two buttons: "Check first" is a GET
 * of this page with the choice in the address (the loader judges the tank as it would be, writing nothing);
 * "Add to tank" posts the same fields. Both work as plain HTML; with JavaScript they stay on the page.
 * A member without tanks is pointed to making one.
 */
export function AddToTank({ fishId, data, units }: { fishId: number; data: AddToTankData; units: UnitPreferences }) {
  const navigation = useNavigation();
  const id = useId();
  const pending = navigation.state !== "idle" && navigation.location?.pathname === `/fish/${fishId}`;
  const adding = pending && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") === "add-to-tank";
  const checking =
    pending && navigation.formMethod?.toUpperCase() === "GET" && new URLSearchParams(navigation.location?.search).has("tank");

  if (data.tanks.length === 0) {
    return (
      <p className="text-sm">
        <Link to="/my-tanks/new" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Add a tank to check whether it fits
        </Link>
      </p>
    );
  }

  const { chosen, preview } = data;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="font-semibold text-slate-900">
        Add to a tank
      </h2>
      {/* Keyed by the choice, so the fields start from what the page now says (after an add, the defaults). */}
      <Form
        key={`${chosen.tankId}-${chosen.count}-${chosen.sex}`}
        method="get"
        action={`/fish/${fishId}`}
        preventScrollReset
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_5.5rem_minmax(0,1fr)]"
      >
        <div>
          <label htmlFor={`${id}-tank`} className={label}>
            Tank
          </label>
          <select id={`${id}-tank`} name="tank" defaultValue={chosen.tankId ?? undefined} className={control}>
            {data.tanks.map((tank) => (
              <option key={tank.id} value={tank.id}>
                {tank.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-count`} className={label}>
            How many
          </label>
          <input
            id={`${id}-count`}
            name="count"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={MAX_FISH_COUNT}
            step={1}
            defaultValue={chosen.count}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={`${id}-sex`} className={label}>
            Sex <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <select id={`${id}-sex`} name="sex" defaultValue={chosen.sex ?? ""} aria-describedby={`${id}-sex-hint`} className={control}>
            <option value="">Not stated</option>
            {TANK_SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {SEX_LABELS[sex]}
              </option>
            ))}
          </select>
          <p id={`${id}-sex-hint`} className="mt-1 text-xs text-slate-600">
            Matters for some, such as male bettas.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          <Button type="submit" variant="secondary" disabled={checking || adding}>
            {checking ? "Checking..." : "Check first"}
          </Button>
          <Button type="submit" name="intent" value="add-to-tank" formMethod="post" disabled={checking || adding}>
            {adding ? "Adding..." : "Add to tank"}
          </Button>
        </div>
      </Form>
      <div aria-live="polite">
        {preview?.ok ? <AddToTankPreview preview={preview.preview} units={units} /> : null}
        {preview && !preview.ok ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {preview.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
