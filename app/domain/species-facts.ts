/**
 * The facts a compatibility checker needs, as numbers and flags. Each is either taken from consensus references
 * (SeriouslyFish, FishBase, PlanetCatfish, Aquarium Glaser and the like) or unknown (null): never guessed.
 * Stored in metric units (cm, dGH) and shown in the reader's units like every other measurement.
 */

export const LENGTH_TYPES = ["SL", "TL"] as const;
export type LengthType = (typeof LENGTH_TYPES)[number];
export const SWIM_ZONES = ["top", "middle", "bottom"] as const;
export type SwimZone = (typeof SWIM_ZONES)[number];
/** Waste for the animal's size: high for plecos, goldfish and large cichlids, low for shrimp and snails. */
export const BIOLOADS = ["low", "normal", "high"] as const;
export type Bioload = (typeof BIOLOADS)[number];
/**
 * The water movement a species wants in an aquarium: still or gentle (bettas, fancy goldfish), moderate (most
 * community fish, and those the references give a wide range), or strong (hillstream loaches, which cling to rock
 * in fast streams and need the current and the oxygen it brings).
 */
export const FLOWS = ["gentle", "moderate", "strong"] as const;
export type Flow = (typeof FLOWS)[number];

/**
 * Which snails a snail-eater takes: "grown" when it cracks, swallows or pulls out grown snails, lidded ones too
 * (puffers, big cichlids, loaches that empty the shells); "small" when it manages only small or young snails, and
 * grown snails are left alone.
 */
export const SNAIL_PREY = ["grown", "small"] as const;
export type SnailPrey = (typeof SNAIL_PREY)[number];

/**
 * How the sexes should be mixed where it matters: at least `femalesPerMale` females for each male (livebearers,
 * harem cichlids), and at most `maxMalesPerTank` males in one tank (one male betta). `malesFight` where the
 * references give rivalry between males as a reason for the ratio, not only the chasing of females: a group of
 * males alone, which suits a guppy, then fights.
 */
export type SexRatio = { femalesPerMale?: number; maxMalesPerTank?: number; malesFight?: boolean };

export type SpeciesFacts = {
  /** Adult length reached in aquaria, in cm: total length where the references give both. */
  adultLengthCm: number | null;
  /** Standard length (snout to the base of the tail) or total length (to the tip of the tail). */
  lengthType: LengthType | null;
  /**
   * Length without the tail fin, in cm, only where a long display tail makes up much of the total length (fancy
   * goldfish): the waste estimate follows the body, not the fins.
   */
  bodyLengthCm: number | null;
  /** The smallest group the species should be kept in (1 for a fish kept singly or in a pair). */
  minGroupSize: number | null;
  /** General hardness range, in dGH. */
  minGh: number | null;
  maxGh: number | null;
  swimZone: SwimZone | null;
  /** The shortest tank the species should be kept in, in cm of inner length. */
  minTankLengthCm: number | null;
  finNipper: boolean | null;
  longFinned: boolean | null;
  piscivore: boolean | null;
  /** For a piscivore (or a fish that takes small fish): the largest prey it takes, as a fraction of its own length. */
  maxPreyRatio: number | null;
  eatsShrimp: boolean | null;
  eatsSnails: boolean | null;
  /** Eats or uproots live plants. */
  eatsPlants: boolean | null;
  speciesOnly: boolean | null;
  territorial: boolean | null;
  jumper: boolean | null;
  bioload: Bioload | null;
  /** Only where sex matters; null otherwise. */
  sexRatio: SexRatio | null;
  /** Starves or sickens in a tank set up less than about two months ago (otocinclus, dwarf shrimp, discus). */
  needsMatureTank: boolean | null;
  /** Eel-shaped or very elongated (ropefish, spiny eels, knifefish, kuhli loaches): it bends to turn. */
  eelShaped: boolean | null;
  /** Fights others of its own species whatever their sex: one per tank (red-tail and rainbow sharks). */
  ownKindAggression: boolean | null;
  /**
   * Species that fight each other on sight because they look alike share a key ("labeo sharks" for the
   * red-tail and rainbow sharks); null for a species with no such rivals.
   */
  rivalGroup: string | null;
  /**
   * Not a fish-eater, but takes a small fish now and then (angelfish with neon tetras): a risk, not a
   * certainty. Its maxPreyRatio says how small.
   */
  takesSmallFish: boolean | null;
  /** A fast, restless swimmer that needs open length to swim in (danios, rainbowfish, many barbs). */
  activeSwimmer: boolean | null;
  /** Feeds slowly or shyly and goes hungry beside fast, greedy eaters (bettas, kuhli loaches, pipefish). */
  slowFeeder: boolean | null;
  /**
   * For shrimp: whether the young grow up in fresh water, so a colony breeds in the tank (cherry and crystal red
   * shrimp). False where the larvae must drift to brackish or sea water (Amano, bamboo shrimp): no young are ever
   * born into the tank. Stated for shrimp; other animals leave it unknown, as the checker does not ask.
   */
  breedsInFreshWater: boolean | null;
  /**
   * For livebearers and snails: whether they multiply in a tank without the keeper's help, so numbers soon fill
   * it (guppies and platies kept with both sexes; ramshorn, bladder and Malaysian trumpet snails, whose numbers
   * follow the food); false for those that breed slowly, rarely or not at all in fresh water (halfbeaks, nerite
   * and rabbit snails). Stated for livebearers and snails; unknown for others, as the checker does not ask.
   */
  breedsReadily: boolean | null;
  /**
   * For snails: whether it can shut its shell behind a lid (an operculum) when attacked, as nerite, mystery,
   * trapdoor, rabbit and Malaysian trumpet snails can; ramshorn and bladder snails have none. A grown snail with a
   * lid is often left alone by fish that eat lidless snails. Stated for snails; unknown for others.
   */
  operculum: boolean | null;
  /**
   * For snail-eaters: whether the references find it takes grown snails or only small ones (see SNAIL_PREY).
   * Unknown where they say only that it eats snails; the checker then weighs the snail's size against the fish's.
   */
  snailPrey: SnailPrey | null;
  /** The current it wants in an aquarium (see FLOWS). */
  flow: Flow | null;
};

