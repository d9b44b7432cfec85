import type { CheckerSpecies, Finding } from "./types";
import { adultLengthCm, capitalise, cm, finding, lengthSource, the, type Context } from "./measure";

/**
 * A grown snail with a shell lid (operculum) up to this fraction of a snail-eater's length is still crushed or
 * swallowed whole; a larger one can shut itself in, and is only at risk (a caution). A judgement, as the prey
 * ratio of docs/decisions/026 is: it puts an angelfish's 2.5 cm nerite above the line and a clown loach's trumpet
 * snail below it. See docs/decisions/047.
 */
export const LIDDED_SNAIL_PREY_RATIO = 0.15;

/** How a snail-eater deals with a snail: what happens, and the facts that say so. */
type SnailFate = { eaten: boolean; why: string; sizes: boolean; byPrey?: true };

/**
 * What the references say of the eater comes first: one that takes grown snails (cracks, swallows or empties
 * them) gets past any lid; one that manages only small snails leaves grown ones alive, lid or not. Where
 * they say only that it eats snails, the snail's defence decides. A snail without a lid (ramshorn, bladder), or
 * whose lid is unknown, is food. A grown snail with a lid is food only for an eater that gets past it: a puffer
 * cracks shells with its beak, a snail that eats snails (the assassin) reaches in, and a big fish crushes or
 * swallows a small snail whole. Beside any other eater it is at risk, not food.
 */
function snailFate(eater: CheckerSpecies, snail: CheckerSpecies): SnailFate {
  const eaterName = capitalise(the(eater));
  if (eater.facts.snailPrey === "small" && eater.fishType !== "Puffer" && eater.fishType !== "Snail") {
    return {
      eaten: false,
      why: `${eaterName} eats only small snails and leaves grown ones alone: ${the(snail)} is at risk only while small.`,
      sizes: false,
      byPrey: true,
    };
  }
  if (snail.facts.operculum !== true) {
    const lidless = snail.facts.operculum === false ? `: it has no lid to shut itself in.` : `.`;
    return { eaten: true, why: `${eaterName} eats snails, and will hunt ${the(snail)} down${lidless}`, sizes: false };
  }
  if (eater.fishType === "Puffer") {
    return {
      eaten: true,
      why: `${eaterName} eats snails and cracks their shells with its beak: ${the(snail)}'s lid does not save it.`,
      sizes: false,
    };
  }
  if (eater.fishType === "Snail") {
    return { eaten: true, why: `${eaterName} eats snails and reaches in past ${the(snail)}'s lid: it will hunt it down.`, sizes: false };
  }
  if (eater.facts.snailPrey === "grown") {
    return {
      eaten: true,
      why: `${eaterName} eats grown snails, lid and all: ${the(snail)} will be eaten.`,
      sizes: false,
      byPrey: true,
    };
  }
  const snailCm = adultLengthCm(snail);
  if (snailCm <= LIDDED_SNAIL_PREY_RATIO * adultLengthCm(eater) + 1e-9) {
    return {
      eaten: true,
      why: `${eaterName} eats snails, and ${the(snail)} (${cm(snailCm)}) is small enough for it to crush or swallow, lid and all.`,
      sizes: true,
    };
  }
  return {
    eaten: false,
    why:
      `${eaterName} eats snails, but ${the(snail)} (${cm(snailCm)}) is a large mouthful for it and shuts itself in behind ` +
      `its lid, so grown ones often survive. Small or weak ones are still eaten: watch them.`,
    sizes: true,
  };
}

/**
 * Snails with snail-eaters (puffers, many loaches, assassin snails, cichlids that crack shells): won't work where
 * the snails are food, a caution where a lid keeps grown ones safe, as keepers find with nerite and mystery snails
 * beside fish that clear out ramshorns.
 */
export function snailEaters(ctx: Context): Finding[] {
  const snailGroups = ctx.groups.filter((group) => group.species.fishType === "Snail");
  const eaters = ctx.groups.filter((group) => group.species.facts.eatsSnails === true);
  return eaters.flatMap((eater) =>
    snailGroups
      .filter((prey) => prey !== eater)
      .map((prey) => {
        const fate = snailFate(eater.species, prey.species);
        const lengths = (species: CheckerSpecies) => (fate.sizes ? [lengthSource(species)] : []);
        return finding(
          "eats-snails",
          fate.eaten ? "wont-work" : "caution",
          fate.why,
          fate.sizes
            ? {
                snailEaters: 1,
                snailLengthCm: adultLengthCm(prey.species),
                eaterLengthCm: adultLengthCm(eater.species),
                liddedSnailPreyRatio: LIDDED_SNAIL_PREY_RATIO,
              }
            : { snailEaters: 1 },
          [eater.species, prey.species],
          [
            [eater.species, ["eatsSnails", ...(fate.byPrey ? ["snailPrey"] : []), ...lengths(eater.species)]],
            ...(prey.species.facts.operculum != null
              ? [[prey.species, ["operculum", ...lengths(prey.species)]] as [CheckerSpecies, string[]]]
              : []),
          ],
        );
      }),
  );
}
