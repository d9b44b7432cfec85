import { z } from "zod";
import {
  BIOLOADS,
  FLOWS,
  SNAIL_PREY,
  CITABLE_FACT_KEYS,
  LENGTH_TYPES,
  SWIM_ZONES,
  type SpeciesSource,
  type StatedFacts,
} from "../../app/domain/species-facts";
import {
  DIETS,
  DIFFICULTIES,
  ILLUSTRATION_PATTERNS,
  ILLUSTRATION_SHAPES,
  TEMPERAMENTS,
  type CareRequirements,
  type Illustration,
} from "../../app/domain/species";

export { DIETS, DIFFICULTIES, ILLUSTRATION_PATTERNS, ILLUSTRATION_SHAPES, TEMPERAMENTS };

/**
 * The shape of one reference species file, db/seed/species/<slug>.json. Strict: a misspelt field is an error,
 * not a silently missing value. Values are aquarium (not wild) ranges in US units: gallons, inches, °F.
 */

const text = z.string().trim().min(1);

export const careRequirementsSchema: z.ZodType<CareRequirements> = z.strictObject({
  feeding: text.optional(),
  waterChanges: text.optional(),
  filtration: text.optional(),
  heating: text.optional(),
  schoolSize: text.optional(),
  plantedTank: text.optional(),
  tankHeight: text.optional(),
  breeding: text.optional(),
});

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #1e90ff");

/** How the generated illustration draws the species (app/domain/species.ts describes it). */
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

// The files' schema must produce exactly the domain's description.
const _sameIllustration: (value: z.infer<typeof illustrationSchema>) => Illustration = (value) => value;
void _sameIllustration;

/**
 * The checker's facts (app/domain/species-facts.ts). Every one is optional: a fact the references do not agree
 * on is left out, never guessed. Lengths in cm, hardness in dGH.
 */
export const speciesFactsSchema = z
  .strictObject({
    adultLengthCm: z.number().positive().max(300).optional(),
    lengthType: z.enum(LENGTH_TYPES).optional(),
    bodyLengthCm: z.number().positive().max(300).optional(),
    minGroupSize: z.int().min(1).max(100).optional(),
    minGh: z.number().min(0).max(40).optional(),
    maxGh: z.number().min(0).max(40).optional(),
    swimZone: z.enum(SWIM_ZONES).optional(),
    minTankLengthCm: z.int().min(20).max(500).optional(),
    finNipper: z.boolean().optional(),
    longFinned: z.boolean().optional(),
    piscivore: z.boolean().optional(),
    maxPreyRatio: z.number().gt(0).max(1).optional(),
    eatsShrimp: z.boolean().optional(),
    eatsSnails: z.boolean().optional(),
    eatsPlants: z.boolean().optional(),
    speciesOnly: z.boolean().optional(),
    territorial: z.boolean().optional(),
    jumper: z.boolean().optional(),
    bioload: z.enum(BIOLOADS).optional(),
    sexRatio: z
      .strictObject({
        femalesPerMale: z.number().min(1).max(10).optional(),
        maxMalesPerTank: z.int().min(1).max(10).optional(),
        malesFight: z.boolean().optional(),
      })
      .refine((ratio) => ratio.femalesPerMale !== undefined || ratio.maxMalesPerTank !== undefined, "states a ratio or a maximum")
      .optional(),
    needsMatureTank: z.boolean().optional(),
    eelShaped: z.boolean().optional(),
    ownKindAggression: z.boolean().optional(),
    rivalGroup: z
      .string()
      .regex(/^[a-z][a-z -]{2,40}$/, "a short lower-case key shared by the rivals")
      .optional(),
    takesSmallFish: z.boolean().optional(),
    activeSwimmer: z.boolean().optional(),
    slowFeeder: z.boolean().optional(),
    breedsInFreshWater: z.boolean().optional(),
    breedsReadily: z.boolean().optional(),
    operculum: z.boolean().optional(),
    snailPrey: z.enum(SNAIL_PREY).optional(),
    flow: z.enum(FLOWS).optional(),
  })
  .superRefine((facts, ctx) => {
    if ((facts.adultLengthCm === undefined) !== (facts.lengthType === undefined)) {
      ctx.addIssue({ code: "custom", path: ["lengthType"], message: "an adult length needs its type (SL or TL), and a type its length" });
    }
    if (facts.bodyLengthCm !== undefined && (facts.adultLengthCm === undefined || facts.bodyLengthCm >= facts.adultLengthCm)) {
      ctx.addIssue({
        code: "custom",
        path: ["bodyLengthCm"],
        message: "a body length is shorter than the adult length it leaves the tail out of",
      });
    }
    if (facts.minGh !== undefined && facts.maxGh !== undefined && facts.minGh > facts.maxGh) {
      ctx.addIssue({ code: "custom", path: ["maxGh"], message: "must not be below minGh" });
    }
    if (facts.maxPreyRatio !== undefined && facts.piscivore !== true && facts.takesSmallFish !== true) {
      ctx.addIssue({ code: "custom", path: ["maxPreyRatio"], message: "only a piscivore or a fish that takes small fish has a prey size" });
    }
  });

