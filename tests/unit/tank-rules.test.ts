import { describe, expect, test } from "vitest";
import { formatDimensions, formatFlow, metricTextInUnits, tankFormValues } from "~/components/tanks/format";
import { readTankInput, weeksSince } from "~/domain/tank-input";
import { defaultVolumeL, outOfRangeMessage, readFishCount, readNumber, tankUnitsFor } from "~/domain/tank-rules";

const metric = { units: "metric", hardness: "dgh" } as const;
const us = { units: "us", hardness: "dgh" } as const;
const usPpm = { units: "us", hardness: "ppm" } as const;

describe("reading a tank", () => {
  test("US inches, gallons, °F and ppm become cm, litres, °C and dGH", () => {
    const read = readTankInput({
      units: "us",
      hardness: "ppm",
      name: " Den ",
      length: "24",
      width: "12",
      height: "16",
      volume: "15",
      filterFlow: "100",
      temperature: "78",
      gh: "143",
      planted: "on",
    });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.tank.name).toBe("Den");
    expect(read.tank.lengthCm).toBeCloseTo(60.96, 10);
    expect(read.tank.volumeL).toBeCloseTo(56.78118, 4);
    expect(read.tank.filterFlowLph).toBeCloseTo(378.5412, 3);
    expect(read.tank.temperatureC).toBeCloseTo(25.5556, 3);
    expect(read.tank.ghDgh).toBeCloseTo(8.012, 3);
    expect(read.tank).toMatchObject({
      heater: null,
      lid: null,
      cycled: null,
      setUpOn: null,
      planted: true,
      ph: null,
      filterRatedVolumeL: null,
    });
  });

  test("an empty volume is 85% of the gross volume; a decimal comma reads as a point", () => {
    const read = readTankInput({ units: "metric", name: "Cube", length: "30,5", width: "30", height: "30", volume: "" });
    expect(read.ok && read.tank.volumeL).toBeCloseTo(defaultVolumeL(30.5, 30, 30), 10);
    expect(defaultVolumeL(60, 30, 36)).toBeCloseTo(55.08, 10);
  });

  test("every problem comes with its field; units come first", () => {
    expect(readTankInput({ name: "x" })).toEqual({ ok: false, problems: [["units", 'units must be "metric" or "us".']] });
    const read = readTankInput({ units: "metric", length: "0", height: "abc", volume: "5", heater: 3 });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.fromEntries(read.problems)).toEqual({
      name: "Please give the tank a name.",
      length: "Length must be between 10 and 500 cm.",
      width: "Please enter the width.",
      height: "Height must be a number.",
      heater: "heater must be true or false, or left out.",
    });
  });

  test("heater, lid and cycling are yes, no or not said; the set-up day is a real day, not in the future", () => {
    const base = { units: "metric", name: "Cube", length: 30, width: 30, height: 30 };
    const read = readTankInput({ ...base, heater: "no", lid: "yes", cycled: "", setUpOn: "2026-11-20", kh: "3" }, undefined, "2026-11-27");
    expect(read.ok && read.tank).toMatchObject({ heater: false, lid: true, cycled: null, setUpOn: "2026-11-20", khDkh: 3 });
    expect(readTankInput({ ...base, heater: true, cycled: false }).ok && readTankInput({ ...base, heater: true }).ok).toBe(true);
    for (const setUpOn of ["2026-11-28", "2026-02-30", "last week", "1900-01-01"]) {
      const refused = readTankInput({ ...base, setUpOn }, undefined, "2026-11-27");
      expect(!refused.ok && refused.problems).toEqual([["setUpOn", "The set-up date must be a day, not in the future (YYYY-MM-DD)."]]);
    }
  });

  test("a standard tank gives its dimensions in the member's units; an unknown one is refused beside its field", () => {
    const read = readTankInput({ units: "us", name: "Den", size: "us-40b", length: "1", width: "", height: "" });
    expect(read.ok && read.tank).toMatchObject({ standardSize: "us-40b" });
    expect(read.ok && read.tank.lengthCm).toBeCloseTo(91.44, 5);
    expect(read.ok && read.tank.widthCm).toBeCloseTo(45.72, 5);
    const refused = readTankInput({ units: "us", name: "Den", size: "us-41", length: 36, width: 18, height: 16 });
    expect(!refused.ok && refused.problems).toEqual([["size", "Choose a tank from the list of standard sizes, or give its dimensions."]]);
  });

  test("a tank's age is whole weeks since it was set up", () => {
    expect(weeksSince("2026-11-20", new Date("2026-11-27T12:00:00Z"))).toBe(1);
    expect(weeksSince("2026-11-25", new Date("2026-11-27T12:00:00Z"))).toBe(0);
    expect(weeksSince("2026-09-01", new Date("2026-11-27T12:00:00Z"))).toBe(12);
  });

  test("a name of invisible characters is no name", () => {
    const read = readTankInput({ units: "metric", name: "\u200b\u200b", length: 60, width: 30, height: 30 });
    expect(!read.ok && read.problems).toEqual([["name", "Please give the tank a name."]]);
  });

  test("the water cannot be more than the tank holds", () => {
    const read = readTankInput({ units: "us", name: "x", length: 20, width: 10, height: 12, volume: 11 });
    expect(!read.ok && Object.fromEntries(read.problems).volume).toBe("The water volume can't be more than the tank holds (10.4 gal).");
  });

  test("bounds are said in the member's units", () => {
    expect(outOfRangeMessage("temperature", "us", "dgh")).toBe("Temperature must be between 32 and 104 °F.");
    expect(outOfRangeMessage("gh", "metric", "ppm")).toBe("Hardness (GH) must be between 0 and 892 ppm.");
    expect(outOfRangeMessage("filterFlow", "us", "dgh")).toBe("Filter flow must be between 2.6 and 13,209 gal/h.");
  });

  test("numbers and counts as typed", () => {
    expect([readNumber(""), readNumber("  "), readNumber(null), readNumber(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([readNumber("1e3"), readNumber("12abc"), readNumber(true), readNumber(Infinity)].every(Number.isNaN)).toBe(true);
    expect([readNumber(" 7.5 "), readNumber(".5"), readNumber(3)]).toEqual([7.5, 0.5, 3]);
    expect([readFishCount("12"), readFishCount(1), readFishCount("0"), readFishCount("2.5"), readFishCount("501")]).toEqual([
      12,
      1,
      null,
      null,
      null,
    ]);
  });

  test("a UK member types metric", () => {
    expect(tankUnitsFor({ units: "uk" })).toBe("metric");
    expect(tankUnitsFor({ units: "us" })).toBe("us");
  });
});

describe("showing a tank", () => {
  const stored = {
    name: "Den",
    lengthCm: 60.96,
    widthCm: 30.48,
    heightCm: 40.64,
    volumeL: defaultVolumeL(60.96, 30.48, 40.64),
    filterRatedVolumeL: 75.7,
    filterFlowLph: 378.5,
    heater: true,
    planted: false,
    temperatureC: 25.5556,
    ph: 6.8,
    ghDgh: 8,
    lid: null,
    setUpOn: null,
    cycled: null,
    khDkh: null,
    light: null,
    co2: null,
    standardSize: null,
  };

  test("the edit form starts in the member's units, with a default volume left empty", () => {
    expect(tankFormValues(stored, us)).toEqual({
      name: "Den",
      length: "24",
      width: "12",
      height: "16",
      filterRatedVolume: "20",
      filterFlow: "99.99",
      temperature: "78",
      ph: "6.8",
      gh: "8",
      heater: "yes",
    });
    expect(tankFormValues({ ...stored, volumeL: 50 }, metric).volume).toBe("50");
  });

  test("what the edit form shows reads back as what was stored", () => {
    const read = readTankInput({ units: "us", ...tankFormValues(stored, usPpm), hardness: "ppm" });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.tank.lengthCm).toBeCloseTo(stored.lengthCm, 6);
    expect(read.tank.volumeL).toBeCloseTo(stored.volumeL, 6);
    expect(read.tank.ghDgh).toBeCloseTo(8, 2);
  });

  test("dimensions and flow", () => {
    expect(formatDimensions(stored, metric)).toBe("61 × 30.5 × 40.6 cm");
    expect(formatDimensions(stored, us)).toBe("24 × 12 × 16 in");
    expect(formatFlow(378.5, us)).toBe("100 gal/h");
    expect(formatFlow(378.5, metric)).toBe("379 L/h");
  });

  test("the checker's metric sentences in the reader's units", () => {
    const text =
      "The Neon Tetra needs 24-26 °C; at least 76 L (20 US gal); this one is about 54 L and 60 cm long, less than 2 °C wide, 4-8 dGH.";
    expect(metricTextInUnits(text, metric)).toBe(text);
    expect(metricTextInUnits(text, usPpm)).toBe(
      "The Neon Tetra needs 75-79 °F (24-26 °C); at least 20 gal (76 L); this one is about 14 gal (54 L) and 24 in (60 cm) long, " +
        "less than 3.6 °F (2 °C) wide, 71-143 ppm (4-8 dGH).",
    );
    // The note on a narrow shared temperature gives its range, and no other temperature to be read as one.
    const narrow =
      "The Discus and the Cardinal Tetra share only 27.8-28.9 °C, enough for a heater set at its middle: " +
      "check it against a thermometer, since a drift to either end of it takes one of them out of its own range.";
    expect(metricTextInUnits(narrow, us)).toBe(
      "The Discus and the Cardinal Tetra share only 82-84 °F (27.8-28.9 °C), enough for a heater set at its middle: " +
        "check it against a thermometer, since a drift to either end of it takes one of them out of its own range.",
    );
  });
});
