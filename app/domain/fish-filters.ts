/**
 * The fish filters: the chips of /fish (the seven agreed ones, then our Invertebrates and Coldwater) and
 * the five buttons of the home page's featured fish. Pure rules, the same on the server (which filters the list) and in the browser.
 */

/** What the filters look at. Every field is a column of the fish table. */
export type FilterableFish = {
  name: string;
  temperament: string;
  difficulty: string;
  fishType: string;
  schoolingFish: boolean;
};

export const FISH_FILTER_IDS = [
  "all",
  "peaceful",
  "semi-aggressive",
  "aggressive",
  "schooling",
  "bottom-dwellers",
  "beginner-friendly",
  "invertebrates",
  "coldwater",
] as const;

export type FishFilterId = (typeof FISH_FILTER_IDS)[number];

export const DEFAULT_FISH_FILTER: FishFilterId = "all";

/** The chips of /fish: the seven agreed ones in their order, then ours; `id` is the value of ?filter=. */
export const FISH_FILTERS: ReadonlyArray<{ id: FishFilterId; label: string }> = [
  { id: "all", label: "All Fish" },
  { id: "peaceful", label: "Peaceful" },
  { id: "semi-aggressive", label: "Semi-Aggressive" },
  { id: "aggressive", label: "Aggressive" },
  { id: "schooling", label: "Schooling" },
  { id: "bottom-dwellers", label: "Bottom Dwellers" },
  { id: "beginner-friendly", label: "Beginner Friendly" },
  { id: "invertebrates", label: "Invertebrates" },
  { id: "coldwater", label: "Coldwater" },
];

/** A ?filter= value as the page uses it: a known chip id (any letter case), else the default, all. */
export function parseFishFilter(value: string | null | undefined): FishFilterId {
  const id = (value ?? "").trim().toLowerCase();
  return (FISH_FILTER_IDS as readonly string[]).includes(id) ? (id as FishFilterId) : DEFAULT_FISH_FILTER;
}

export function fishFilterLabel(id: FishFilterId): string {
  return FISH_FILTERS.find((filter) => filter.id === id)?.label ?? "All Fish";
}

const lower = (value: string | null | undefined) => (value ?? "").toLowerCase();

/** Peaceful, Semi-Aggressive and Aggressive compare the whole temperament, ignoring letter case. */
function hasTemperament(fish: FilterableFish, temperament: string): boolean {
  return lower(fish.temperament).trim() === temperament;
}

function isBottomDwellerByType(fish: FilterableFish): boolean {
  const type = lower(fish.fishType);
  return type.includes("bottom") || type.includes("catfish");
}

/** The fish types of the invertebrates: shrimp, snails, crayfish and crabs (frogs are amphibians, not among them). */
export const INVERTEBRATE_FISH_TYPES = ["shrimp", "snail", "crayfish", "crab"] as const;

/** The fish types kept unheated in coldwater tanks and ponds: the goldfish varieties. */
export const COLDWATER_FISH_TYPES = ["goldfish"] as const;

/** Invertebrates and Coldwater compare the whole fish type, ignoring letter case and surrounding spaces. */
function hasFishType(fish: FilterableFish, types: readonly string[]): boolean {
  return types.includes(lower(fish.fishType).trim());
}

/** Beginner and easy are the same, easiest level. */
export function isBeginnerFriendly(fish: Pick<FilterableFish, "difficulty">): boolean {
  const difficulty = lower(fish.difficulty).trim();
  return difficulty === "beginner" || difficulty === "easy";
}

