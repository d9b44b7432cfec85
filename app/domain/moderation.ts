/**
 * Moderation of member images: fish and plant photos and gallery images wait in one queue
 * until an admin approves or rejects them. Browser-safe, so pages and the server share the words and limits.
 */

export const MEMBER_IMAGE_KINDS = ["gallery", "fish-photo", "plant-photo"] as const;
export type MemberImageKind = (typeof MEMBER_IMAGE_KINDS)[number];

/** Where a member's image stands: waiting for review, shown, or refused. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * What an admin decides: approve, reject, or hide. Hiding is for a reported image that is still up: it is taken
 * down (back to pending, with the admin's note and its reports kept) until an admin approves or rejects it.
 */
export const REVIEW_DECISIONS = ["approved", "hidden", "rejected"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * The queue's views: Pending Review (the default: pending images and reported ones still up), Reported
 * (approved images members have reported, the reports view) and All Images.
 */
export const QUEUE_STATUSES = ["pending", "reported", "all"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** A member as the admins' lists name them: their username when they chose one, else their display name. */
export type MemberLabel = { username: string | null; name: string };

/** A community image as an admin sees it, plus the kind and, for a photo, its fish or its plant. */
export type AdminMemberImage = {
  id: number | string;
  kind: MemberImageKind;
  title: string;
  category: string;
  description: string | null;
  tags: string[];
  imageUrl: string;
  /** Gallery images count their views; fish photos have no counter, so null rather than a made-up 0. */
  views: number | null;
  createdAt: string;
  userId: string;
  status: "pending" | "approved" | "rejected";
  reviewedBy: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
  fish: { id: number; name: string } | null;
  plant: { id: number; name: string } | null;
  /** Who uploaded it, and who reviewed it last (null when nobody has, or the reviewer's account is gone). */
  uploader: MemberLabel;
  reviewer: MemberLabel | null;
};

/**
 * Whether an image waits for an admin's review: it is pending, or it is approved and members have reported it
 * (reports that did not hide it still bring it to the admins). Approving it again keeps it and settles the
 * reports; rejecting it takes it down.
 */
export function awaitsReview(image: { status: AdminMemberImage["status"]; reports?: { count: number } | null }): boolean {
  return image.status === "pending" || (image.status === "approved" && (image.reports?.count ?? 0) > 0);
}

export const REVIEW_NOTES_MAX = 1000;
/** Cards a page of the admin queue shows. */
export const MODERATION_PAGE_SIZE = 24;
/** Beside a member's name the queue shows the first 8 characters of their id, so two alike names can be told apart. */
export const UPLOADER_ID_SHOWN = 8;

export const KIND_LABELS: Record<MemberImageKind, string> = {
  gallery: "Gallery image",
  "fish-photo": "Fish photo",
  "plant-photo": "Plant photo",
};

/**
 * How an image is named in URLs and the API: a gallery image by its number (its id), a fish photo as
 * `fish-photo-{n}` and a plant photo as `plant-photo-{n}`, so the two tables' ids never collide in one queue.
 */
export type MemberImageRef = { kind: MemberImageKind; id: number };

export function memberImageId(ref: MemberImageRef): number | string {
  return ref.kind === "gallery" ? ref.id : `${ref.kind}-${ref.id}`;
}

export function parseMemberImageId(value: unknown): MemberImageRef | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = /^(?:(fish-photo|plant-photo)-)?([1-9]\d{0,14})$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { kind: (match[1] as MemberImageKind | undefined) ?? "gallery", id };
}

export const REVIEW_TOASTS = {
  approved: { title: "Image Approved", description: "The image is now visible to everyone." },
  rejected: { title: "Image Rejected", description: "The image is now hidden; its owner sees your notes." },
  hidden: { title: "Image Hidden", description: "The image is hidden until an admin approves or rejects it; its owner sees your note." },
  failed: (message?: string) => ({
    title: "Review Failed",
    description: message || "Failed to review community image",
    variant: "destructive" as const,
  }),
};

/**
 * What an empty view of the queue says: "All caught up!" only when nothing at all is waiting;
 * any narrower view (a kind, a later page, all images) simply has nothing to show.
 */
export const QUEUE_EMPTY_STATES = {
  caughtUp: { title: "All caught up!", description: "No images are waiting for review." },
  noneFound: { title: "No Images Found", description: "No images match this view." },
  noReports: { title: "No reports", description: "No image that is up has been reported." },
} as const;

export function queueEmptyState(view: { status: QueueStatus; kind: MemberImageKind | null; page: number }) {
  if (view.status === "reported" && !view.kind && view.page === 1) return QUEUE_EMPTY_STATES.noReports;
  return view.status === "pending" && !view.kind && view.page === 1 ? QUEUE_EMPTY_STATES.caughtUp : QUEUE_EMPTY_STATES.noneFound;
}

export const MODERATION_MESSAGES = {
  notPending: "This image has already been reviewed",
  ownUpload: "You cannot review your own upload; another admin must",
  notFound: "Image not found",
  notesTooLong: `Review notes can be at most ${REVIEW_NOTES_MAX} characters`,
  invalidStatus: 'status must be "approved", "hidden" or "rejected"',
  onlyReportedHidden: "Only a reported image that is still up can be hidden; approve or reject this one",
} as const;
