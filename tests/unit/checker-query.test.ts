import { describe, expect, test } from "vitest";
import { checkerQueryString, parseCheckerQuery } from "~/domain/checker-query";

const parse = (query: string, units: "metric" | "us" | "uk" = "us") => parseCheckerQuery(new URLSearchParams(query), units);

describe("the checker's query", () => {
  test("reads the issue's example: US inches and fish with counts and sex", () => {
    const parsed = parse("units=us&length=30&width=12&height=12&fish=153:10&fish=14:1:male", "metric");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.tank.lengthCm).toBeCloseTo(76.2, 10);
    expect(parsed.tank.widthCm).toBeCloseTo(30.48, 10);
    expect(parsed.tank.volumeL).toBeUndefined();
    expect(parsed.query.fish).toEqual([
      { fishId: 153, count: 10 },
      { fishId: 14, count: 1, sex: "male" },
    ]);
  });

  test("without units in the link, the reader's own; a UK reader's dimensions are metric", () => {
    expect(parse("length=60&width=30&height=35", "uk").query.units).toBe("metric");
    expect(parse("length=24&width=12&height=14", "us").query.units).toBe("us");
    const litres = parse("units=us&length=24&width=12&height=14&volume=20");
    expect(litres.ok && litres.tank.volumeL).toBeCloseTo(75.7, 1);
  });

  test("the same species and sex twice is one entry with the counts added", () => {
    const parsed = parse("units=metric&length=60&width=30&height=35&fish=5:4&fish=5:2&fish=5:1:male");
    expect(parsed.query.fish).toEqual([
      { fishId: 5, count: 6 },
      { fishId: 5, count: 1, sex: "male" },
    ]);
  });

  test("missing, absurd or malformed values are refused with a sentence", () => {
    expect(parse("units=metric&length=60&width=30")).toMatchObject({
      ok: false,
      message: "Please give the tank's inner length, width and height.",
    });
    expect(parse("units=metric&length=6000&width=30&height=30")).toMatchObject({
      ok: false,
      message: "Each inner dimension must be between 10 and 500 cm.",
    });
    expect(parse("units=metric&length=abc&width=30&height=30")).toMatchObject({ ok: false });
    expect(parse("units=metric&length=60&width=30&height=30&volume=0")).toMatchObject({ ok: false });
    expect(parse("units=metric&length=60&width=30&height=30&fish=neon")).toMatchObject({ ok: false });
    expect(parse("units=metric&length=60&width=30&height=30&fish=5:0")).toMatchObject({ ok: false });
    expect(parse("units=metric&length=60&width=30&height=30&fish=5:2:dragon")).toMatchObject({ ok: false });
  });

  test("a link adds a suggested fish to the same tank", () => {
    const parsed = parse("units=metric&length=60&width=30&height=35&fish=5:6");
    expect(checkerQueryString(parsed.query, { fishId: 9, count: 1 })).toBe(
      "units=metric&length=60&width=30&height=35&fish=5%3A6&fish=9%3A1",
    );
  });
});

