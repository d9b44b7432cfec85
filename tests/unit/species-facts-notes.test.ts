import { describe, expect, test } from "vitest";
import { factNotesForReaders, factNotesInReadingOrder } from "~/domain/species-facts";

describe("factNotesInReadingOrder", () => {
  test("lists the profile's figures before the checker's facts, each named with a capital, and tells hardness bounds apart", () => {
    const notes = factNotesInReadingOrder({
      jumper: "Two pages say it jumps.",
      maxGh: "Up to 15 dGH.",
      ph: "6.0-7.5 by the medians.",
      minGh: "From 5 dGH.",
      minTankSize: "The median, 66 gal.",
    });
    expect(notes.map(({ label }) => label)).toEqual(["Tank size", "pH", "Softest water", "Hardest water", "Jumping"]);
    expect(notes[0]).toEqual({ fact: "minTankSize", label: "Tank size", text: "The median, 66 gal." });
  });

  test("gives nothing for a species whose references all agreed", () => {
    expect(factNotesInReadingOrder({})).toEqual([]);
  });
});

describe("factNotesForReaders", () => {
  test("says only that an unknown or unconfirmed fact is so, leaves out the figures the site gave before, and names facts as the page does", () => {
    const notes = factNotesForReaders({
      minTankSize:
        "Hepper 10 gal (as recorded earlier); Tankably 60 L (15.9 gal, as recorded earlier); Tetra Fish Care 20 gal: the median, 16 gal, is kept (was 20 gal; one figure (Aquarium Gallery's) was not re-read).",
      temperature: "Three pages give 23-27 °C, within 1 °F of the file's 73-81 °F, which is kept.",
      maxGh: "See minGh: upper bounds 12, 15 and 15; takesSmallFish and maxGhost are left as written.",
      flow: "Unknown: SeriouslyFish and tankably do not mention it; a second pass found nothing.",
      ph: "Not yet sourced: no reference read gives a range; the profile's 6.5-7.5 is unverified. Further pages read: ...",
    });
    expect(notes).toEqual({
      minTankSize: "Hepper 10 gal; Tankably 60 L (15.9 gal); Tetra Fish Care 20 gal: the median, 16 gal, is kept.",
      temperature: "Three pages give 23-27 °C, within 1 °F of the profile's 73-81 °F, which is kept.",
      maxGh: "See softest water: upper bounds 12, 15 and 15; taking small fish and maxGhost are left as written.",
      flow: "Not stated by any reference we read, so the checker leaves it out.",
      ph: "Not yet confirmed by any reference we read: the figure shown is unverified.",
    });
  });

  test("keeps a parenthesis that does not close, rather than cutting the note short", () => {
    expect(factNotesForReaders({ ph: "6.0-7.5 (was 6.5" })).toEqual({ ph: "6.0-7.5 (was 6.5" });
  });
});
