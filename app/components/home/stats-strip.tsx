import { roundedDownFigure, type SiteFigures } from "~/domain/figures";

/**
 * The signed-in home page's figures with their labels, counted from the database and rounded down. A figure whose
 * count is zero is left out: "0 Tutorial Videos" says nothing a visitor can use.
 */
export function homeStats(figures: SiteFigures) {
  return [
    { count: figures.species, label: "Fish Species" },
    { count: figures.productReviews, label: "Product Reviews" },
    { count: figures.videos, label: "Tutorial Videos" },
    { count: figures.guides, label: "Care Guides" },
  ]
    .filter((stat) => stat.count > 0)
    .map(({ count, label }) => ({ value: roundedDownFigure(count), label }));
}

export function StatsStrip({ figures }: { figures: SiteFigures }) {
  const stats = homeStats(figures);
  if (stats.length === 0) return null;
  return (
    <section aria-label="Shoal in numbers" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto flex max-w-7xl flex-wrap justify-center gap-y-6 px-4 py-8 sm:px-6">
        {stats.map((stat) => (
          <div key={stat.label} className="flex w-1/2 flex-col-reverse items-center px-2 text-center md:w-1/4">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
