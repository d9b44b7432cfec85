import { describe, expect, test } from "vitest";
import {
  celsiusSpanToFahrenheit,
  celsiusToFahrenheit,
  cmToInches,
  cubicCmToLitres,
  dghToPpm,
  fahrenheitSpanToCelsius,
  fahrenheitToCelsius,
  formatHardnessRange,
  formatLength,
  formatTemperature,
  formatTemperatureRange,
  formatTemperatureRangeWithOther,
  formatVolume,
  formatVolumeWithOther,
  inchesToCm,
  litresToUkGallons,
  litresToUsGallons,
  parseUnitCookieValue,
  parseUnitPreferences,
  ppmToDgh,
  ukGallonsToLitres,
  unitCookieValue,
  usGallonsToLitres,
} from "~/domain/units";
import { convertMeasuresInText } from "~/domain/units-in-text";

const US = { units: "us", hardness: "dgh" } as const;
const METRIC = { units: "metric", hardness: "dgh" } as const;
const UK = { units: "uk", hardness: "ppm" } as const;

describe("conversions", () => {
  test("a box's dimensions in cm give its volume in litres", () => {
    expect(cubicCmToLitres(60, 30, 36)).toBeCloseTo(64.8, 10);
    expect(cubicCmToLitres(10, 10, 10)).toBe(1);
  });

  test("fixed points of temperature", () => {
    expect(fahrenheitToCelsius(32)).toBe(0);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(fahrenheitToCelsius(77)).toBeCloseTo(25, 10);
  });

  test("a temperature span converts by 1.8 with no offset", () => {
    expect(fahrenheitSpanToCelsius(9)).toBe(5);
    expect(celsiusSpanToFahrenheit(5)).toBe(9);
    expect(fahrenheitSpanToCelsius(82 - 72)).toBeCloseTo(fahrenheitToCelsius(82) - fahrenheitToCelsius(72), 10);
  });

  test("round trips come back to where they started", () => {
    for (const value of [-3.5, 0, 1, 24.6, 79, 1000]) {
      expect(celsiusToFahrenheit(fahrenheitToCelsius(value))).toBeCloseTo(value, 10);
      expect(cmToInches(inchesToCm(value))).toBeCloseTo(value, 10);
      expect(litresToUsGallons(usGallonsToLitres(value))).toBeCloseTo(value, 10);
      expect(litresToUkGallons(ukGallonsToLitres(value))).toBeCloseTo(value, 10);
      expect(ppmToDgh(dghToPpm(value))).toBeCloseTo(value, 10);
    }
  });

  test("the inch, the US and the UK gallon, and the dGH by definition", () => {
    expect(inchesToCm(1)).toBe(2.54);
    expect(usGallonsToLitres(1)).toBeCloseTo(3.785411784, 12);
    expect(ukGallonsToLitres(1)).toBeCloseTo(4.54609, 12);
    // The UK gallon is about 20% larger than the US one.
    expect(ukGallonsToLitres(1) / usGallonsToLitres(1)).toBeCloseTo(1.2, 2);
    expect(dghToPpm(1)).toBe(17.848);
  });
});

describe("showing values", () => {
  test("a temperature range converts each end once", () => {
    expect(formatTemperatureRange(75, 82, METRIC)).toBe("24-28 °C");
    expect(formatTemperatureRange(75, 82, US)).toBe("75-82 °F");
    expect(formatTemperatureRangeWithOther(75, 82, METRIC)).toBe("24-28 °C (75-82 °F)");
    expect(formatTemperatureRangeWithOther(75, 82, US)).toBe("75-82 °F (24-28 °C)");
    expect(formatTemperatureRange(78, 78, METRIC)).toBe("26 °C");
    expect(formatTemperature(77, UK)).toBe("25 °C");
  });

  test("lengths keep a decimal below 10 cm, volumes are whole", () => {
    expect(formatLength(1.5, METRIC)).toBe("3.8 cm");
    expect(formatLength(7, METRIC)).toBe("18 cm");
    expect(formatLength(2.5, US)).toBe("2.5 in");
    expect(formatVolume(20, METRIC)).toBe("76 L");
    expect(formatVolume(20, US)).toBe("20 gal");
    expect(formatVolume(20, UK)).toBe("76 L (17 UK gal)");
    expect(formatVolumeWithOther(20, METRIC)).toBe("76 L (20 US gal)");
    expect(formatVolumeWithOther(20, UK)).toBe("76 L (17 UK gal, 20 US gal)");
  });

  test("hardness in dGH or ppm CaCO3", () => {
    expect(formatHardnessRange(4, 12, METRIC)).toBe("4-12 dGH");
    expect(formatHardnessRange(4, 12, UK)).toBe("71-214 ppm");
  });
});

describe("preferences from untrusted text", () => {
  test("a cookie's value round-trips, and anything else falls back value by value", () => {
    expect(parseUnitCookieValue(unitCookieValue({ units: "uk", hardness: "ppm" }))).toEqual({ units: "uk", hardness: "ppm" });
    expect(parseUnitCookieValue("metric.nonsense")).toEqual({ units: "metric", hardness: "dgh" });
    expect(parseUnitCookieValue(undefined)).toEqual({ units: "us", hardness: "dgh" });
    expect(parseUnitPreferences("kelvin", "ppm")).toEqual({ units: "us", hardness: "ppm" });
  });
});

describe("measurements quoted in prose", () => {
  test("temperatures become the reader's scale with the written one in brackets", () => {
    expect(convertMeasuresInText("Heater set around 82-84°F.", METRIC)).toBe("Heater set around 28-29 °C (82-84 °F).");
    expect(convertMeasuresInText("Heater set around 82-84°F.", US)).toBe("Heater set around 82-84 °F (28-29 °C).");
  });

  test("an author's own pair is kept, the reader's unit first", () => {
    expect(convertMeasuresInText("at least 24 in (60 cm) of water", METRIC)).toBe("at least 60 cm (24 in) of water");
    expect(convertMeasuresInText("at least 24 in (60 cm) of water", US)).toBe("at least 24 in (60 cm) of water");
  });

  test("inches and gallons in figures convert; words are left as written", () => {
    expect(convertMeasuresInText("usually reach about 5-6 inches.", METRIC)).toBe("usually reach about 13-15 cm (5-6 in).");
    expect(convertMeasuresInText("or one fish per 5 gallons.", UK)).toBe("or one fish per 19 L (4 UK gal, 5 US gal).");
    expect(convertMeasuresInText("adults reach around ten inches", METRIC)).toBe("adults reach around ten inches");
  });
});
