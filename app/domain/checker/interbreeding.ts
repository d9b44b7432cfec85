import type { CheckerSpecies, Finding } from "./types";
import { capitalise, finding, listNames, type Context } from "./measure";

/**
 * Species that cross in aquaria and whose young are fertile, so a tank holding two of one set breeds hybrids
 * (docs/decisions/069). Each set is named by the binomials, since common names vary:
 *
 * - platies and swordtails: the trade's platies and swordtails are mostly crosses already;
 * - the guppy and Endler's livebearer;
 * - the mollies, short-finned and sailfin: the bred mollies descend from crosses of them;
 * - the Betta splendens complex: the domestic betta and its wild relatives;
 * - the bee and tiger dwarf shrimps (Crystal Red, Tiger).
 */
const INTERBREEDING_SETS: readonly { binomials: readonly string[]; malesAlone: boolean }[] = [
  { binomials: ["xiphophorus maculatus", "xiphophorus variatus", "xiphophorus hellerii"], malesAlone: true },
  { binomials: ["poecilia reticulata", "poecilia wingei"], malesAlone: true },
  { binomials: ["poecilia sphenops", "poecilia latipinna", "poecilia velifera", "poecilia mexicana"], malesAlone: true },
  // Male fighting fish fight, and a shrimp's sex is hard to tell: for these, one species is the only way.
  {
    binomials: ["betta splendens", "betta imbellis", "betta smaragdina", "betta stiktos", "betta mahachaiensis", "betta siamorientalis"],
    malesAlone: false,
  },
  { binomials: ["caridina cantonensis", "caridina mariae"], malesAlone: false },
];

const binomialOf = (species: CheckerSpecies) => species.scientificName?.trim().toLowerCase() ?? "";

/** A note for each set with two or more of its species in the tank: they cross, and the young are hybrids. */
export function interbreedingRules(ctx: Context): Finding[] {
  return INTERBREEDING_SETS.flatMap(({ binomials, malesAlone }) => {
    const species = ctx.groups.map((group) => group.species).filter((s) => binomials.includes(binomialOf(s)));
    if (species.length < 2) return [];
    return [
      finding(
        "interbreeding",
        "note",
        `${capitalise(listNames(species))} interbreed, and their young are fertile hybrids: if you want young that ` +
          `breed true, keep only one of them${malesAlone ? ", or males alone" : ""}.`,
        {},
        species,
        species.map((s) => [s, ["scientificName"]]),
      ),
    ];
  });
}