/** The chip rule of /fish. An unknown id is treated as all. */
export function matchesFilter(fish: FilterableFish, filterId: string | null | undefined): boolean {
  switch (parseFishFilter(filterId)) {
    case "peaceful":
      return hasTemperament(fish, "peaceful");
    case "semi-aggressive":
      return hasTemperament(fish, "semi-aggressive");
    case "aggressive":
      return hasTemperament(fish, "aggressive");
    case "schooling":
      return fish.schoolingFish === true;
    case "bottom-dwellers":
      return isBottomDwellerByType(fish);
    case "beginner-friendly":
      return isBeginnerFriendly(fish);
    case "invertebrates":
      return hasFishType(fish, INVERTEBRATE_FISH_TYPES);
    case "coldwater":
      return hasFishType(fish, COLDWATER_FISH_TYPES);
    case "all":
      return true;
  }
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Home page: the featured fish buttons                                                                         */
/* ---------------------------------------------------------------------------------------------------------- */

export const HOME_FISH_FILTER_IDS = ["all", "community", "aggressive", "bottom-dwellers", "schooling"] as const;

export type HomeFishFilterId = (typeof HOME_FISH_FILTER_IDS)[number];

/** The home page's buttons in their agreed order. */
export const HOME_FISH_FILTERS: ReadonlyArray<{ id: HomeFishFilterId; label: string }> = [
  { id: "all", label: "All Fish" },
  { id: "community", label: "Community Fish" },
  { id: "aggressive", label: "Aggressive Species" },
  { id: "bottom-dwellers", label: "Bottom Dwellers" },
  { id: "schooling", label: "Schooling Fish" },
];

export function parseHomeFishFilter(value: string | null | undefined): HomeFishFilterId {
  const id = (value ?? "").trim().toLowerCase();
  return (HOME_FISH_FILTER_IDS as readonly string[]).includes(id) ? (id as HomeFishFilterId) : "all";
}

const nameHasAny = (fish: FilterableFish, words: readonly string[]) => {
  const name = lower(fish.name);
  return words.some((word) => name.includes(word));
};

/** What the Community Fish rule also reads, when known: the checker's facts of the species. */
export type HomeFilterableFish = FilterableFish & {
  facts?: {
    adultLengthCm?: number | null;
    piscivore?: boolean | null;
    takesSmallFish?: boolean | null;
    finNipper?: boolean | null;
    speciesOnly?: boolean | null;
    ownKindAggression?: boolean | null;
  } | null;
};

/** A fish longer than this outgrows the tanks most community set-ups are (our choice, about six inches). */
export const COMMUNITY_MAX_LENGTH_CM = 15;

/** Kinds that are not fish, or not for a tropical community tank: shrimp, snails, crabs, crayfish, frogs, goldfish. */
const NOT_COMMUNITY_FISH_TYPES = [...INVERTEBRATE_FISH_TYPES, ...COLDWATER_FISH_TYPES, "frog"];

/**
 * A community fish: one that suits a mixed tropical tank of peaceful fish (our choice). Temperament Peaceful or
 * Community; a fish (no shrimp, snail, crab, crayfish or frog) and not a coldwater goldfish; and, where the
 * species' facts say so, not a fish-eater or one that takes small fish, not a fin nipper, not one to keep only with
 * its own species or that fights its own kind, and not longer than COMMUNITY_MAX_LENGTH_CM. An unknown fact does
 * not exclude a fish; a territorial one is not excluded (a bristlenose or a ram shares a community tank).
 */
export function isCommunityFish(fish: HomeFilterableFish): boolean {
  if (!hasTemperament(fish, "peaceful") && !hasTemperament(fish, "community")) return false;
  if (hasFishType(fish, NOT_COMMUNITY_FISH_TYPES)) return false;
  const facts = fish.facts ?? {};
  if (facts.piscivore || facts.takesSmallFish || facts.finNipper || facts.speciesOnly || facts.ownKindAggression) return false;
  return facts.adultLengthCm == null || facts.adultLengthCm <= COMMUNITY_MAX_LENGTH_CM;
}

/**
 * The home page's rule. Community Fish: see isCommunityFish. Aggressive Species: temperament Aggressive, exactly as the
 * chip. Bottom Dwellers: the chip's fishType rule, or a name containing catfish, pleco or loach. Schooling Fish:
 * the schoolingFish flag, or a name containing tetra, danio or barb. An unknown id is treated as all.
 */
export function matchesHomeFilter(fish: HomeFilterableFish, filterId: string | null | undefined): boolean {
  switch (parseHomeFishFilter(filterId)) {
    case "community":
      return isCommunityFish(fish);
    case "aggressive":
      return hasTemperament(fish, "aggressive");
    case "bottom-dwellers":
      return isBottomDwellerByType(fish) || nameHasAny(fish, ["catfish", "pleco", "loach"]);
    case "schooling":
      return fish.schoolingFish === true || nameHasAny(fish, ["tetra", "danio", "barb"]);
    case "all":
      return true;
  }
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Addresses                                                                                                    */
/* ---------------------------------------------------------------------------------------------------------- */

/**
 * The /fish address for a search and a chip, the way links, forms and the dialog build it: q only when it has
 * text, filter only when it is not all, so /fish itself is the unfiltered list and every state can be shared.
 */
export function fishListHref({
  q,
  filter,
  extra = [],
}: {
  q?: string | null;
  filter?: string | null;
  /** Other parameters the list keeps (the care filters and their units). */
  extra?: readonly (readonly [string, string])[];
}): string {
  const params = new URLSearchParams();
  const text = (q ?? "").trim();
  const chip = parseFishFilter(filter);
  if (text) params.set("q", text);
  if (chip !== DEFAULT_FISH_FILTER) params.set("filter", chip);
  for (const [key, value] of extra) params.append(key, value);
  const search = params.toString();
  return search ? `/fish?${search}` : "/fish";
}
