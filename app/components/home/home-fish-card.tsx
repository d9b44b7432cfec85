import { Link } from "@remix-run/react";
import { DifficultyBadge, TemperamentBadge } from "~/components/fish/fish-badges";

/** What a home page fish card shows. Temperament and size are on the member's featured fish only. */
export type HomeFishCardData = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament?: string;
  maxSize?: number;
  minTankSize?: number;
};

/**
 * A species on the home page or the landing page, linking to its profile. Like the cards of /fish, but with an
 * h3 (it sits under a section heading). The image box has the 12:7 shape of the species illustrations.
 */
export function HomeFishCard({ fish, eager = false }: { fish: HomeFishCardData; eager?: boolean }) {
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
        <h3 className="font-semibold text-slate-900 group-hover:text-brand-800">{fish.name}</h3>
        <p className="text-sm italic text-slate-600">{fish.scientificName}</p>
        <p className="mt-2 flex flex-wrap gap-1.5 min-[480px]:mt-3">
          <DifficultyBadge difficulty={fish.difficulty} />
          {fish.temperament ? <TemperamentBadge temperament={fish.temperament} /> : null}
        </p>
        {fish.maxSize !== undefined && fish.minTankSize !== undefined ? (
          <p className="mt-auto pt-2 text-xs text-slate-600 min-[480px]:pt-3">
            {`Up to ${fish.maxSize} in · ${fish.minTankSize}+ gal tank`}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
