/** The collections, without a schema library, so the browser can use them cheaply. */
/** The three collections (the same values as the database column). */
export const COLLECTION_TYPES = ["owned", "liked", "wishlist"] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/** What a new entry goes into when nobody chose: liked, shown as Favorites. */
export const DEFAULT_COLLECTION_TYPE: CollectionType = "liked";

/** A member's notes on an entry (tank, count, feeding, plans): plenty for a paragraph or two. */
export const NOTES_MAX_LENGTH = 1000;
export const NOTES_TOO_LONG_MESSAGE = `Notes must be at most ${NOTES_MAX_LENGTH} characters`;

/** What is wrong with notes as typed, or null when they can be saved (empty notes clear them). */
export function notesProblem(text: string): string | null {
  return text.trim().length > NOTES_MAX_LENGTH ? NOTES_TOO_LONG_MESSAGE : null;
}

/** The counter under the notes box. */
export function notesCounterLabel(text: string): string {
  return `${text.length}/${NOTES_MAX_LENGTH} characters`;
}

/** Entries /my-fish shows at once, newest first (keyset pages, as the discussions). */
export const COLLECTION_PAGE_SIZE = 12;
/**
 * /my-fish's query parameters: the tab (none for All), the entry the shown page starts after, and the
 * no-JavaScript confirmation step of removing an entry.
 */
export const COLLECTION_TAB_PARAM = "type";
export const OLDER_ENTRIES_PARAM = "before";
export const CONFIRM_REMOVE_ENTRY_PARAM = "confirmRemove";

/** The question asked before an entry is removed. */
export function removeEntryConfirmation(fishName: string, type: CollectionType): string {
  return `Remove ${fishName} from your ${collectionTypeLabel(type).toLowerCase()} collection?`;
}

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

/** What a collection holds: fish, or plants. */
export type CollectionKind = "fish" | "plant";

const PLURALS: Record<CollectionKind, string> = { fish: "fish", plant: "plants" };

/**
 * The toasts for saving, moving and removing a fish or a plant: the same messages (SPEC section 8), with the
 * kind's own word.
 */
function toastsFor(kind: CollectionKind) {
  const plural = PLURALS[kind];
  return {
    added: (name: string, type: CollectionType) => ({
      title: "Success!",
      // "your favorites collection", "your owned collection", "your wishlist collection".
      description: `${name} added to your ${collectionTypeLabel(type).toLowerCase()} collection.`,
    }),
    removed: (name: string) => ({
      title: "Removed",
      description: `${name} removed from your collection.`,
    }),
    addFailed: {
      title: "Error",
      description: `Failed to add ${kind} to collection. Please try again.`,
      variant: "destructive" as const,
    },
    removeFailed: {
      title: "Error",
      description: `Failed to remove ${kind} from collection.`,
      variant: "destructive" as const,
    },
    signInRequired: {
      title: "Please sign in",
      description: `Sign in to save ${plural} to your collection.`,
      variant: "destructive" as const,
    },
    notesSaved: (name: string) => ({
      title: "Notes saved",
      description: `Your notes on ${name} were saved.`,
    }),
    moved: (name: string, type: CollectionType) => ({
      title: "Moved",
      description: `${name} moved to your ${collectionTypeLabel(type).toLowerCase()} collection.`,
    }),
    /** Moving an entry to the collection it is in already changes nothing, and says so. */
    alreadyThere: (name: string, type: CollectionType) => ({
      title: "Not moved",
      description: `${name} is already in your ${collectionTypeLabel(type).toLowerCase()} collection.`,
      variant: "destructive" as const,
    }),
    /** The entry is not the member's (gone since, another member's, a mistyped form). */
    notInCollection: {
      title: "Error",
      description: `That ${kind} is not in your collection.`,
      variant: "destructive" as const,
    },
    updateFailed: {
      title: "Error",
      description: "Failed to update your collection. Please try again.",
      variant: "destructive" as const,
    },
  };
}

export const collectionToasts = toastsFor("fish");
export const plantCollectionToasts = toastsFor("plant");
