import { describe, expect, it } from "vitest";
import { pluralName } from "~/domain/plural-name";

describe("a species name counted more than once", () => {
  it("follows English plurals, and leaves names already plural or uncountable as they are", () => {
    expect(pluralName("Tiger Barb")).toBe("Tiger Barbs");
    expect(pluralName("Molly")).toBe("Mollies");
    expect(pluralName("Blue Panchax")).toBe("Blue Panchaxes");
    expect(pluralName("Wrestling Halfbeak")).toBe("Wrestling Halfbeaks");
    expect(pluralName("Bronze Corydoras")).toBe("Bronze Corydoras");
    expect(pluralName("Angelfish")).toBe("Angelfish");
    expect(pluralName("Yoyo Loach")).toBe("Yoyo Loaches");
  });
});
