import { describe, expect, test } from "vitest";
import { COLLECTION_TYPES as DB_COLLECTION_TYPES } from "../../db/schema";
import {
  COLLECTION_TYPES,
  addToCollectionSchema,
  collectionToasts,
  collectionTypeLabel,
  parseCollectionType,
  saveToCollectionFormSchema,
} from "~/validation/collection";

describe("collection types", () => {
  test("are the database's", () => {
    expect([...COLLECTION_TYPES]).toEqual([...DB_COLLECTION_TYPES]);
  });

  test("liked is shown as Favorites", () => {
    expect(COLLECTION_TYPES.map(collectionTypeLabel)).toEqual(["Owned", "Favorites", "Wishlist"]);
  });

  test("parse only known values", () => {
    expect(parseCollectionType("owned")).toBe("owned");
    expect(parseCollectionType("Owned")).toBeNull();
    expect(parseCollectionType("favorites")).toBeNull();
    expect(parseCollectionType(null)).toBeNull();
  });
});

describe("collection toasts", () => {
  test("name the collection as it is shown, in lower case", () => {
    expect(collectionToasts.added("Neon Tetra", "liked")).toEqual({
      title: "Success!",
      description: "Neon Tetra added to your favorites collection.",
    });
    expect(collectionToasts.added("Neon Tetra", "owned").description).toBe("Neon Tetra added to your owned collection.");
    expect(collectionToasts.added("Neon Tetra", "wishlist").description).toBe("Neon Tetra added to your wishlist collection.");
    expect(collectionToasts.removed("Neon Tetra")).toEqual({ title: "Removed", description: "Neon Tetra removed from your collection." });
    expect(collectionToasts.addFailed.description).toBe("Failed to add fish to collection. Please try again.");
    expect(collectionToasts.removeFailed.description).toBe("Failed to remove fish from collection.");
  });
});

describe("addToCollectionSchema", () => {
  test("defaults to liked and drops empty notes", () => {
    expect(addToCollectionSchema.parse({ fishId: 3 })).toEqual({ fishId: 3, collectionType: "liked", notes: null });
    expect(addToCollectionSchema.parse({ fishId: "3", collectionType: "", notes: "   " })).toEqual({
      fishId: 3,
      collectionType: "liked",
      notes: null,
    });
  });

  test("keeps trimmed notes and a chosen collection", () => {
    expect(addToCollectionSchema.parse({ fishId: 3, collectionType: "wishlist", notes: " next tank " })).toEqual({
      fishId: 3,
      collectionType: "wishlist",
      notes: "next tank",
    });
  });

  test("the form schema needs only the collection", () => {
    expect(saveToCollectionFormSchema.parse({ collectionType: "owned" })).toEqual({ collectionType: "owned" });
    expect(saveToCollectionFormSchema.parse({ collectionType: null })).toEqual({ collectionType: "liked" });
    expect(saveToCollectionFormSchema.safeParse({ collectionType: "tank" }).success).toBe(false);
  });
});
