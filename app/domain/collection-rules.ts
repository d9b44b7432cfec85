/** The collections of SPEC sections 3, 4 and 8, without a schema library, so the browser can use them cheaply. */
/** The three collections of SPEC section 3 (the same values as the database column). */
export const COLLECTION_TYPES = ["owned", "liked", "wishlist"] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/** What a new entry goes into when nobody chose: liked, shown as Favorites. */
export const DEFAULT_COLLECTION_TYPE: CollectionType = "liked";

export const NOTES_MAX_LENGTH = 1000;

/** How each collection is named on screen (liked is shown as Favorites). */
export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  owned: "Owned",
  liked: "Favorites",
  wishlist: "Wishlist",
};

export function isCollectionType(value: unknown): value is CollectionType {
  return typeof value === "string" && (COLLECTION_TYPES as readonly string[]).includes(value);
}

/** A collection type from a query string or form field, or null when it is not one. */
export function parseCollectionType(value: unknown): CollectionType | null {
  return isCollectionType(value) ? value : null;
}

export function collectionTypeLabel(type: CollectionType): string {
  return COLLECTION_TYPE_LABELS[type];
}

/** The toasts of SPEC section 8 for saving and removing a fish. */
export const collectionToasts = {
  added: (fishName: string, type: CollectionType) => ({
    title: "Success!",
    // "your favorites collection", "your owned collection", "your wishlist collection".
    description: `${fishName} added to your ${collectionTypeLabel(type).toLowerCase()} collection.`,
  }),
  removed: (fishName: string) => ({
    title: "Removed",
    description: `${fishName} removed from your collection.`,
  }),
  addFailed: {
    title: "Error",
    description: "Failed to add fish to collection. Please try again.",
    variant: "destructive" as const,
  },
  removeFailed: {
    title: "Error",
    description: "Failed to remove fish from collection.",
    variant: "destructive" as const,
  },
  signInRequired: {
    title: "Please sign in",
    description: "Sign in to save fish to your collection.",
    variant: "destructive" as const,
  },
};

