import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { convertMeasuresInText } from "~/domain/units-in-text";

/**
 * Care Requirements: the rows a profile states (the server leaves out missing ones), and the diet, always.
 * Temperatures, lengths and volumes the notes quote are shown in the reader's units.
 */

export type CareItemView = { key: string; label: string; value: string };

export function CareRequirementsCard({ diet, items }: { diet: string; items: CareItemView[] }) {
  const units = useUnitPreferences();
  return (
    <section aria-labelledby="care-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="care-heading" className="text-lg font-semibold text-slate-900">
        Care Requirements
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        <div className="py-3 first:pt-0">
          <dt className="text-sm font-medium text-slate-500">Diet</dt>
          <dd className="mt-0.5 text-slate-900">{diet}</dd>
        </div>
        {items.map((item) => (
          <div key={item.key} className="py-3 last:pb-0">
            <dt className="text-sm font-medium text-slate-500">{item.label}</dt>
            <dd className="mt-0.5 text-slate-900">{convertMeasuresInText(item.value, units)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
