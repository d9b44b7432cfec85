/**
 * The rules of /aquascaping: the level filter, the search, and how much of a guide's tool and
 * plant lists a card shows. Pure and isomorphic; the page filters on the server with these, and the home page's
 * aquascaping section reuses the card rules and the four essential tools.
 */

export const AQUASCAPE_DIFFICULTIES = ["Beginner", "Moderate", "Advanced"] as const;

/** The value of ?level=: "all" (the default, no parameter) or a difficulty in lower case. */
export const AQUASCAPE_LEVEL_IDS = ["all", "beginner", "moderate", "advanced"] as const;
export type AquascapeLevelId = (typeof AQUASCAPE_LEVEL_IDS)[number];

export const DEFAULT_AQUASCAPE_LEVEL: AquascapeLevelId = "all";

/** The level filter in its agreed order and wording. */
export const AQUASCAPE_LEVELS: ReadonlyArray<{ id: AquascapeLevelId; label: string }> = [
  { id: "all", label: "All Levels" },
  { id: "beginner", label: "Beginner" },
  { id: "moderate", label: "Moderate" },
  { id: "advanced", label: "Advanced" },
];

/** Cards show this many tools and plants, then '+N more'. */
export const TOOLS_SHOWN = 3;
export const PLANTS_SHOWN = 2;

/** Longest search text the page accepts; anything longer is cut. */
export const AQUASCAPE_SEARCH_MAX = 100;

/** What the filter and search look at: every field a card shows. */
export type SearchableAquascape = {
  title: string;
  style: string;
  description: string;
  difficulty: string;
  tools: readonly string[];
  plants: readonly string[];
};

/** A guide as a card shows it: every field of a guide. */
export type AquascapeCardData = SearchableAquascape & { id: number; imageUrl: string };

export type AquascapeQuery = { q?: string | null; level?: AquascapeLevelId | null };

/** A ?level= value as the page uses it: a known level (any letter case), else all levels. */
export function parseAquascapeLevel(value: string | null | undefined): AquascapeLevelId {
  const id = (value ?? "").trim().toLowerCase();
  return (AQUASCAPE_LEVEL_IDS as readonly string[]).includes(id) ? (id as AquascapeLevelId) : DEFAULT_AQUASCAPE_LEVEL;
}

export function aquascapeLevelLabel(level: AquascapeLevelId): string {
  return AQUASCAPE_LEVELS.find((entry) => entry.id === level)?.label ?? "All Levels";
}

/** The search as the page keeps it: trimmed, inner whitespace collapsed, at most AQUASCAPE_SEARCH_MAX characters. */
export function normalizeAquascapeQuery(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, AQUASCAPE_SEARCH_MAX).trim();
}

/** The page of one guide, which "Read the guide" opens. */
export function aquascapeHref(id: number): string {
  return `/aquascaping/${id}`;
}

/** The address of the list for a search and a level; the defaults are left out, so /aquascaping is "everything". */
export function aquascapingHref({ q, level }: AquascapeQuery = {}): string {
  const params = new URLSearchParams();
  const query = normalizeAquascapeQuery(q);
  if (query) params.set("q", query);
  if (level && level !== "all") params.set("level", level);
  const search = params.toString();
  return search ? `/aquascaping?${search}` : "/aquascaping";
}

export function matchesLevel(guide: Pick<SearchableAquascape, "difficulty">, level: AquascapeLevelId | null | undefined): boolean {
  if (!level || level === "all") return true;
  return guide.difficulty.trim().toLowerCase() === level;
}

/**
 * The search: every word of the query must appear, ignoring letter case, somewhere in the guide's title, style,
 * description, tools or plants. So "carpet co2" finds the guides that need both, and a plant or tool name finds
 * the guides that use it.
 */
export function matchesSearch(guide: SearchableAquascape, q: string | null | undefined): boolean {
  const words = normalizeAquascapeQuery(q).toLowerCase().split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [guide.title, guide.style, guide.description, ...guide.tools, ...guide.plants].join("\n").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function matchesAquascape(guide: SearchableAquascape, { q, level }: AquascapeQuery = {}): boolean {
  return matchesLevel(guide, level) && matchesSearch(guide, q);
}

export function filterAquascapes<T extends SearchableAquascape>(guides: readonly T[], query: AquascapeQuery = {}): T[] {
  return guides.filter((guide) => matchesAquascape(guide, query));
}

/** The first `limit` entries of a list and how many more there are: what '+N more' counts. */
export type Truncated = { shown: string[]; more: number };

export function truncateList(items: readonly string[], limit: number): Truncated {
  const count = Math.max(0, Math.floor(limit));
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

export function visibleTools(tools: readonly string[]): Truncated {
  return truncateList(tools, TOOLS_SHOWN);
}

export function visiblePlants(plants: readonly string[]): Truncated {
  return truncateList(plants, PLANTS_SHOWN);
}

/** '+N more', or nothing when the whole list is shown. */
export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/** Sort key: Beginner guides first, then Moderate, then Advanced; anything else last. */
export function difficultyRank(difficulty: string): number {
  const index = (AQUASCAPE_DIFFICULTIES as readonly string[]).indexOf(difficulty);
  return index === -1 ? AQUASCAPE_DIFFICULTIES.length : index;
}

/** The static block of four essential tools, shared by /aquascaping and the home page. */
export const ESSENTIAL_TOOLS: ReadonlyArray<{ id: "scissors" | "tweezers" | "leveler" | "weights"; name: string; description: string }> = [
  {
    id: "scissors",
    name: "Aquascaping Scissors",
    description: "Long, sharp blades reach to the back of the tank and cut stems cleanly, so trimmed plants branch out instead of rotting.",
  },
  {
    id: "tweezers",
    name: "Tweezers",
    description:
      "Long tweezers push roots and cuttings deep into the substrate and place small plants exactly where your fingers cannot reach.",
  },
  {
    id: "leveler",
    name: "Substrate Leveler",
    description:
      "A flat spatula that smooths and slopes sand or soil, shapes paths, and tidies the front edge without disturbing the plants.",
  },
  {
    id: "weights",
    name: "Plant Weights",
    description:
      "Soft, lead-free strips that hold bunched stems or buoyant plants down until their roots take hold; loosen them before they pinch.",
  },
];

/** The generated pictures a guide can show (app/illustrations/aquascapes.ts draws each). */
export const AQUASCAPE_SCENES = [
  "nature", // branchy driftwood covered in moss, fine stems behind, a low carpet
  "iwagumi", // an odd number of grey stones around one main stone, on a green carpet
  "dutch", // terraces of colourful stem plant groups, no hardscape
  "jungle", // tall ribbons to the surface, swords and ferns, floating plants
  "blackwater", // tea-stained water, roots from above, leaf litter on sand
  "stream", // clear water, river pebbles, rosettes in the sand, current
  "walstad", // soil under gravel, dense mixed stems, a mat of floaters
  "mountain", // tall stone peaks either side of a sand valley
  "island", // one central mound of stone, wood and plants, open sand around it
  "triangle", // hardscape and tall plants on one side, sloping to the other
  "nano", // a small cube on a stand with moss, stone and shrimp
  "paludarium", // a land section above a water section
] as const;

export type AquascapeScene = (typeof AQUASCAPE_SCENES)[number];

export function isAquascapeScene(value: unknown): value is AquascapeScene {
  return typeof value === "string" && (AQUASCAPE_SCENES as readonly string[]).includes(value);
}
