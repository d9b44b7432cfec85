/** The kinds of reference data that are seeded from files by slug (and remembered by slug when an admin deletes one). */
export const REFERENCE_KINDS = ["fish", "product", "video", "aquascape", "plant"] as const;

export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
