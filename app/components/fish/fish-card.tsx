import { DrawingCard } from "~/components/ui/drawing-card";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { formatLength, LITRES_PER_US_GALLON, type UnitPreferences } from "~/domain/units";
import { DifficultyBadge, TemperamentBadge } from "./fish-badges";
import type { FishCard as FishCardRow } from "~/models/fish.server";

/**
 * What a card shows: the /fish loader and the home page's featured fish select all of it; the landing page's
 * sample fish have no temperament or size, and the card leaves those out.
 */
export type FishCardData = Pick<FishCardRow, "id" | "name" | "scientificName" | "imageUrl" | "difficulty"> &
  Partial<Pick<FishCardRow, "temperament" | "maxSizeIn" | "minTankSizeGal">>;

/** The card's short form of the minimum tank: "20+ gal tank", or in litres "76+ L tank". */
function minimumTank(usGallons: number, units: UnitPreferences): string {
  return units.units === "us" ? `${usGallons}+ gal tank` : `${Math.round(usGallons * LITRES_PER_US_GALLON)}+ L tank`;
}

/**
 * A species in a grid, linking to its profile: the fish database, the home page's featured fish and the landing
 * page's sample fish. `headingLevel` fits the name under the page's headings (h2 on /fish, h3 under a home page
 * section). The image box has the 12:7 shape of the species illustrations, set by width, height and aspect ratio,
 * so nothing shifts as images arrive; `eager` is for the first row only, the rest load as they scroll into view.
 * On a phone the card is a row: image beside the text.
 */
export function FishCard({ fish, eager = false, headingLevel = 2 }: { fish: FishCardData; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const units = useUnitPreferences();
  return (
    <DrawingCard to={`/fish/${fish.id}`} imageUrl={fish.imageUrl} eager={eager}>
      <Heading className="font-semibold text-slate-900 group-hover:text-brand-800">{fish.name}</Heading>
      <p className="text-sm italic text-slate-600">{fish.scientificName}</p>
      <p className="mt-2 flex flex-wrap gap-1.5 min-[480px]:mt-3">
        <DifficultyBadge difficulty={fish.difficulty} />
        {fish.temperament ? <TemperamentBadge temperament={fish.temperament} /> : null}
      </p>
      {fish.maxSizeIn !== undefined && fish.minTankSizeGal !== undefined ? (
        <p className="mt-auto pt-2 text-xs text-slate-600 min-[480px]:pt-3">
          {`Up to ${formatLength(fish.maxSizeIn, units)} · ${minimumTank(fish.minTankSizeGal, units)}`}
        </p>
      ) : null}
    </DrawingCard>
  );
}
