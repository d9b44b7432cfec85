import { PROFILE_FACT_KEYS, SPECIES_FACT_KEYS, type CitableFact, type Flow } from "../../app/domain/species-facts";
import { inchesToCm } from "../../app/domain/units";
import type { SpeciesFile } from "./species-schema";

/**
 * What a finished species file must say, beyond its schema: every fact the checker reads, each backed by at
 * least one cited reference, and a profile whose fields, facts and care text agree with each other. A fact may
 * stay unknown only when a note says that no reference states it.
 */

/**
 * The checker facts every species states: all but the optional sex ratio, the prey size (only for a fish that
 * eats fish), the rival group (only for a species that has look-alike rivals), the body length (only where a
 * long display tail makes up much of the total length), whether it breeds in fresh water (only for shrimp),
 * whether it breeds readily (only for livebearers and snails) whether it has a shell lid (only for snails) and which snails
 * it eats (only for a snail-eater whose references say).
 */
const OPTIONAL_FACTS = new Set<string>([
  "sexRatio",
  "maxPreyRatio",
  "rivalGroup",
  "bodyLengthCm",
  "breedsInFreshWater",
  "breedsReadily",
  "operculum",
  "snailPrey",
]);
export const REQUIRED_FACTS = SPECIES_FACT_KEYS.filter((key) => !OPTIONAL_FACTS.has(key));

/** The profile fields whose values a reference must back, beside the checker facts. */
export const CITED_PROFILE_FIELDS = [
  "maxSize",
  "minTankSize",
  "temperature",
  "ph",
] as const satisfies readonly (typeof PROFILE_FACT_KEYS)[number][];

export const MIN_SOURCES = 2;

/** A note that leaves a fact unknown must say so in these words, so unknowns are found and counted. */
export const UNKNOWN_NOTE_PREFIX = "Unknown:";

/** The inner length of the usual tank of a nominal US-gallon volume, in cm (10 gal 50 cm, 55 gal 122 cm...). */
export function usualTankLengthCm(gallons: number): number {
  const usual: [number, number][] = [
    [5, 41],
    [10, 51],
    [20, 61],
    [29, 76],
    [40, 91],
    [75, 122],
    [90, 122],
    [125, 183],
    [180, 183],
  ];
  return usual.find(([upTo]) => gallons <= upTo)?.[1] ?? 213;
}

/** The facts a file leaves unknown, each with the note that says why. */
export function unknownFacts(file: SpeciesFile): { fact: string; note: string }[] {
  return REQUIRED_FACTS.filter((key) => file.facts[key] === undefined).flatMap((key) => {
    const note = file.factNotes[key];
    return note?.startsWith(UNKNOWN_NOTE_PREFIX) ? [{ fact: key, note }] : [];
  });
}

/** Everything that keeps a species file from being complete, sourced and consistent; empty when it is. */
export function speciesProblems(file: SpeciesFile): string[] {
  return [...missingFacts(file), ...sourceProblems(file), ...consistencyProblems(file)];
}

function missingFacts(file: SpeciesFile): string[] {
  const problems = REQUIRED_FACTS.filter(
    (key) => file.facts[key] === undefined && !file.factNotes[key]?.startsWith(UNKNOWN_NOTE_PREFIX),
  ).map((key) => `facts.${key} is missing (or needs a note starting "${UNKNOWN_NOTE_PREFIX}" saying no reference states it)`);
  if ((file.facts.piscivore === true || file.facts.takesSmallFish === true) && file.facts.maxPreyRatio === undefined) {
    problems.push("a fish that eats fish needs facts.maxPreyRatio");
  }
  if (file.fishType === "Shrimp" && file.facts.breedsInFreshWater === undefined) {
    problems.push("a shrimp needs facts.breedsInFreshWater: whether its young grow up in fresh water");
  }
  if ((file.fishType === "Livebearer" || file.fishType === "Snail") && file.facts.breedsReadily === undefined) {
    problems.push("a livebearer or snail needs facts.breedsReadily: whether it multiplies in a tank without help");
  }
  if (file.fishType === "Snail" && file.facts.operculum === undefined) {
    problems.push("a snail needs facts.operculum: whether it can shut its shell behind a lid");
  }
  return problems;
}

/**
 * An address a reader can follow and that names the page itself: a host written with a trailing dot
 * ("wikipedia.org./wiki/...") or a copied session id makes the same page look like another, and the
 * session id expires.
 */
function addressProblem(url: string): string | null {
  if (new URL(url).hostname.endsWith(".")) return "the host ends in a dot";
  if (/[?&](sid|sessid|phpsessid|jsessionid)=[a-z0-9]{16,}/i.test(url)) return "it carries a session id";
  return null;
}

function sourceProblems(file: SpeciesFile): string[] {
  const problems: string[] = [];
  if (file.sources.length < MIN_SOURCES) problems.push(`cites ${file.sources.length} sources; at least ${MIN_SOURCES} are needed`);
  const urls = file.sources.map((source) => source.url);
  if (new Set(urls).size !== urls.length) problems.push("cites the same address twice");
  for (const url of urls) {
    const why = addressProblem(url);
    if (why) problems.push(`${url}: ${why}`);
  }
  const cited = new Set<CitableFact>(file.sources.flatMap((source) => source.facts));
  const stated = SPECIES_FACT_KEYS.filter((key) => file.facts[key] !== undefined);
  for (const key of [...stated, ...CITED_PROFILE_FIELDS]) {
    if (!cited.has(key)) problems.push(`no source is cited for ${key}`);
  }
  for (const source of file.sources) {
    for (const key of source.facts) {
      const isProfileField = (PROFILE_FACT_KEYS as readonly string[]).includes(key);
      if (!isProfileField && file.facts[key as keyof typeof file.facts] === undefined) {
        problems.push(`"${source.title}" is cited for ${key}, which the file does not state`);
      }
    }
  }
  return problems;
}

