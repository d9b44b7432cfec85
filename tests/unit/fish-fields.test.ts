import { describe, expect, test } from "vitest";
import { FISH_FIELD_API_NAMES, withApiNames, withOwnNames } from "~/domain/fish-fields";

describe("a species' measurements under the API's names and their own", () => {
  const stored = { id: 3, name: "Neon Tetra", minTankSizeGal: 10, maxSizeIn: 1.5, minTemperatureF: 70, maxTemperatureF: 79, minPh: 6 };

  test("the API's names, in the order the fields came", () => {
    const api = withApiNames(stored);
    expect(api).toEqual({ id: 3, name: "Neon Tetra", minTankSize: 10, maxSize: 1.5, minTemperature: 70, maxTemperature: 79, minPh: 6 });
    expect(Object.keys(api)).toEqual(["id", "name", "minTankSize", "maxSize", "minTemperature", "maxTemperature", "minPh"]);
  });

  test("back to their own names, leaving every other field as it was", () => {
    expect(withOwnNames(withApiNames(stored))).toEqual(stored);
    expect(withOwnNames({ maxSize: 2, careRequirements: { heating: "24 °C" } })).toEqual({
      maxSizeIn: 2,
      careRequirements: { heating: "24 °C" },
    });
  });

  test("every own name says its unit", () => {
    for (const own of Object.keys(FISH_FIELD_API_NAMES)) expect(own).toMatch(/(Gal|In|F)$/);
  });
});