describe("what a keeper knows of the tank", () => {
  test("reads age, cycling, kit and the water in the link's units into metric", () => {
    const parsed = parse(
      "units=us&length=24&width=12&height=16&age=1&cycled=no&temp=68&ph=7.2&gh=8&kh=3&heater=no&filter=100&planted=yes&lid=NO",
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.tank).toMatchObject({
      ageWeeks: 1,
      cycled: false,
      ph: 7.2,
      ghDgh: 8,
      khDkh: 3,
      heater: false,
      planted: true,
      lid: false,
    });
    expect(parsed.tank.temperatureC).toBeCloseTo(20, 10);
    expect(parsed.tank.filterFlowLph).toBeCloseTo(378.5, 1);
  });

  test("hardness may be given in ppm, and every empty field stays unknown", () => {
    const parsed = parse("units=metric&length=60&width=30&height=35&hardness=ppm&gh=178.48&temp=26");
    expect(parsed.ok && parsed.tank.ghDgh).toBeCloseTo(10, 5);
    expect(parsed.ok && parsed.tank.temperatureC).toBe(26);
    const bare = parse("units=metric&length=60&width=30&height=35");
    expect(bare.ok && Object.keys(bare.tank).sort()).toEqual(["heightCm", "lengthCm", "widthCm"]);
  });

  test("refuses what cannot be read, with a sentence, and keeps what was typed", () => {
    const refusals: [string, string][] = [
      ["heater=maybe", "Say yes or no for the heater."],
      ["cycled=soon", "Say yes or no for whether the tank is cycled."],
      ["age=-1", "The tank's age is a number of weeks, from 0 to 1,000."],
      ["temp=60", "The water temperature must be between 0 and 40 °C."],
      ["ph=14", "The pH must be between 3 and 10."],
      ["gh=lots", "The GH must be between 0 and 40 dGH."],
    ];
    for (const [extra, message] of refusals) {
      const parsed = parse(`units=metric&length=60&width=30&height=35&${extra}`);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toBe(message);
    }
    expect(parse("units=metric&length=60&width=30&height=35&temp=60").query.values.temp).toBe("60");
  });

  test("a link made from the query keeps every answer, and the hardness unit when a hardness is given", () => {
    const parsed = parse("units=metric&length=60&width=30&height=35&age=3&lid=yes&hardness=ppm&gh=100");
    const again = new URLSearchParams(checkerQueryString(parsed.query));
    expect(again.get("age")).toBe("3");
    expect(again.get("lid")).toBe("yes");
    expect(again.get("hardness")).toBe("ppm");
    expect(again.get("heater")).toBeNull();
  });
});

describe("plants, light and CO2", () => {
  test("reads the tank's plants by id, each once, with its light and CO2, and keeps them in links", () => {
    const parsed = parse("units=metric&length=60&width=30&height=36&fish=1:6&plant=12&plant=7&plant=12&light=Medium&co2=no");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.query.plantIds).toEqual([12, 7]);
    expect(parsed.tank).toMatchObject({ light: "medium", co2: false });
    const link = new URLSearchParams(checkerQueryString(parsed.query, undefined, 3));
    expect(link.getAll("plant")).toEqual(["12", "7", "3"]);
    expect(link.get("light")).toBe("Medium");
  });

  test("refuses a plant that is not an id, a light it does not know and a CO2 that is not yes or no", () => {
    const base = "units=metric&length=60&width=30&height=36";
    for (const [query, message] of [
      [`${base}&plant=java-fern`, "Each plant is written as its id, like 12."],
      [`${base}&plant=0`, "Each plant is written as its id, like 12."],
      [`${base}&light=bright`, "Say low, medium or high for the light."],
      [`${base}&co2=maybe`, "Say yes or no for whether CO2 is added."],
      [
        `${base}${"&plant=1".repeat(1)}${Array.from({ length: 41 }, (_, i) => `&plant=${i + 2}`).join("")}`,
        "A tank can be checked with up to 40 plants.",
      ],
    ]) {
      const parsed = parse(query);
      expect(parsed.ok ? "accepted" : parsed.message).toBe(message);
    }
  });
});

describe("standard tanks", () => {
  test("a standard tank gives its size and its nominal volume, shown in the link's units", () => {
    const parsed = parse("units=us&size=us-29&fish=5:6");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.query.values).toMatchObject({ length: "30", width: "12", height: "18" });
    expect(parsed.tank.lengthCm).toBeCloseTo(76.2, 5);
    expect(parsed.tank.nominalVolumeL).toBeCloseTo(109.78, 2);
    expect(new URLSearchParams(checkerQueryString(parsed.query)).get("size")).toBe("us-29");
    const metric = parse("units=metric&size=p-60");
    expect(metric.ok && metric.query.values).toMatchObject({ length: "60", width: "30", height: "36" });
  });

  test("an unknown standard tank is refused with a sentence", () => {
    const parsed = parse("units=us&size=us-31&fish=5:6");
    expect(!parsed.ok && parsed.message).toBe("Choose a tank from the list of standard sizes, or give its dimensions.");
  });
});
