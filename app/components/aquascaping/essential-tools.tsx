import { ESSENTIAL_TOOLS } from "~/domain/aquascapes";
import { LineIcon } from "~/components/ui/line-icon";

type ToolId = (typeof ESSENTIAL_TOOLS)[number]["id"];

/** Small line drawings of the four tools, decorative only. */
const ICONS: Record<ToolId, string> = {
  scissors: "M9 6a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM8.5 7.8L20 18M8.5 16.2L20 6",
  tweezers: "M8 3l3 18M16 3l-3 18M8 3h8",
  leveler: "M12 3v10M6 13h12l-1 5H7zM4 21h16",
  weights: "M7 10h10l2 9H5zM10 10V7a2 2 0 0 1 4 0v3",
};

/**
 * The static block of four essential aquascaping tools. Shared by /aquascaping and the home
 * page's aquascaping section; `headingLevel` lets the home page nest it under its own heading.
 */
export function EssentialTools({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ItemHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="essential-tools-heading" className="rounded-lg border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <Heading id="essential-tools-heading" className="text-xl font-semibold text-slate-900">
        Essential Aquascaping Tools
      </Heading>
      <p className="mt-1 text-sm text-slate-700">Four tools that every layout, from a nano tank to a Dutch garden, is easier with.</p>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ESSENTIAL_TOOLS.map((tool) => (
          <li key={tool.id} className="rounded-md border border-slate-200 bg-white p-4">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <LineIcon path={ICONS[tool.id]} />
            </span>
            <ItemHeading className="mt-3 font-semibold text-slate-900">{tool.name}</ItemHeading>
            <p className="mt-1 text-sm text-slate-700">{tool.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
