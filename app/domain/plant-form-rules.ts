/**
 * The admin plant form: every fact a keeper reads on a plant's page, and the two drawing hints. Measurements are
 * entered in the units they are stored in (°C, cm), as the fish form takes a species' stored °F and gallons
 * whatever the admin reads the site in. The limits are the plant files' (db/seed/plant-schema.ts), so an admin's
 * plant is held to what a seeded one is. Without a schema library, so the browser can use the same rules.
 */

export const PLANT_TEXT_MAX = 200;
export const PLANT_LONG_TEXT_MAX = 4000;
export const PLANT_SYNONYMS_MAX = 20;

export const PLANT_TEMPERATURE_C = { min: 0, max: 40 } as const;
export const PLANT_PH = { min: 3, max: 10 } as const;
export const PLANT_HEIGHT_CM_MAX = 300;

export const PLANT_FORM_MESSAGES = {
  nameRequired: "Name is required",
  scientificNameRequired: "Scientific name is required",
  propagationRequired: "Propagation is required",
  descriptionRequired: "Description is required",
  careRequired: "Care is required",
  placementRequired: "Choose at least one placement",
  temperature: `Temperature must be a number from ${PLANT_TEMPERATURE_C.min} to ${PLANT_TEMPERATURE_C.max} °C`,
  temperatureOrder: "Highest temperature must not be below the lowest",
  ph: `pH must be a number from ${PLANT_PH.min} to ${PLANT_PH.max}`,
  phOrder: "Highest pH must not be below the lowest",
  height: `Max height must be a number of cm above 0 and at most ${PLANT_HEIGHT_CM_MAX}, or empty for a floating plant`,
  nameTaken: "A plant with this name already exists",
} as const;

/** The fish admin's toasts, word for word, with Plant for Fish. */
export const PLANT_FORM_TOASTS = {
  created: { title: "Success", description: "Plant profile created successfully" },
  updated: { title: "Success", description: "Plant profile updated successfully" },
  deleted: { title: "Success", description: "Plant profile deleted successfully" },
  createFailed: { title: "Error", description: "Failed to create plant", variant: "destructive" as const },
  updateFailed: { title: "Error", description: "Failed to update plant", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete plant", variant: "destructive" as const },
};

/** A number as typed in a form or sent as JSON; anything else (empty included) is NaN, which the checks refuse. */
export function typedNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  return Number(value.trim());
}

export const isTemperatureC = (value: number) =>
  Number.isFinite(value) && value >= PLANT_TEMPERATURE_C.min && value <= PLANT_TEMPERATURE_C.max;
export const isPh = (value: number) => Number.isFinite(value) && value >= PLANT_PH.min && value <= PLANT_PH.max;
export const isHeightCm = (value: number) => Number.isFinite(value) && value > 0 && value <= PLANT_HEIGHT_CM_MAX;
