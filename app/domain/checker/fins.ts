import type { CheckerSpecies, Finding } from "./types";
import { capitalise, finding, isBettaSplendens, the, type Context } from "./measure";

/**
 * Fins: fin-nippers with long-finned or slow fish, fin-nippers with a Betta, and more than one male Betta.
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
  let males = 0;
  let unknown = 0;
  for (const entry of bettas.flatMap((group) => group.entries)) {
    if (entry.sex === "male") males += entry.count;
    else if (entry.sex === "mixed") males += 1;
    else if (entry.sex === undefined) unknown += entry.count;
  }
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

export function finRules(ctx: Context): Finding[] {
  return [...finNipping(ctx), ...maleBettas(ctx)];
}
