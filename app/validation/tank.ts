import { z } from "zod";
import { cleanMemberText } from "~/domain/member-text";
import { MAX_PLANTS_PER_TANK, MAX_SPECIES_PER_TANK, TANK_MESSAGES, TANK_SEXES, readFishCount, type TankUnits } from "~/domain/tank-rules";
import { readTankInput, type TankInput } from "~/domain/tank-input";
import { parseRecordId } from "./record-id";

export * from "~/domain/tank-rules";

/**
 * The tank forms of /my-tanks and the JSON API share these schemas. The rules themselves live in
 * app/domain/tank-rules.ts, so the browser checks a form with them without shipping zod.
 */

const TANK_BODY_MESSAGE = "Expected a JSON object with name, units, length, width and height";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A tank in metric or US units (hardness in dGH unless `hardness` is "ppm"), read into metric: the new and
 * edit forms post it with hidden `units` and `hardness`; POST and PUT /api/tanks send it as JSON. Each problem
 * is an issue on its field, so a form shows it beside the field and the API answers the first.
 */
export const tankSchema = z.unknown().transform((raw, ctx): TankInput & { units: TankUnits } => {
  if (!isPlainObject(raw)) {
    ctx.issues.push({ code: "custom", message: TANK_BODY_MESSAGE, input: raw });
    return z.NEVER;
  }
  const read = readTankInput(raw, cleanMemberText);
  if (!read.ok) {
    for (const [field, message] of read.problems) ctx.issues.push({ code: "custom", message, path: [field], input: raw[field] });
    return z.NEVER;
  }
  return { ...read.tank, units: read.units };
});

const countSchema = z.preprocess((value) => readFishCount(value) ?? Number.NaN, z.number({ error: TANK_MESSAGES.count }));

const sexSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? null : value),
  z.enum(TANK_SEXES, { error: 'sex must be "male", "female" or "mixed".' }).nullable(),
);

const idSchema = (message: string) => z.preprocess((value) => parseRecordId(value) ?? Number.NaN, z.number({ error: message }));

/** The tank page's form that puts one of the member's owned fish in the tank. */
export const placeFishFormSchema = z.object({
  fishId: idSchema("Please choose a fish."),
  count: countSchema,
  sex: sexSchema,
});

/** The row a tank page form acts on: one species (and sex) in the tank. */
export const tankFishRowSchema = z.object({ rowId: idSchema("That fish is not in this tank.") });

export const updateCountFormSchema = tankFishRowSchema.extend({ count: countSchema });

export const moveFishFormSchema = tankFishRowSchema.extend({ toTankId: idSchema("Please choose a tank to move them to.") });

/**
 * PUT /api/tanks/{id}/fish: the tank's whole stock, replacing what was there. A species may come once per sex
 * (a group of males and a group of females); at most MAX_SPECIES_PER_TANK species.
 */
export const tankFishListSchema = z
  .array(
    z.object(
      { fishId: idSchema("fishId must be a positive whole number"), count: countSchema, sex: sexSchema },
      { error: "Each fish is an object with fishId and count" },
    ),
    { error: "Expected a JSON array of {fishId, count, sex}" },
  )
  .max(MAX_SPECIES_PER_TANK * (TANK_SEXES.length + 1), `A tank holds at most ${MAX_SPECIES_PER_TANK} species.`)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.fishId}:${entry.sex ?? ""}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", message: `Fish ${entry.fishId} is listed twice with the same sex: give one count.` });
        return;
      }
      seen.add(key);
    }
    if (new Set(entries.map((entry) => entry.fishId)).size > MAX_SPECIES_PER_TANK) {
      ctx.addIssue({ code: "custom", message: `A tank holds at most ${MAX_SPECIES_PER_TANK} species.` });
    }
  });

/** `?units=` of the API's answers: metric unless the client asks for US units. */
export function parseAnswerUnits(value: string | null): TankUnits | null {
  if (value === null || value === "" || value === "metric") return "metric";
  return value === "us" ? "us" : null;
}

/** PUT /api/tanks/{id}/plants: `{ plantIds: [...] }`, the tank's whole list of plants. */
export const tankPlantListSchema = z.strictObject(
  {
    plantIds: z
      .array(idSchema("Each plant id must be a positive whole number"), { error: "plantIds must be an array of plant ids" })
      .max(MAX_PLANTS_PER_TANK, `A tank can list up to ${MAX_PLANTS_PER_TANK} plants.`),
  },
  { error: "Expected a JSON object {plantIds: [...]}" },
);
