import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRODUCT_CATEGORY,
  HOME_PRODUCT_CATEGORY_IDS,
  PRODUCT_CATEGORIES,
  formatPrice,
  matchesProductSearch,
  parseProductCategory,
  productCategoryLabel,
  productsHref,
  ratingLabel,
  starParts,
} from "~/domain/products";

describe("product categories", () => {
  it("are the six agreed ones, with their labels, Tank first and the default", () => {
    expect(PRODUCT_CATEGORIES).toEqual([
      { id: "Tank", label: "Aquarium Tanks" },
      { id: "Filter", label: "Filtration Systems" },
      { id: "Lighting", label: "LED Lighting" },
      { id: "Substrate", label: "Substrates & Sand" },
      { id: "Plants", label: "Aquatic Plants" },
      { id: "Accessories", label: "Accessories" },
    ]);
    expect(DEFAULT_PRODUCT_CATEGORY).toBe("Tank");
    expect(productCategoryLabel("Substrate")).toBe("Substrates & Sand");
  });

  it("reads ?category= as the ids are spelt, in any case, and falls back to Tank", () => {
    expect(parseProductCategory("Filter")).toBe("Filter");
    expect(parseProductCategory("plants")).toBe("Plants");
    expect(parseProductCategory(" LIGHTING ")).toBe("Lighting");
    expect(parseProductCategory("Heaters")).toBe("Tank");
    expect(parseProductCategory("")).toBe("Tank");
    expect(parseProductCategory(null)).toBe("Tank");
    expect(parseProductCategory(undefined)).toBe("Tank");
    expect(parseProductCategory("constructor")).toBe("Tank");
  });

  it("links to a category, keeping a search", () => {
    expect(productsHref({ category: "Filter" })).toBe("/products?category=Filter");
    expect(productsHref({ category: "Substrate", q: "sand & soil" })).toBe("/products?category=Substrate&q=sand+%26+soil");
  });

  it("gives the home page strip its five categories", () => {
    expect(HOME_PRODUCT_CATEGORY_IDS).toEqual(["Tank", "Filter", "Lighting", "Substrate", "Plants"]);
    expect(productCategoryLabel(HOME_PRODUCT_CATEGORY_IDS[0])).toBe("Aquarium Tanks");
  });
});

describe("star rating", () => {
  it("draws five stars in halves", () => {
    expect(starParts(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starParts(0.5)).toEqual(["half", "empty", "empty", "empty", "empty"]);
    expect(starParts(3)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(starParts(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starParts(5)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("clamps ratings out of range and rounds to the nearest half", () => {
    expect(starParts(-1)).toEqual(starParts(0));
    expect(starParts(7)).toEqual(starParts(5));
    expect(starParts(Number.NaN)).toEqual(starParts(0));
    expect(starParts(Number.POSITIVE_INFINITY)).toEqual(starParts(0));
    expect(starParts(3.74)).toEqual(starParts(3.5));
    expect(starParts(3.76)).toEqual(starParts(4));
  });

  it("reads the rating aloud out of 5", () => {
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5");
    expect(ratingLabel(4)).toBe("Rated 4 out of 5");
    expect(ratingLabel(0)).toBe("Rated 0 out of 5");
    expect(ratingLabel(9)).toBe("Rated 5 out of 5");
    expect(ratingLabel(-2)).toBe("Rated 0 out of 5");
  });
});

describe("product search", () => {
  const prime = {
    name: "Prime (500 mL)",
    brand: "Seachem",
    description: "Concentrated water conditioner that removes chlorine and chloramine.",
  };

  it("matches the name, brand or description, ignoring case and surrounding spaces", () => {
    expect(matchesProductSearch(prime, "prime")).toBe(true);
    expect(matchesProductSearch(prime, "SEACHEM")).toBe(true);
    expect(matchesProductSearch(prime, "  Chloramine ")).toBe(true);
    expect(matchesProductSearch(prime, "500 ml")).toBe(true);
  });

  it("matches everything for an empty search and nothing for text found nowhere", () => {
    expect(matchesProductSearch(prime, "")).toBe(true);
    expect(matchesProductSearch(prime, "   ")).toBe(true);
    expect(matchesProductSearch(prime, null)).toBe(true);
    expect(matchesProductSearch(prime, "canister")).toBe(false);
  });
});

describe("prices", () => {
  it("are dollars and cents", () => {
    expect(formatPrice(129.99)).toBe("$129.99");
    expect(formatPrice(12)).toBe("$12.00");
    expect(formatPrice(1299.5)).toBe("$1,299.50");
  });
});
