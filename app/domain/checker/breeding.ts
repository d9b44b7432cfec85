import type { Finding } from "./types";
import { capitalise, finding, listNames, sexCounts, type Context } from "./measure";

/**
 * Breeding: animals whose references say they multiply in a tank without help. One note each for the fish and
 * the snails, never a problem: some keepers want the young. See docs/decisions/047.
 */
export function breedingRules(ctx: Context): Finding[] {
  return [...livebearerYoung(ctx), ...snailNumbers(ctx)];
}

/**
 * Livebearers that breed readily (guppies, platies, mollies), kept so that a male and a female may meet, give
 * young every month or two, and the tank a newcomer stocked for six holds sixty within months. Males alone, or
 * females alone, are left out (sexes as the member gave them; an unknown sex may be either).
 */
function livebearerYoung(ctx: Context): Finding[] {
  const breeders = ctx.groups.filter((group) => {
    if (group.species.fishType === "Snail" || group.species.facts.breedsReadily !== true) return false;
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

/**
 * Snails that breed readily (ramshorn, bladder, Malaysian trumpet): one is enough to start, as they are
 * hermaphrodites or need no mate, and their numbers follow the food. Not where a snail-eater shares the tank,
 * which keeps them down (and has its own finding).
 */
function snailNumbers(ctx: Context): Finding[] {
  const eaters = ctx.groups.some((group) => group.species.facts.eatsSnails === true);
  if (eaters) return [];
  const snails = ctx.groups
    .filter((group) => group.species.fishType === "Snail" && group.species.facts.breedsReadily === true)
    .map((group) => group.species);
  if (snails.length === 0) return [];
  const many = snails.length > 1;
  return [
    finding(
      "breeding",
      "note",
      `${capitalise(listNames(snails))} ${many ? "multiply" : "multiplies"} with the food ${many ? "they find" : "it finds"}: ` +
        `feed the tank sparingly and lift out the surplus, or the snails soon cover the glass.`,
      {},
      snails,
      snails.map((s) => [s, ["breedsReadily"]]),
    ),
  ];
}
