/**
 * The facts every species record uses: the allowed difficulty, temperament and diet values,
 * the care requirements a profile may state, and how its generated illustration is described. Defined once,
 * for the database schema, the seed files' schema, the forms and the pages.
 */

export const DIFFICULTIES = ["Beginner", "Moderate", "Advanced"] as const;

export const TEMPERAMENTS = ["Peaceful", "Semi-Aggressive", "Aggressive", "Community"] as const;

export const DIETS = ["Omnivore", "Herbivore", "Carnivore"] as const;

/** The care requirements a profile may state (careRequirements), each free text. */
export const CARE_REQUIREMENT_KEYS = [
  "feeding",
  "waterChanges",
  "filtration",
  "heating",
  "schoolSize",
  "plantedTank",
  "tankHeight",
  "breeding",
] as const;
export type CareRequirements = Partial<Record<(typeof CARE_REQUIREMENT_KEYS)[number], string>>;

/** Body outlines the illustration generator draws; each names the hobby fish it fits. */
export const ILLUSTRATION_SHAPES = [
  "torpedo", // slim and streamlined: most tetras, rasboras, danios, pencilfish
  "deep", // tall, compressed body: tiger barb, black skirt tetra, silver dollar
  "disc", // round and flat: discus
  "angelfish", // triangular with long dorsal and anal fins: angelfish, altum
  "cichlid", // oval with a long dorsal: most cichlids
  "livebearer", // small with a fan tail: guppy, platy, molly, endler
  "swordtail", // livebearer with a sword on the tail
  "betta", // long, flowing fins
  "gourami", // oval with thread-like ventral fins
  "corydoras", // stubby armoured catfish with barbels
  "pleco", // flat-bellied suckermouth catfish with a sail-like dorsal
  "catfish", // elongated catfish with long barbels: pictus, glass catfish
  "loach", // elongated bottom fish with barbels: clown loach, hillstream loach
  "eel", // very long and thin: kuhli loach, spiny eels
  "killifish", // slim, upturned mouth, rounded fins set far back
  "rainbowfish", // deep, compressed, two dorsal fins
  "hatchetfish", // deep keel, flat back
  "shark", // torpedo with a tall dorsal and deeply forked tail: bala shark, red tail shark
  "puffer", // round with a small tail
  "knifefish", // tapering body with a long ventral fin, no tail fin
  "goldfish", // fancy goldfish: round, deep body with a long, flowing twin tail (fantail, oranda, ryukin)
  "goldfish-common", // single-tailed goldfish: common goldfish, comet, shubunkin
  "shrimp", // dwarf and fan shrimp: curved, segmented body with a fanned tail, legs and long antennae
  "crayfish", // dwarf crayfish: long segmented body and tail fan with two big claws held forward
  "crab", // small crab seen from the front: wide round shell, eyes on stalks, splayed legs
  "snail", // aquatic snail with a round spiral shell on a gliding foot: nerite, mystery, ramshorn, bladder snails
  "snail-cone", // snail with a tall, pointed cone of a shell: Malaysian trumpet, rabbit, assassin, trapdoor snails
  "frog", // fully aquatic frog: flat body, long webbed hind legs
] as const;

export const ILLUSTRATION_PATTERNS = ["plain", "stripe", "bars", "spots", "band"] as const;
export type IllustrationShape = (typeof ILLUSTRATION_SHAPES)[number];
export type IllustrationPattern = (typeof ILLUSTRATION_PATTERNS)[number];

/** How the generated illustration draws a species: an outline that fits its body, in its own colours. */
export type Illustration = {
  shape: IllustrationShape;
  pattern: IllustrationPattern;
  /** Colours as #rrggbb; `accent` is the stripe, bars, spots or band, and the eye ring. */
  colors: { body: string; accent: string; fins: string };
};
