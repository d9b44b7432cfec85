/**
 * The profile form and the community rank the profile shows. Browser-safe: the form's
 * script and the server use the same limits and words.
 */

import { readImageAddress } from "./image-address";

export const NAME_MAX = 50;
export const AVATAR_MAX_BYTES = 5242880;

export const PROFILE_MESSAGES = {
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name too long",
  lastNameRequired: "Last name is required",
  lastNameTooLong: "Last name too long",
  invalidImageUrl: "Invalid image URL",
} as const;

export const PROFILE_TOASTS = {
  updated: { title: "Profile Updated", description: "Your profile has been saved." },
  updateFailed: (message?: string) => ({
    title: "Update Failed",
    description: message || "Failed to update profile. Please try again.",
    variant: "destructive" as const,
  }),
  avatarUpdated: { title: "Avatar Updated", description: "Your new picture is ready: Update Profile saves it." },
  avatarFailed: { title: "Upload Error", description: "Failed to upload avatar. Please try again.", variant: "destructive" as const },
  uploadUrlFailed: { title: "Upload Error", description: "Failed to get upload URL. Please try again.", variant: "destructive" as const },
  fileTooLarge: { title: "File Too Large", description: "Please choose an image smaller than 5MB.", variant: "destructive" as const },
  notAnImage: { title: "Invalid File Type", description: "Please choose an image file.", variant: "destructive" as const },
};

/**
 * The shape of a picture address a member may give: an image Shoal published (their uploaded avatar). Whose
 * upload it was is checked by the profile model; anything else (another site, /api/logout) is refused.
 */
export function isProfileImageUrl(value: string): boolean {
  return readImageAddress(value)?.kind === "published";
}

/**
 * The community rank: points for what a member gave the community, shown with its rule so nobody wonders.
 * Approved photos and reviews take the most effort, comments less, each saved fish a little.
 */
export const RANK_POINTS = { approvedPhoto: 5, review: 5, comment: 2, collectionEntry: 1 } as const;
export const RANKS = [
  { name: "Beginner", from: 0 },
  { name: "Hobbyist", from: 10 },
  { name: "Enthusiast", from: 40 },
  { name: "Expert", from: 100 },
] as const;
export type RankName = (typeof RANKS)[number]["name"];

export type Contributions = { approvedPhotos: number; reviews: number; comments: number; collectionEntries: number };

export function communityPoints(c: Contributions): number {
  return (
    c.approvedPhotos * RANK_POINTS.approvedPhoto +
    c.reviews * RANK_POINTS.review +
    c.comments * RANK_POINTS.comment +
    c.collectionEntries * RANK_POINTS.collectionEntry
  );
}

export function communityRank(points: number): { name: RankName; next: { name: RankName; from: number } | null } {
  let index = 0;
  for (let i = 0; i < RANKS.length; i++) if (points >= RANKS[i].from) index = i;
  const next = RANKS[index + 1] ?? null;
  return { name: RANKS[index].name, next: next ? { name: next.name, from: next.from } : null };
}

export const RANK_RULE =
  `${RANK_POINTS.approvedPhoto} points for each approved photo, ${RANK_POINTS.review} for each review, ` +
  `${RANK_POINTS.comment} for each comment and ${RANK_POINTS.collectionEntry} for each fish saved. ` +
  RANKS.map((rank) => `${rank.name} from ${rank.from}`).join(", ") +
  ".";
