/**
 * The spec's static marketing figures for the signed-in home page (SPEC section 1). They are not counts of the
 * database, and the page never computes them.
 */
export const HOME_STATS = [
  { value: "250+", label: "Fish Species" },
  { value: "500+", label: "Product Reviews" },
  { value: "150+", label: "Tutorial Videos" },
  { value: "100+", label: "Care Guides" },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="Shoal in numbers" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4">
        {HOME_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
