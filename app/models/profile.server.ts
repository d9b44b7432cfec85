import { and, count, eq, sql } from "drizzle-orm";
import { collectionEntries, discussionComments, fishPhotos, uploadedObjects, users } from "../../db/schema";
import { communityPoints, communityRank, type Contributions } from "~/domain/profile-rules";
import type { UnitPreferences } from "~/domain/units";
import { USERNAME_MESSAGES } from "~/domain/username-rules";
import { getDb } from "~/services/db.server";
import { keyFromAddress } from "~/services/storage/index.server";
import type { ProfileValues } from "~/validation/profile";
import {
  claimPublishedImage,
  deletePublishedImage,
  discardPublishedImage,
  publishImage,
  type ImageFailure,
  type ImageSource,
} from "./image-pipeline.server";
import { fail, type Result } from "./result";
import { refuseImageAddress } from "./image-address.server";
import { isUniqueViolation } from "./sqlite-errors.server";
import type { User } from "./user.server";

/**
 * A member's own profile: what the profile page counts, and the changes only they make (names, username,
 * picture). Every function takes the member it acts for; nobody changes another member's profile.
 */

export type ProfileStats = {
  fishCollection: number;
  reviewsWritten: number;
  points: number;
  rank: ReturnType<typeof communityRank>;
};

/** The profile's three figures, counted from the member's own records. */
export function profileStats(userId: string, reviewsWritten: number): ProfileStats {
  const db = getDb();
  const tally = (rows: { n: number } | undefined) => rows?.n ?? 0;
  const contributions: Contributions = {
    collectionEntries: tally(db.select({ n: count() }).from(collectionEntries).where(eq(collectionEntries.userId, userId)).get()),
    comments: tally(db.select({ n: count() }).from(discussionComments).where(eq(discussionComments.userId, userId)).get()),
    approvedPhotos: tally(
      db
        .select({ n: count() })
        .from(fishPhotos)
        .where(and(eq(fishPhotos.userId, userId), eq(fishPhotos.status, "approved")))
        .get(),
    ),
    reviews: reviewsWritten,
  };
  const points = communityPoints(contributions);
  return { fishCollection: contributions.collectionEntries, reviewsWritten, points, rank: communityRank(points) };
}

export type ProfileUpdateResult = Result<{ user: User }, 400 | 404 | 409, "not-found" | "username-taken" | "invalid-image-url">;

/**
 * Saves the member's names, username and picture. A username someone else holds (in any letter case) is 409.
 * The picture must be one this member's own upload produced (or none). A picture the member uploaded and no
 * longer uses is deleted; an emptied picture stays empty (signing in
 * again never brings the provider's back).
 */
export async function updateProfile(member: Pick<User, "id">, values: ProfileValues): Promise<ProfileUpdateResult> {
  const db = getDb();
  const username = values.username.trim().toLowerCase();
  let previousImage: string | null = null;
  let outcome: ProfileUpdateResult;
  try {
    outcome = db.transaction((tx): ProfileUpdateResult => {
      const current = tx.select({ profileImageUrl: users.profileImageUrl }).from(users).where(eq(users.id, member.id)).get();
      if (!current) return fail(404, "User not found", "not-found");
      const refused = refuseImageAddress(values.profileImageUrl, {
        uploader: member.id,
        purposes: ["avatar"],
        drawings: false,
        current: current.profileImageUrl,
      });
      if (refused) return refused;
      const taken = tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username}`)
        .get();
      if (taken && taken.id !== member.id) return fail(409, USERNAME_MESSAGES.taken, "username-taken");
      previousImage = current.profileImageUrl;
      const user = tx
        .update(users)
        .set({
          firstName: values.firstName,
          lastName: values.lastName,
          username,
          profileImageUrl: values.profileImageUrl,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(users.id, member.id))
        .returning()
        .get();
      return { ok: true, user };
    });
  } catch (error) {
    // Two members racing for one name: the unique index decides.
    if (isUniqueViolation(error)) return fail(409, USERNAME_MESSAGES.taken, "username-taken");
    throw error;
  }
  if (outcome.ok && previousImage && previousImage !== values.profileImageUrl) await forgetOwnAvatar(member.id, previousImage);
  return outcome;
}

/**
 * Stores a new picture through the image pipeline (5 MB, an image, re-encoded without metadata) and answers
 * its address, which the profile form then saves. The upload is taken at once: it can make one picture.
 */
export async function publishAvatar(
  member: Pick<User, "id">,
  source: ImageSource,
): Promise<{ ok: true; objectPath: string } | ImageFailure> {
  const image = await publishImage(member, "avatar", source);
  if (!image.ok) return image;
  if (!getDb().transaction(() => claimPublishedImage(image))) {
    await discardPublishedImage(image);
    return fail(409, "This upload has already been used", "already-used");
  }
  return { ok: true, objectPath: image.url };
}

/**
 * The profile form without JavaScript: the names and username, with the picture's file when one was chosen. The
 * file becomes the member's avatar only if the rest saves; a refused profile leaves no stored picture behind.
 */
export async function updateProfileWithPicture(
  member: Pick<User, "id">,
  values: ProfileValues,
  file: Uint8Array | null,
): Promise<ProfileUpdateResult | ImageFailure> {
  if (!file) return updateProfile(member, values);
  const image = await publishImage(member, "avatar", { file });
  if (!image.ok) return image;
  getDb().transaction(() => claimPublishedImage(image));
  const outcome = await updateProfile(member, { ...values, profileImageUrl: image.url });
  if (!outcome.ok) await discardPublishedImage(image);
  return outcome;
}

/** Saves the member's units of measure on their profile, so every device they sign in on shows the same. */
export function saveUnitPreferences(member: Pick<User, "id">, preferences: UnitPreferences): void {
  getDb()
    .update(users)
    .set({ unitSystem: preferences.units, hardnessUnit: preferences.hardness, updatedAt: new Date().toISOString() })
    .where(eq(users.id, member.id))
    .run();
}

/** A picture the member uploaded as an avatar and replaced: nothing else uses it, so it goes. */
async function forgetOwnAvatar(userId: string, address: string) {
  const key = keyFromAddress(address);
  if (!key) return;
  const row = getDb()
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(and(eq(uploadedObjects.key, key), eq(uploadedObjects.userId, userId), eq(uploadedObjects.purpose, "avatar")))
    .get();
  if (row) await deletePublishedImage(row.key);
}