export const SPECIES_FACT_KEYS = [
  "adultLengthCm",
  "lengthType",
  "bodyLengthCm",
  "minGroupSize",
  "minGh",
  "maxGh",
  "swimZone",
  "minTankLengthCm",
  "finNipper",
  "longFinned",
  "piscivore",
  "maxPreyRatio",
  "eatsShrimp",
  "eatsSnails",
  "eatsPlants",
  "speciesOnly",
  "territorial",
  "jumper",
  "bioload",
  "sexRatio",
  "needsMatureTank",
  "eelShaped",
  "ownKindAggression",
  "rivalGroup",
  "takesSmallFish",
  "activeSwimmer",
  "slowFeeder",
  "breedsInFreshWater",
  "breedsReadily",
  "operculum",
  "snailPrey",
  "flow",
] as const satisfies readonly (keyof SpeciesFacts)[];

/** What a species file states, with everything it leaves out as unknown. */
export function completeFacts(stated: StatedFacts | null | undefined): SpeciesFacts {
  const facts = {} as Record<keyof SpeciesFacts, unknown>;
  for (const key of SPECIES_FACT_KEYS) facts[key] = stated?.[key] ?? null;
  return facts as SpeciesFacts;
}

/** What a species file states: any of the facts, the rest unknown. */
export type StatedFacts = Partial<SpeciesFacts>;

/**
 * What a source can be cited for: any checker fact, or one of the profile's own fields. A species file lists,
 * for each reference, the facts that reference states. The profile's fields go by the API's names, without a
 * unit (`maxSize`, not `maxSizeIn`): a reference is cited for the fact, whatever unit it gives it in.
 */
export const PROFILE_FACT_KEYS = [
  "maxSize",
  "minTankSize",
  "temperature",
  "ph",
  "lifespan",
  "diet",
  "temperament",
  "schoolingFish",
] as const;
export const CITABLE_FACT_KEYS = [...SPECIES_FACT_KEYS, ...PROFILE_FACT_KEYS] as const;
export type CitableFact = (typeof CITABLE_FACT_KEYS)[number];

/** One reference a species profile rests on, and the facts it supports. */
export type SpeciesSource = { title: string; url: string; facts: CitableFact[] };

/** A species file's notes on its facts: where the references spread, who said what and why the value kept was chosen. */
export type SpeciesFactNotes = Partial<Record<CitableFact, string>>;

