import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { TankReport } from "~/components/tanks/tank-report";
import type { Report } from "~/domain/checker/types";
import type { UnitPreferences } from "~/domain/units";

function html(report: Report, units: UnitPreferences, names: Record<number, string> = {}): string {
  return renderToStaticMarkup(h(StaticRouter, { location: "/" }, h(TankReport, { report, units, names })));
}

const REPORT: Report = {
  rulesVersion: "test-1",
  verdict: "wont-work",
  findings: [
    {
      rule: "water-temperature",
      severity: "wont-work",
      message: "The Goldfish needs 10-22 °C and the Discus 28-31 °C: there is no temperature both can live in.",
      numbers: { sharedMinC: 28, sharedMaxC: 22 },
      fishIds: [3, 7],
    },
    { rule: "stocking", severity: "note", message: "An estimate from adult lengths.", numbers: {}, fishIds: [] },
  ],
  suggestions: [{ fishId: 12, name: "Cherry Barb", count: 6, completesGroup: false, improves: false }],
  plantSuggestions: [],
  upsize: { volumeL: 190, lengthCm: 120, widthCm: 45 },
};

describe("the tank report", () => {
  test("shows the verdict, each finding with its badge and species links, the upsize and the suggestions", () => {
    const markup = html(REPORT, { units: "metric", hardness: "dgh" }, { 3: "Goldfish", 7: "Discus" });
    expect(markup).toContain("Verdict: </span>Won&#x27;t work");
    expect(markup).toContain("bg-red-100");
    expect(markup).toContain("The Goldfish needs 10-22 °C and the Discus 28-31 °C");
    expect(markup).toMatch(/<a [^>]*href="\/fish\/3"[^>]*>Goldfish<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/fish\/7"[^>]*>Discus<\/a>/);
    expect(markup).toContain(">Note<");
    expect(markup).toContain("about 190 L, at least 120 cm long and 45 cm wide, would fit these fish.");
    expect(markup).toMatch(/<a [^>]*href="\/fish\/12"[^>]*>6 Cherry Barb<\/a>/);
    expect(markup).toContain("rules test-1");
  });

  test("measurements show in the reader's units", () => {
    const markup = html(REPORT, { units: "us", hardness: "dgh" });
    expect(markup).toContain("50-72 °F (10-22 °C)");
    expect(markup).toContain("about 50 gal, at least 47 in long and 18 in wide");
    // A species the report has no name for is still a link.
    expect(markup).toMatch(/<a [^>]*href="\/fish\/3"[^>]*>Fish #3<\/a>/);
  });

  test("a species links to its page's note on the first fact the finding rests on, where a note can explain it", () => {
    const finding = {
      rule: "eats-snails",
      severity: "wont-work" as const,
      message: "The Oscar eats grown snails, lid and all: the Mystery Snail will be eaten.",
      numbers: {},
      fishIds: [3, 7, 9],
      // The temperature's two ends are one note; a fish type has none.
      factsUsed: { 3: ["eatsSnails", "snailPrey"], 7: ["minTemperature", "operculum"], 9: ["fishType"] },
    };
    const markup = html(
      { ...REPORT, findings: [finding] },
      { units: "metric", hardness: "dgh" },
      { 3: "Oscar", 7: "Mystery Snail", 9: "Puffer" },
    );
    expect(markup).toMatch(/<a [^>]*href="\/fish\/3#note-eatsSnails"[^>]*>Oscar<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/fish\/7#note-temperature"[^>]*>Mystery Snail<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/fish\/9"[^>]*>Puffer<\/a>/);
  });

  test("a fine tank says so, with no findings", () => {
    const markup = html({ ...REPORT, verdict: "fine", findings: [], suggestions: [], upsize: null }, { units: "uk", hardness: "ppm" });
    expect(markup).toContain("Verdict: </span>Fine");
    expect(markup).toContain("No problems found with these fish in this tank.");
    expect(markup).not.toContain("A bigger tank");
  });
});
