/**
 * The names a species' measurements go by outside the code. Inside, every stored or typed measurement says its
 * unit in its name (`minTankSizeGal`, `maxSizeIn`, `minTemperatureF`); the JSON API (its documented fish fields)
 * and the admin form's fields keep the names clients already send and read, in the same units. The API's
 * answers and the form's validation translate here and nowhere else. Browser-safe: the admin form fills its
 * fields with it.
 */

/** Each measurement's own name, and the name the API and the form give it. */
export const FISH_FIELD_API_NAMES = {
  minTankSizeGal: "minTankSize",
  maxSizeIn: "maxSize",
  minTemperatureF: "minTemperature",
  maxTemperatureF: "maxTemperature",
} as const;

type ApiNames = typeof FISH_FIELD_API_NAMES;
type OwnName = keyof ApiNames;
type ApiName = ApiNames[OwnName];
type OwnNameOf<K extends ApiName> = { [N in OwnName]: ApiNames[N] extends K ? N : never }[OwnName];

/** A shape with its measurements under the API's names; every other field as it was. */
export type WithApiNames<T> = { [K in keyof T as K extends OwnName ? ApiNames[K] : K]: T[K] };
/** A shape with its measurements under their own names; every other field as it was. */
export type WithOwnNames<T> = { [K in keyof T as K extends ApiName ? OwnNameOf<K> : K]: T[K] };

const OWN_NAMES: Record<string, string> = Object.fromEntries(Object.entries(FISH_FIELD_API_NAMES).map(([own, api]) => [api, own]));

/** Renames the keys a table names, keeping the order of the fields (an answer reads as it always did). */
function renamed(fields: object, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [names[key] ?? key, value]));
}

/** A species (or part of one) as the API answers it and the admin form shows it. */
export function withApiNames<T extends object>(fish: T): WithApiNames<T> {
  return renamed(fish, FISH_FIELD_API_NAMES) as WithApiNames<T>;
}

/** A species as the API's body or the admin form gives it, with each measurement under its own name. */
export function withOwnNames<T extends object>(fish: T): WithOwnNames<T> {
  return renamed(fish, OWN_NAMES) as WithOwnNames<T>;
}
