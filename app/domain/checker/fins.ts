import { usGallonsToLitres } from "../units";
import type { CheckerSpecies, Finding } from "./types";
import { capitalise, finding, isBettaSplendens, litres, nominalVolumeL, sexCounts, the, VOLUME_TOLERANCE, type Context } from "./measure";

/**
 * Fins and Bettas: fin-nippers with long-finned or slow fish, fin-nippers with a Betta, more than one male Betta,
 * and a male Betta with females.
 * "Slow" has no fact of its own: the long-finned, and the labyrinth fish (bettas and gouramis), which the
 * "slow-moving fish" compatibility group names.
 */

function isSlowOrLongFinned(species: CheckerSpecies): boolean {
  return species.facts.longFinned === true || species.fishType === "Labyrinth";
}

function finNipping(ctx: Context): Finding[] {
  const findings: Finding[] = [];
  for (const nipper of ctx.groups) {
    if (nipper.species.facts.finNipper !== true) continue;
    for (const target of ctx.groups) {
      if (target === nipper) continue;
      const betta = isBettaSplendens(target.species);
      if (!betta && !isSlowOrLongFinned(target.species)) continue;
      const why = target.species.facts.longFinned === true ? "long-finned" : "a slow swimmer";
      findings.push(
        finding(
          "fin-nipping",
          betta ? "wont-work" : "caution",
          betta
            ? `${capitalise(the(nipper.species))} nips fins, and ${the(target.species)}'s long fins are its favourite target: ` +
                `a Betta kept with fin-nippers is torn and stressed.`
            : `${capitalise(the(nipper.species))} nips fins, and ${the(target.species)} is ${why}: watch for torn fins, ` +
                `or keep ${the(nipper.species)} in a large group, which keeps its nipping within the group.`,
          { finNipper: 1, targetLongFinned: Number(target.species.facts.longFinned === true), targetBetta: Number(betta) },
          [nipper.species, target.species],
          [
            [nipper.species, ["finNipper"]],
            [target.species, target.species.facts.longFinned === true ? ["longFinned"] : ["fishType"]],
          ],
        ),
      );
    }
  }
  return findings;
}

/**
 * Male Betta splendens fight to the death. Counted across every entry of the species (a profile may exist under
 * more than one name): "male" entries count in full; a "mixed" entry holds at least one male; an entry of
 * unknown sex may be all males, since almost every Betta sold is one.
 */
function maleBettas(ctx: Context): Finding[] {
  const bettas = ctx.groups.filter((group) => isBettaSplendens(group.species));
  const { males, unknown } = sexCounts(bettas.flatMap((group) => group.entries));
  if (males + unknown <= 1) return [];
  const species = bettas.map((group) => group.species);
  const used: [CheckerSpecies, string[]][] = species.map((s) => [s, s.scientificName ? ["scientificName"] : ["name", "fishType"]]);
  const message =
    males > 1
      ? `${males} male Bettas: males fight until one is badly hurt or dead. Keep one male per tank.`
      : `${males + unknown} Bettas, ${unknown} of unknown sex: almost every Betta sold is a male, and males fight until one ` +
        `is badly hurt or dead. Keep one male per tank.`;
  return [finding("male-bettas", "wont-work", message, { males, unknownSex: unknown }, species, used)];
}

/**
 * Betta splendens of both sexes, or females together (docs/decisions/047). Keepers and care guides agree that a
 * male kept with females chases them and can hurt or kill one not ready to spawn, so the sexes meet only to breed:
 * a caution (a few keep them together in a large, dense tank). Females together squabble over rank; those who keep
 * a "sorority" keep five or more, so that no one fish takes all of the strongest one's attention, in a densely
 * planted tank of 20 US gal or more: a note when both hold, a caution when either falls short. Fish of unknown sex
 * are taken as males, as most Bettas sold are.
 */
function bettaCompany(ctx: Context): Finding[] {
  const bettas = ctx.groups.filter((group) => isBettaSplendens(group.species));
  if (bettas.length === 0) return [];
  const { males, females, unknown } = sexCounts(bettas.flatMap((group) => group.entries));
  const species = bettas.map((group) => group.species);
  const used: [CheckerSpecies, string[]][] = species.map((s) => [s, s.scientificName ? ["scientificName"] : ["name", "fishType"]]);
  const likelyMales = males + unknown;
  if (likelyMales >= 1 && females >= 1) {
    return [
      finding(
        "betta-sexes",
        "caution",
        `A male Betta with ${females === 1 ? "a female" : `${females} females`} chases ${females === 1 ? "her" : "them"}, and a ` +
          `female not ready to spawn can be badly hurt or killed: keep him apart, and put them together only to breed.`,
        { males: likelyMales, females },
        species,
        used,
      ),
    ];
  }
  if (likelyMales === 0 && females >= 2) return [sorority(ctx, females, species, used)];
  return [];
}

/** The smallest sorority keepers advise: in fewer, the strongest female picks on the weakest. */
export const SORORITY_MIN_FEMALES = 5;
/** The smallest tank keepers advise for a sorority (the guides run from 10 to 40 US gal; most say 20). */
export const SORORITY_MIN_TANK_GAL = 20;

function sorority(ctx: Context, females: number, species: CheckerSpecies[], used: [CheckerSpecies, string[]][]): Finding {
  const volume = nominalVolumeL(ctx.tank);
  const minVolume = usGallonsToLitres(SORORITY_MIN_TANK_GAL);
  const fewFemales = females < SORORITY_MIN_FEMALES;
  const smallTank = volume < minVolume * (1 - VOLUME_TOLERANCE);
  const advice =
    `Keepers of a "sorority" keep five or more in a densely planted tank of at least ${litres(minVolume)} ` +
    `(${SORORITY_MIN_TANK_GAL} US gal), and have somewhere to move one that is bullied.`;
  const shortfall = fewFemales
    ? `${females} female Bettas: in a group this small the strongest picks on the weakest. `
    : smallTank
      ? `${females} female Bettas in about ${litres(volume)}: too little room for a bullied one to get away. `
      : `Female Bettas kept together squabble over rank. `;
  return finding(
    "betta-sexes",
    fewFemales || smallTank ? "caution" : "note",
    shortfall + advice,
    { males: 0, females, tankVolumeL: volume, sororityMinFemales: SORORITY_MIN_FEMALES, sororityMinVolumeL: minVolume },
    species,
    used,
  );
}

export function finRules(ctx: Context): Finding[] {
  return [...finNipping(ctx), ...maleBettas(ctx), ...bettaCompany(ctx)];
}