/** How a cited fact is named to readers under "Sources". */
export const CITABLE_FACT_LABELS: Record<CitableFact, string> = {
  adultLengthCm: "adult length",
  lengthType: "length type",
  bodyLengthCm: "body length",
  minGroupSize: "group size",
  minGh: "hardness",
  maxGh: "hardness",
  swimZone: "swimming zone",
  minTankLengthCm: "tank length",
  finNipper: "fin-nipping",
  longFinned: "long fins",
  piscivore: "eating fish",
  maxPreyRatio: "prey size",
  eatsShrimp: "eating shrimp",
  eatsSnails: "eating snails",
  eatsPlants: "eating plants",
  speciesOnly: "species-only tank",
  territorial: "territory",
  jumper: "jumping",
  bioload: "waste",
  sexRatio: "sex ratio",
  needsMatureTank: "needing a mature tank",
  eelShaped: "body shape",
  ownKindAggression: "fighting its own kind",
  rivalGroup: "look-alike rivals",
  takesSmallFish: "taking small fish",
  activeSwimmer: "swimming room",
  slowFeeder: "feeding speed",
  breedsInFreshWater: "breeding in fresh water",
  breedsReadily: "breeding readily",
  operculum: "shell lid",
  snailPrey: "which snails it eats",
  flow: "water current",
  maxSize: "size",
  minTankSize: "tank size",
  temperature: "temperature",
  ph: "pH",
  lifespan: "lifespan",
  diet: "diet",
  temperament: "temperament",
  schoolingFish: "schooling",
};

/** The facts a source supports, named once each, in reading order. */
export function citedFactsInWords(facts: readonly CitableFact[]): string {
  return [...new Set(facts.map((fact) => CITABLE_FACT_LABELS[fact]))].join(", ");
}

/** What a reader is told of a fact no reference states: the pages searched are listed in the file, for the next search. */
const UNKNOWN_FOR_READERS = "Not stated by any reference we read, so the checker leaves it out.";
/** And of a profile figure no reference has confirmed yet (a note that begins "Not yet sourced:"). */
const UNSOURCED_FOR_READERS = "Not yet confirmed by any reference we read: the figure shown is unverified.";

/**
 * A species file's notes as a reader gets them. A note that leaves a fact unknown is a log of the pages searched,
 * for the next search: a reader is told only that no reference read states it; "(was 20 gal)", the figure the site
 * gave before the references were read, is the file's history, not what the references say; and the file's
 * field names ("see minGh") read as the names the page gives those facts.
 */
export function factNotesForReaders(notes: SpeciesFactNotes): SpeciesFactNotes {
  return Object.fromEntries(Object.entries(notes).flatMap(([fact, text]) => (!text ? [] : [[fact, noteForReaders(text)]])));
}

/**
 * A field name written in a note (one with a capital inside, as `minGh`), and the file's figures, in the page's
 * words; "as recorded earlier" (a page not read again) is for the file's editors.
 */
function inReadersWords(text: string): string {
  return text
    .replaceAll("the file's ", "the profile's ")
    .replace(/,? as recorded earlier\b|\s?\(as recorded earlier\)/g, "")
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (word) =>
      (CITABLE_FACT_KEYS as readonly string[]).includes(word) ? factNoteLabel(word as CitableFact) : word,
    );
}

function noteForReaders(text: string): string {
  if (text.startsWith("Unknown:")) return UNKNOWN_FOR_READERS;
  if (text.startsWith("Not yet sourced:")) return UNSOURCED_FOR_READERS;
  return inReadersWords(withoutEarlierFigures(text));
}

/** Drops each parenthesis that opens with "(was ", with any parentheses nested in it, and the space before it. */
function withoutEarlierFigures(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    if (text.startsWith(" (was ", i) || text.startsWith("(was ", i)) {
      let depth = 0;
      let j = text.indexOf("(", i);
      for (; j < text.length; j += 1) {
        if (text[j] === "(") depth += 1;
        else if (text[j] === ")" && --depth === 0) break;
      }
      if (depth === 0) {
        i = j + 1;
        continue;
      }
    }
    out += text[i];
    i += 1;
  }
  return out;
}

/** The two hardness facts share one label among a source's facts; their notes are told apart. */
const NOTE_LABELS: Partial<Record<CitableFact, string>> = { minGh: "softest water", maxGh: "hardest water" };

function factNoteLabel(fact: CitableFact): string {
  return NOTE_LABELS[fact] ?? CITABLE_FACT_LABELS[fact];
}

/**
 * A species' notes as the page lists them: the profile's figures first (size, tank, temperature, pH...), then the
 * checker's facts, each under its name with a capital.
 */
export function factNotesInReadingOrder(notes: SpeciesFactNotes): { fact: CitableFact; label: string; text: string }[] {
  return [...PROFILE_FACT_KEYS, ...SPECIES_FACT_KEYS].flatMap((fact) => {
    const text = notes[fact];
    if (!text) return [];
    const label = factNoteLabel(fact);
    return [{ fact, label: label === "pH" ? label : `${label[0].toUpperCase()}${label.slice(1)}`, text }];
  });
}
