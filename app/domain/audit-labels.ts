/** How the admins' activity page words each kind of action. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "fish.created": "created the fish",
  "fish.updated": "updated the fish",
  "fish.deleted": "deleted the fish",
  "plant.created": "created the plant",
  "plant.updated": "updated the plant",
  "plant.deleted": "deleted the plant",
  "product.created": "created the product review",
  "product.updated": "updated the product review",
  "product.deleted": "deleted the product review",
  "aquascape.created": "created the aquascaping guide",
  "aquascape.updated": "updated the aquascaping guide",
  "aquascape.deleted": "deleted the aquascaping guide",
  "video.created": "added the video",
  "video.updated": "updated the video",
  "video.deleted": "deleted the video",
  "featured.added": "featured on the home page",
  "featured.removed": "removed from the home page",
  "image.approved": "approved the image",
  "image.rejected": "rejected the image",
  "image.hidden": "hid the reported image",
  "comment.deleted": "deleted the comment",
  "photo.deleted": "deleted the photo",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** A short line for what an entry's details hold: the fields an edit changed, what a delete took along. */
export function auditSummary(details: Record<string, unknown>): string | null {
  const changes = details.changes;
  if (changes && typeof changes === "object") {
    const fields = Object.keys(changes);
    return fields.length > 0 ? `Changed: ${fields.join(", ")}` : "No fields changed";
  }
  if (typeof details.memberReviews === "number") return `Removed with it: ${details.memberReviews} member reviews`;
  if (typeof details.tanks === "number") return `Removed from ${details.tanks} members' tanks`;
  const removed = details.removed as { collectionEntries?: number; comments?: number; photos?: number } | undefined;
  if (removed) {
    return `Removed with it: ${removed.collectionEntries ?? 0} collection entries, ${removed.comments ?? 0} comments, ${removed.photos ?? 0} photos`;
  }
  if (typeof details.reviewNotes === "string" && details.reviewNotes) return `Notes: ${details.reviewNotes}`;
  if (typeof details.content === "string") return `Said: ${details.content}`;
  if (typeof details.caption === "string" && details.caption) return `Caption: ${details.caption}`;
  return null;
}
