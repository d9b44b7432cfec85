import type { Finding } from "./types";
import { capitalise, finding, listNames, sexCounts, type Context } from "./measure";

/**
 * Breeding: livebearers whose references say they breed readily (guppies, platies, mollies), kept so that a male
 * and a female may meet, give young every month or two, and the tank a newcomer stocked for six holds sixty within
 * months. One note for the tank, never a problem: some keepers want the young. Males alone, or females alone, are
 * left out (sexes as the member gave them; an unknown sex may be either). See docs/decisions/047.
 */
export function breedingRules(ctx: Context): Finding[] {
  const breeders = ctx.groups.filter((group) => {
    if (group.species.facts.breedsReadily !== true) return false;
    const { males, females, unknown } = sexCounts(group.entries);
    return group.count >= 2 && males + unknown >= 1 && females + unknown >= 1;
  });
  if (breeders.length === 0) return [];
  const species = breeders.map((group) => group.species);
  // Males kept alone fight where the references say so (swordtails): then that is no way out.
  const malesAlone = species.every((s) => s.facts.sexRatio?.malesFight !== true);
  return [
    finding(
      "breeding",
      "note",
      `${capitalise(listNames(species))} ${species.length > 1 ? "breed" : "breeds"} readily: with males and females together, ` +
        `expect young every month or two and a tank that fills up. Plan for them: dense plants where a few grow up, ` +
        `${malesAlone ? "a shop or club that takes the surplus, or males alone." : "or a shop or club that takes the surplus."}`,
      {},
      species,
      species.map((s) => [s, ["breedsReadily"]]),
    ),
  ];
}
