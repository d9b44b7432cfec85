import { roundedDownFigure, type SiteFigures } from "~/domain/figures";

/** The signed-in home page's figures with their labels, counted from the database and rounded down. */
export function homeStats(figures: SiteFigures) {
  return [
    { value: roundedDownFigure(figures.species), label: "Fish Species" },
    { value: roundedDownFigure(figures.productReviews), label: "Product Reviews" },
    { value: roundedDownFigure(figures.videos), label: "Tutorial Videos" },
    { value: roundedDownFigure(figures.guides), label: "Care Guides" },
  ];
}

export function StatsStrip({ figures }: { figures: SiteFigures }) {
  return (
    <section aria-label="Shoal in numbers" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4">
        {homeStats(figures).map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
