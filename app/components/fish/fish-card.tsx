import { Link } from "@remix-run/react";

/** What a card shows: the /fish loader selects exactly these columns. */
export type FishCardData = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  maxSize: number;
  minTankSize: number;
};

const DIFFICULTY_TONES: Record<string, string> = {
  beginner: "bg-green-100 text-green-800",
  easy: "bg-green-100 text-green-800",
  moderate: "bg-amber-100 text-amber-900",
  advanced: "bg-red-100 text-red-800",
};

const TEMPERAMENT_TONES: Record<string, string> = {
  peaceful: "bg-sky-100 text-sky-900",
  community: "bg-teal-100 text-teal-900",
  "semi-aggressive": "bg-orange-100 text-orange-900",
  aggressive: "bg-red-100 text-red-800",
};

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = DIFFICULTY_TONES[difficulty.toLowerCase()] ?? "bg-slate-100 text-slate-800";
  return <span className={`${badge} ${tone}`}>{difficulty}</span>;
}

export function TemperamentBadge({ temperament }: { temperament: string }) {
  const tone = TEMPERAMENT_TONES[temperament.toLowerCase()] ?? "bg-slate-100 text-slate-800";
  return <span className={`${badge} ${tone}`}>{temperament}</span>;
}

/**
 * A species in the fish database grid, linking to its profile. The image box has the 12:7 shape of the species
 * illustrations, set by width, height and aspect ratio, so nothing shifts as images arrive; `eager` is for the
 * first row only, the rest load as they scroll into view. On a phone the card is a row: image beside the text.
 */
export function FishCard({ fish, eager = false }: { fish: FishCardData; eager?: boolean }) {
  return (
    <Link
      to={`/fish/${fish.id}`}
      className="group flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md min-[480px]:flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={fish.imageUrl}
        alt=""
        width={240}
        height={140}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[12/7] w-32 shrink-0 self-center bg-brand-50 object-cover min-[480px]:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 min-[480px]:p-4">
        <h2 className="font-semibold text-slate-900 group-hover:text-brand-800">{fish.name}</h2>
        <p className="text-sm italic text-slate-600">{fish.scientificName}</p>
        <p className="mt-2 flex flex-wrap gap-1.5 min-[480px]:mt-3">
          <DifficultyBadge difficulty={fish.difficulty} />
          <TemperamentBadge temperament={fish.temperament} />
        </p>
        <p className="mt-auto pt-2 text-xs text-slate-600 min-[480px]:pt-3">
          {`Up to ${fish.maxSize} in · ${fish.minTankSize}+ gal tank`}
        </p>
      </div>
    </Link>
  );
}
