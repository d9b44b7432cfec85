import { z } from "zod";

/**
 * The shape of one reference species file, db/seed/species/<slug>.json. Strict: a misspelt field is an error,
 * not a silently missing value. Values are aquarium (not wild) ranges in US units: gallons, inches, °F.
 */
export const DIFFICULTIES = ["Beginner", "Moderate", "Advanced"] as const;
export const TEMPERAMENTS = ["Peaceful", "Semi-Aggressive", "Aggressive", "Community"] as const;
export const DIETS = ["Omnivore", "Herbivore", "Carnivore"] as const;

const text = z.string().trim().min(1);

export const careRequirementsSchema = z.strictObject({
  feeding: text.optional(),
  waterChanges: text.optional(),
  filtration: text.optional(),
  heating: text.optional(),
  schoolSize: text.optional(),
  plantedTank: text.optional(),
  tankHeight: text.optional(),
  breeding: text.optional(),
});

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
] as const;

export const ILLUSTRATION_PATTERNS = ["plain", "stripe", "bars", "spots", "band"] as const;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #1e90ff");

/** How the generated illustration draws the species: an outline that fits its body, in its own colours. */
export const illustrationSchema = z.strictObject({
  shape: z.enum(ILLUSTRATION_SHAPES),
  pattern: z.enum(ILLUSTRATION_PATTERNS).default("plain"),
  colors: z.strictObject({
    body: hexColour,
    /** The stripe, bars, spots or band; also the eye ring. */
    accent: hexColour,
    fins: hexColour,
  }),
});

export type Illustration = z.infer<typeof illustrationSchema>;

export const speciesSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
    name: text,
    scientificName: z
      .string()
      .regex(/^[A-Z][a-z]+ [a-z]+(?: [a-z]+)?$/, "a binomial: 'Genus species', optionally a subspecies"),
    synonyms: z.array(text).default([]),
    imageUrl: z.string().regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, "a site path starting with / or an https URL"),
    difficulty: z.enum(DIFFICULTIES),
    temperament: z.enum(TEMPERAMENTS),
    fishType: text,
    minTankSize: z.int().positive(),
    maxSize: z.number().positive(),
    minTemperature: z.int(),
    maxTemperature: z.int(),
    minPh: z.number(),
    maxPh: z.number(),
    lifespan: text,
    diet: z.enum(DIETS),
    schoolingFish: z.boolean(),
    compatibleWith: z.array(text).default([]),
    incompatibleWith: z.array(text).default([]),
    description: text,
    careRequirements: careRequirementsSchema.default({}),
    illustration: illustrationSchema.optional(),
  })
  .superRefine((species, ctx) => {
    if (species.minTemperature > species.maxTemperature) {
      ctx.addIssue({ code: "custom", path: ["maxTemperature"], message: "must not be below minTemperature" });
    }
    if (species.minPh > species.maxPh) {
      ctx.addIssue({ code: "custom", path: ["maxPh"], message: "must not be below minPh" });
    }
    if (species.schoolingFish && !species.careRequirements.schoolSize) {
      ctx.addIssue({ code: "custom", path: ["careRequirements", "schoolSize"], message: "required for a schooling fish" });
    }
    if (species.compatibleWith.includes(species.name)) {
      ctx.addIssue({ code: "custom", path: ["compatibleWith"], message: "must not list the species itself" });
    }
    const both = species.compatibleWith.filter((entry) => species.incompatibleWith.includes(entry));
    if (both.length > 0) {
      ctx.addIssue({ code: "custom", path: ["incompatibleWith"], message: `also listed as compatible: ${both.join(", ")}` });
    }
  });

export type SpeciesFile = z.infer<typeof speciesSchema>;
