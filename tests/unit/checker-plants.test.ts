import { describe, expect, it } from "vitest";
import { checkTank } from "~/domain/checker";
import type { CheckerTank, Report, StockEntry } from "~/domain/checker/types";
import { all, plant, plants, species } from "./checker-golden-cases";

// The plant rules on the real plant and species files: which plants a plant-eater goes for, plants too warm or
// too cold for the fish, light and CO2, floating cover over air-breathers, and the plants suggested.

// A 4-foot tank, with a heater, measured nothing.
const TANK: CheckerTank = { lengthCm: 120, widthCm: 45, heightCm: 50, heater: true, cycled: true, ageWeeks: 20 };

function check(stock: [string, number][], named: string[], tank: CheckerTank = TANK, suggest = false): Report {
  const entries: StockEntry[] = stock.map(([name, count]) => ({ species: species(name), count }));
  return checkTank(tank, entries, { candidates: all, plants: named.map(plant), ...(suggest ? { plantCandidates: plants } : {}) });
}

const about = (report: Report, rule: string) => report.findings.filter((finding) => finding.rule === rule);

describe("plants in the checker", () => {
  it("names the soft plants a plant-eater goes for and says the tough ones are spared", () => {
    const report = check([["Silver Dollar", 5]], ["Cabomba", "Java Fern", "Anubias Nana"]);
    const [eaten] = about(report, "plants-eaten");
    expect(eaten.severity).toBe("caution");
    expect(eaten.message).toContain("Cabomba is at risk");
    expect(eaten.message).toContain("Java Fern and Anubias Nana are tough, leathery plants");
    expect(eaten.plantIds).toEqual([plant("Cabomba").id]);
    // Named plants replace the general "this tank is planted" caution.
    expect(about(report, "eats-plants")).toEqual([]);
  });

  it("only notes tough plants beside a plant-eater", () => {
    const [eaten] = about(check([["Silver Dollar", 5]], ["Java Fern"]), "plants-eaten");
    expect(eaten.severity).toBe("note");
    expect(eaten.message).toContain("usually leave alone");
  });

  it("keeps the general caution when a tank is said to be planted but its plants are not named", () => {
    const report = check([["Silver Dollar", 5]], [], { ...TANK, planted: true });
    expect(about(report, "eats-plants").map((finding) => finding.severity)).toEqual(["caution"]);
  });

  it("says a plant cannot live at the temperature the fish share", () => {
    const report = check([["Discus", 5]], ["Marimo Moss Ball"]);
    const [warm] = about(report, "plant-temperature");
    expect(warm.severity).toBe("caution");
    expect(warm.message).toMatch(/^Marimo Moss Ball grows at 15-24 °C, but the Discus needs 26\.1-30 °C:/);
    expect(report.verdict).toBe("caution");
    expect(about(check([["Cardinal Tetra", 10]], ["Java Fern"]), "plant-temperature")).toEqual([]);
  });

  it("notes plants that need more light or CO2 than the tank gives", () => {
    const report = check([["Cardinal Tetra", 10]], ["Rotala Macrandra", "Java Fern"], { ...TANK, light: "medium", co2: false });
    const [light] = about(report, "plant-light");
    expect(light.severity).toBe("note");
    expect(light.message).toBe(
      "Rotala Macrandra needs high light; under this tank's medium light it will grow slowly and leggy, and red leaves fade to green.",
    );
    expect(light.plantIds).toEqual([plant("Rotala Macrandra").id]);
    const [co2] = about(report, "plant-co2");
    expect(co2.message).toContain("Rotala Macrandra needs added CO2");
    // Notes: they do not change the verdict.
    expect(report.verdict).toBe("fine");
    // Two steps short, a high-light plant under a low light, it melts away: a caution.
    const dark = check([["Cardinal Tetra", 10]], ["Rotala Macrandra", "Java Fern"], { ...TANK, light: "low" });
    const [melting] = about(dark, "plant-light");
    expect(melting.severity).toBe("caution");
    expect(melting.message).toContain("Rotala Macrandra needs high light; under this tank's low light it dwindles and melts away");
    expect(dark.verdict).toBe("caution");
    // A green plant has no red to lose.
    const [green] = about(check([["Cardinal Tetra", 10]], ["Monte Carlo"], { ...TANK, light: "low" }), "plant-light");
    expect(green.message).toBe("Monte Carlo needs medium light; under this tank's low light it will grow slowly and leggy.");
    const lit = check([["Cardinal Tetra", 10]], ["Rotala Macrandra"], { ...TANK, light: "high", co2: true });
    expect([...about(lit, "plant-light"), ...about(lit, "plant-co2")]).toEqual([]);
  });

  it("notes floating cover over fish that breathe at the surface", () => {
    const [cover] = about(
      check([["Betta", 1]], ["Amazon Frogbit"], { ...TANK, lengthCm: 60, widthCm: 30, heightCm: 36 }),
      "floating-cover",
    );
    expect(cover.message).toContain("The Betta breathes air at the surface, and Amazon Frogbit spreads across it");
    expect(about(check([["Cardinal Tetra", 10]], ["Amazon Frogbit"]), "floating-cover")).toEqual([]);
  });

  it("suggests plants that suit the tank, of varied kinds: tough ones beside plant-eaters, low-light ones when the light is not said", () => {
    const goldfish = check([["Silver Dollar", 5]], [], TANK, true);
    expect(goldfish.plantSuggestions.length).toBeGreaterThan(0);
    for (const { plantId } of goldfish.plantSuggestions) expect(plants[plantId - 1].type).toBe("rhizome");

    const community = check([["Cardinal Tetra", 10]], ["Java Fern"], TANK, true);
    expect(community.plantSuggestions.length).toBe(4);
    for (const { plantId, name } of community.plantSuggestions) {
      const suggested = plants[plantId - 1];
      expect(name).not.toBe("Java Fern");
      expect(suggested.light).toBe("low");
      expect(suggested.co2).not.toBe("needed");
    }
    // Four kinds of plant, none of them the rhizome the tank already has: not three epiphytes with the same needs.
    const kinds = community.plantSuggestions.map(({ plantId }) => plants[plantId - 1].type);
    expect(new Set(kinds).size).toBe(4);
    expect(kinds).not.toContain("rhizome");
    const bright = check([["Cardinal Tetra", 10]], [], { ...TANK, light: "high", co2: true }, true);
    expect(bright.plantSuggestions.map((s) => s.plantId)).not.toEqual(community.plantSuggestions.map((s) => s.plantId));

    // A betta's tank is offered no floating plants.
    const betta = check([["Betta", 1]], [], { ...TANK, lengthCm: 60, widthCm: 30, heightCm: 36, light: "medium" }, true);
    for (const { plantId } of betta.plantSuggestions) expect(plants[plantId - 1].type).not.toBe("floating");
  });
});
