import { describe, expect, test } from "vitest";
import { choiceDay, chooseVariedFish } from "~/domain/home-fish-choice";

const fish = (id: number, fishType: string, interest = 0) => ({ id, fishType, interest });
const ids = (chosen: { id: number }[]) => chosen.map((entry) => entry.id);

describe("the home page's choice of featured fish", () => {
  const catalogue = [
    fish(1, "Schooling"),
    fish(2, "Schooling"),
    fish(3, "Schooling"),
    fish(4, "Catfish"),
    fish(5, "Labyrinth"),
    fish(6, "Cichlid"),
    fish(7, "Livebearer"),
  ];

  test("never two of one kind while another kind is left", () => {
    for (const day of ["2026-01-01", "2026-01-02", "2026-06-30"]) {
      const chosen = chooseVariedFish(catalogue, 3, day);
      expect(chosen).toHaveLength(3);
      expect(new Set(chosen.map((entry) => entry.fishType)).size).toBe(3);
    }
  });

  test("the same all day, another order on other days", () => {
    expect(ids(chooseVariedFish(catalogue, 3, "2026-03-03"))).toEqual(ids(chooseVariedFish([...catalogue].reverse(), 3, "2026-03-03")));
    const days = Array.from({ length: 20 }, (_, i) => `2026-02-${String(i + 1).padStart(2, "0")}`);
    expect(new Set(days.map((day) => ids(chooseVariedFish(catalogue, 3, day)).join(","))).size).toBeGreaterThan(1);
  });

  test("the most kept or wanted come first", () => {
    const popular = [...catalogue, fish(8, "Loach", 5), fish(9, "Rainbowfish", 2)];
    expect(ids(chooseVariedFish(popular, 3, "2026-03-03")).slice(0, 2)).toEqual([8, 9]);
  });

  test("kinds already shown are taken; with too few kinds, the rest fill the places", () => {
    const chosen = chooseVariedFish(catalogue, 3, "2026-03-03", ["Catfish", "Labyrinth", "Cichlid"]);
    expect(
      chosen
        .slice(0, 2)
        .map((entry) => entry.fishType)
        .sort(),
    ).toEqual(["Livebearer", "Schooling"]);
    expect(chosen).toHaveLength(3);
    expect(chooseVariedFish(catalogue, 0, "2026-03-03")).toEqual([]);
    expect(chooseVariedFish([fish(1, "Schooling")], 3, "2026-03-03")).toHaveLength(1);
  });

  test("the day is the UTC date", () => {
    expect(choiceDay(new Date("2026-05-06T23:30:00Z"))).toBe("2026-05-06");
  });
});