// The files' facts must be a part of the domain's description.
const _sameFacts: (value: z.infer<typeof speciesFactsSchema>) => StatedFacts = (value) => value;
void _sameFacts;

/**
 * One reference and the facts it states for this species. The address is the page read, so a reader can check
 * it; the title names the reference ("SeriouslyFish: Paracheirodon innesi").
 */
export const speciesSourceSchema = z.strictObject({
  title: text,
  url: z.url({ protocol: /^https?$/ }),
  facts: z.array(z.enum(CITABLE_FACT_KEYS)).min(1),
});
const _sameSource: (value: z.infer<typeof speciesSourceSchema>) => SpeciesSource = (value) => value;
void _sameSource;

/** Where the references spread over a value: which said what, and why the consensus was chosen. */
export const factNotesSchema = z.partialRecord(z.enum(CITABLE_FACT_KEYS), text);

export const speciesSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
    name: text,
    scientificName: z.string().regex(/^[A-Z][a-z]+ [a-z]+(?: [a-z]+)?$/, "a binomial: 'Genus species', optionally a subspecies"),
    /**
     * The cultivated variety of a species kept in several bred forms with profiles of their own (the goldfish:
     * "oranda", "ryukin"), lowercase words. Left out for the wild form, or the one form of a species; the
     * scientific name and the variety together name one species file.
     */
    variety: z
      .string()
      .regex(/^[a-z]+(?:[ -][a-z]+)*$/, "a lowercase variety name like 'oranda' or 'black moor'")
      .optional(),
    synonyms: z.array(text).default([]),
    /**
     * Loricariid trade codes (L-numbers) under which the species is sold, written "L" and three digits with an
     * optional variant letter ("L046", "L027a"). Only codes documented for the species (PlanetCatfish's
     * Cat-eLog); search also finds them typed as "L46", "L 046" or "L-046".
     */
    tradeCodes: z.array(z.string().regex(/^L\d{3}[a-z]?$/, "an L-number written like L046")).default([]),
    imageUrl: z.string().regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, "a site path starting with / or an https URL"),
    difficulty: z.enum(DIFFICULTIES),
    temperament: z.enum(TEMPERAMENTS),
    fishType: text,
    minTankSizeGal: z.int().positive(),
    maxSizeIn: z.number().positive(),
    minTemperatureF: z.int(),
    maxTemperatureF: z.int(),
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
    facts: speciesFactsSchema.default({}),
    factNotes: factNotesSchema.default({}),
    sources: z.array(speciesSourceSchema).default([]),
  })
  .superRefine((species, ctx) => {
    if (species.minTemperatureF > species.maxTemperatureF) {
      ctx.addIssue({ code: "custom", path: ["maxTemperatureF"], message: "must not be below minTemperatureF" });
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
    if (new Set(species.tradeCodes).size !== species.tradeCodes.length) {
      ctx.addIssue({ code: "custom", path: ["tradeCodes"], message: "lists a trade code twice" });
    }
    const both = species.compatibleWith.filter((entry) => species.incompatibleWith.includes(entry));
    if (both.length > 0) {
      ctx.addIssue({ code: "custom", path: ["incompatibleWith"], message: `also listed as compatible: ${both.join(", ")}` });
    }
  });

export type SpeciesFile = z.infer<typeof speciesSchema>;