/**
 * The fish page shows the profile's Max Size beside the adult length, so the two must read as one size: within
 * 10% of a total length, and from 90% to 140% of a standard length (the tail adds about a fifth to most fish).
 */
function profileSizeAgrees(profileCm: number, adultCm: number, lengthType: "SL" | "TL" | undefined): boolean {
  if (lengthType === "SL") return profileCm >= adultCm * 0.9 && profileCm <= adultCm * 1.4;
  return Math.abs(profileCm - adultCm) <= adultCm * 0.1;
}

function consistencyProblems(file: SpeciesFile): string[] {
  const problems: string[] = [];
  const { facts } = file;
  const profileLengthCm = inchesToCm(file.maxSizeIn);
  if (facts.adultLengthCm !== undefined && !profileSizeAgrees(profileLengthCm, facts.adultLengthCm, facts.lengthType)) {
    problems.push(`maxSizeIn ${file.maxSizeIn} in (${profileLengthCm.toFixed(1)} cm) disagrees with adultLengthCm ${facts.adultLengthCm}`);
  }
  if (facts.minTankLengthCm !== undefined && facts.adultLengthCm !== undefined && facts.minTankLengthCm < facts.adultLengthCm * 1.5) {
    problems.push(`minTankLengthCm ${facts.minTankLengthCm} is under 1.5 adult lengths`);
  }
  if (facts.minTankLengthCm !== undefined) {
    const usual = usualTankLengthCm(file.minTankSizeGal);
    if (facts.minTankLengthCm < usual * 0.6 || facts.minTankLengthCm > usual * 1.6) {
      problems.push(
        `minTankLengthCm ${facts.minTankLengthCm} disagrees with minTankSizeGal ${file.minTankSizeGal} gal (usually ${usual} cm long)`,
      );
    }
  }
  if (file.schoolingFish && facts.minGroupSize !== undefined && facts.minGroupSize < 3) {
    problems.push("a schooling fish's minGroupSize is under 3");
  }
  const schoolSize = file.careRequirements.schoolSize?.match(/\d+/)?.[0];
  if (schoolSize !== undefined && facts.minGroupSize !== undefined && Number(schoolSize) !== facts.minGroupSize) {
    problems.push(`careRequirements.schoolSize starts at ${schoolSize} but minGroupSize is ${facts.minGroupSize}`);
  }
  const heating = file.careRequirements.heating?.match(/(\d+)(?:\s*-\s*(\d+))?\s*°F/);
  if (heating) {
    const [low, high] = [Number(heating[1]), Number(heating[2] ?? heating[1])];
    if (low < file.minTemperatureF || high > file.maxTemperatureF) {
      problems.push(`careRequirements.heating (${heating[0]}) lies outside ${file.minTemperatureF}-${file.maxTemperatureF}°F`);
    }
  }
  if (facts.minGh !== undefined && facts.maxGh !== undefined && facts.minGh >= facts.maxGh) {
    problems.push("minGh must be below maxGh");
  }
  if (facts.piscivore === true && file.diet === "Herbivore") problems.push("a piscivore cannot be a herbivore");
  const careFlows = flowsNamedIn(file.careRequirements.filtration ?? "");
  if (facts.flow !== undefined && careFlows.size > 0 && !careFlows.has(facts.flow)) {
    problems.push(`careRequirements.filtration asks for a ${[...careFlows].join(" or ")} current, but flow is ${facts.flow}`);
  }
  return problems;
}

/** How the care text's words for a current ("gentle to moderate flow", "strong current") read as flows. */
const FLOW_WORDS: Record<string, Flow[]> = {
  "very gentle": ["gentle"],
  gentle: ["gentle"],
  little: ["gentle"],
  light: ["gentle"],
  moderate: ["moderate"],
  some: ["moderate"],
  good: ["moderate", "strong"],
  strong: ["strong"],
};

/** The flows a care text's filtration line allows: every current it names, a range giving both its ends. */
function flowsNamedIn(text: string): Set<Flow> {
  const named = new Set<Flow>();
  const words = Object.keys(FLOW_WORDS).join("|");
  const phrase = new RegExp(`\\b(${words})(?:\\s+to\\s+(${words}))?(?:,?\\s+[\\w-]+){0,2}?\\s+(?:flow|current|water movement)\\b`, "gi");
  for (const match of text.matchAll(phrase)) {
    const [said, from, to] = match;
    // "strong flow tires them", "struggle against strong current": a current to avoid, not one asked for.
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + said.length);
    if (/\b(?:against|avoid|no|not|without)\s+$/i.test(before) || /^\s*(?:tires|exhausts|stresses)\b/i.test(after)) continue;
    const ends = [FLOW_WORDS[from.toLowerCase()], to ? FLOW_WORDS[to.toLowerCase()] : []].flat();
    if (to && ends.includes("gentle") && ends.includes("strong")) named.add("moderate");
    for (const flow of ends) named.add(flow);
  }
  return named;
}
