import { describe, expect, test } from "vitest";
import { MAIN_SECTIONS, isSectionActive, userMenuLinks } from "~/components/layout/navigation";

describe("header sections", () => {
  test("the plants, the checker and the product reviews are beside the fish encyclopedia, the guides and the videos", () => {
    expect(MAIN_SECTIONS.map((section) => [section.label, section.to])).toEqual([
      ["Fish Database", "/fish"],
      ["Plants", "/plants"],
      ["Tank Checker", "/checker"],
      ["Product Reviews", "/products"],
      ["Aquascaping", "/aquascaping"],
      ["Videos", "/videos"],
    ]);
  });
});

describe("header section highlight", () => {
  test("the section's own path and paths below it", () => {
    expect(isSectionActive("/fish", "/fish")).toBe(true);
    expect(isSectionActive("/fish/12", "/fish")).toBe(true);
    expect(isSectionActive("/videos", "/fish")).toBe(false);
    expect(isSectionActive("/", "/fish")).toBe(false);
  });
});

describe("user menu", () => {
  test("members see every link but the admin panel, in order", () => {
    expect(userMenuLinks(false).map((l) => l.label)).toEqual([
      "Profile",
      "My Fish Collection",
      "My Plant Collection",
      "My Tanks",
      "My Reviews",
      "Community Gallery",
      "Settings",
    ]);
  });
  test("admins also see the admin panel", () => {
    expect(userMenuLinks(true).map((l) => l.to)).toContain("/admin");
  });
});
