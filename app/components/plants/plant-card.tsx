import { DifficultyBadge } from "~/components/fish/fish-badges";
import { Badge } from "~/components/ui/badge";
import { DrawingCard } from "~/components/ui/drawing-card";
import { matchNoteText, type SearchMatch } from "~/domain/fish-search";
import { plantValueLabel } from "~/domain/plant-filters";
import { cx } from "class-variance-authority";

export type PlantCardData = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  type: string;
  light: string;
  co2: string;
  difficulty: string;
  match?: SearchMatch;
};

/** Cards above the fold on a wide screen load at once; the rest are lazy. */
const EAGER_IMAGES = 4;

/**
 * A plant in the grid of /plants, linking to its page: its drawing (the 12:7 card of the fish drawings), names,
 * difficulty and light, and its type and CO2 need. A plant found under a synonym says so.
 */
function PlantCard({ plant, eager }: { plant: PlantCardData; eager: boolean }) {
  const note = matchNoteText(plant.match);
  return (
    <DrawingCard to={`/plants/${plant.id}`} imageUrl={plant.imageUrl} eager={eager}>
      <h2 className="font-semibold text-slate-900 group-hover:text-brand-800">{plant.name}</h2>
      <p className="text-sm italic text-slate-600">{plant.scientificName}</p>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
      <p className="mt-2 flex flex-wrap gap-1.5 min-[480px]:mt-3">
        <DifficultyBadge difficulty={plantValueLabel(plant.difficulty)} />
        <Badge tone="warning">{plantValueLabel(plant.light)} light</Badge>
      </p>
      <p className="mt-auto pt-2 text-xs text-slate-600 min-[480px]:pt-3">{`${plantValueLabel(plant.type)} · CO2 ${plant.co2}`}</p>
    </DrawingCard>
  );
}

/** The grid of /plants: one card per plant. */
export function PlantGrid({ plants, pending = false }: { plants: readonly PlantCardData[]; pending?: boolean }) {
  return (
    <ul
      className={cx(
        "mt-4 grid grid-cols-1 gap-3 [--card-height:122px] min-[480px]:grid-cols-2 min-[480px]:gap-4 min-[480px]:[--card-height:310px] md:grid-cols-3 lg:grid-cols-4",
        pending ? "opacity-60 transition-opacity" : "",
      )}
    >
      {plants.map((plant, i) => (
        <li key={plant.id} className={i < EAGER_IMAGES ? undefined : "render-near-view"}>
          <PlantCard plant={plant} eager={i < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
