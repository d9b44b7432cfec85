/** Community photos: limits, shape and messages, without a schema library. */
import type { ReviewStatus } from "./moderation";

/** One file of at most 10485760 bytes. */
export const FISH_PHOTO_MAX_BYTES = 10485760;
export const FISH_PHOTO_CAPTION_MAX = 200;
/** What the server keeps and serves (by the file's bytes, never its declared type). */
export const FISH_PHOTO_ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** A member's photo of a species or a plant, as the pages and GET /api/{fish|plants}/{id}/images show it. */
export type CommunityPhoto = {
  id: number;
  userId: string;
  imageUrl: string;
  /** Absent when the member gave none. */
  caption?: string;
  createdAt: string;
  /** Others only ever see approved photos; a member also sees their own pending and rejected ones. */
  status: ReviewStatus;
  /** Only on a rejected photo (which only its member sees): why, in the reviewer's words, when they gave any. */
  reviewNotes?: string;
  user: { username: string | null; firstName: string | null; lastName: string | null };
};

/** A member's photo of one species. */
export type FishPhoto = CommunityPhoto;

/** The messages, shared by the page's form post and its JavaScript enhancement. */
export const PHOTO_MESSAGES = {
  signIn: { title: "Please sign in", description: "Sign in to upload images." },
  uploaded: { title: "Image uploaded!", description: "Your image has been submitted and is pending approval." },
  uploadFailed: { title: "Error", description: "Failed to upload image. Please try again." },
  uploadUrlFailed: { title: "Error", description: "Failed to get upload URL" },
  tooLarge: { title: "File Too Large", description: "Please choose an image smaller than 10MB." },
  notAnImage: { title: "Invalid File Type", description: "Please choose a JPEG, PNG, GIF or WebP image." },
  noFile: { title: "Missing Image", description: "Please choose an image to upload." },
  captionTooLong: {
    title: "Error",
    description: `Captions can be at most ${FISH_PHOTO_CAPTION_MAX} characters.`,
  },
  deleted: { title: "Image deleted", description: "Your image has been removed." },
  deleteFailed: { title: "Error", description: "Failed to delete image." },
  deleteConfirm: "Are you sure you want to delete this image?",
  reported: { title: "Report sent", description: "Thank you. An admin will look at this photo." },
  alreadyReported: { title: "Already reported", description: "You have reported this photo already." },
  reportFailed: { title: "Error", description: "Failed to report photo. Please try again." },
} as const;

/** The page's no-JavaScript delete confirmation: /fish/{id}?confirmDeletePhoto={photoId}. */
export const CONFIRM_DELETE_PHOTO_PARAM = "confirmDeletePhoto";
