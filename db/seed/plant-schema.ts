import { z } from "zod";
import {
  PLANT_CO2,
  PLANT_COLOURS,
  PLANT_DIFFICULTIES,
  PLANT_FACT_KEYS,
  PLANT_GROWTH_RATES,
  PLANT_LEAF_SHAPES,
  PLANT_LIGHT,
  PLANT_PLACEMENTS,
  PLANT_TYPES,
} from "../../app/domain/plants";

/**
 * A plant file (db/seed/plants/<slug>.json): a real aquarium plant, its needs in metric units, a description and
 * care text in our own words, and at least two references, each with the facts it supports. Where references
 * spread over a value, `factNotes` says which said what and why the value was kept.
 */
const text = z.string().trim().min(1);

export const plantSourceSchema = z.strictObject({
  title: text,
  url: z.url({ protocol: /^https?$/ }),
  facts: z.array(z.enum(PLANT_FACT_KEYS)).min(1),
});

export const plantSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
    name: text,
    scientificName: z
      .string()
      .regex(/^[A-Z][a-z]+(?: [a-z]+| sp\.| '[A-Za-z ]+')*(?: var\. [a-z]+)?(?: '[A-Za-z ]+')?$/, "a botanical name"),
    synonyms: z.array(text).default([]),
    type: z.enum(PLANT_TYPES),
    placement: z.array(z.enum(PLANT_PLACEMENTS)).min(1),
    light: z.enum(PLANT_LIGHT),
    co2: z.enum(PLANT_CO2),
    growthRate: z.enum(PLANT_GROWTH_RATES),
    difficulty: z.enum(PLANT_DIFFICULTIES),
    minTemperatureC: z.number().min(0).max(40),
    maxTemperatureC: z.number().min(0).max(40),
    minPh: z.number().min(3).max(10),
    maxPh: z.number().min(3).max(10),
    /** The height it reaches in an aquarium, in cm; a floating plant's spread is not a height, so it may be left out. */
    maxHeightCm: z.number().positive().max(300).optional(),
    propagation: text,
    description: text,
    care: text,
    factNotes: z.partialRecord(z.enum(PLANT_FACT_KEYS), text).default({}),
    sources: z.array(plantSourceSchema).min(2),
    /** Drawing hints: the leaf colour (green when left out), and the leaf form (the type's own when left out). */
    colour: z.enum(PLANT_COLOURS).optional(),
    leafShape: z.enum(PLANT_LEAF_SHAPES).optional(),
  })
  .superRefine((plant, ctx) => {
    if (plant.minTemperatureC > plant.maxTemperatureC) {
      ctx.addIssue({ code: "custom", path: ["maxTemperatureC"], message: "must not be below minTemperatureC" });
    }
    if (plant.minPh > plant.maxPh) ctx.addIssue({ code: "custom", path: ["maxPh"], message: "must not be below minPh" });
    const cited = new Set(plant.sources.flatMap((source) => source.facts));
    for (const fact of ["light", "temperature", "ph", "type"] as const) {
      if (!cited.has(fact)) ctx.addIssue({ code: "custom", path: ["sources"], message: `no source is cited for ${fact}` });
    }
    const urls = plant.sources.map((source) => source.url);
    if (new Set(urls).size !== urls.length) ctx.addIssue({ code: "custom", path: ["sources"], message: "cites the same address twice" });
  });

export type PlantFile = z.infer<typeof plantSchema>;
