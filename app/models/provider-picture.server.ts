import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { getEnv } from "~/services/env.server";
import { PUBLIC_ADDRESSES_ONLY, type AddressPolicy } from "~/services/remote-address.server";
import { fetchWithin } from "~/services/remote-file.server";
import { claimPublishedImage, discardPublishedImage, publishImage } from "./image-pipeline.server";
import { UPLOAD_PURPOSES } from "./upload.server";

/**
 * A new member's picture from their sign-in provider, copied once through the image pipeline as their avatar:
 * pages show only images Shoal serves itself (the CSP allows no outside image origin), and the provider learns
 * nothing of who views the member's profile. Done in the background after the first sign-in, and only while the
 * member has no picture of their own; a provider that is slow or sends something that is not a picture leaves
 * the initials.
 */

const FETCH_TIMEOUT_MS = 5000;

/**
 * The picture's address is the member's to choose (through their provider account), so the server connects only
 * to public addresses for it: never to itself, the private network or the cloud's metadata service, on the
 * first hop or after a redirect (docs/decisions/032).
 */
let pictureAddresses: AddressPolicy = PUBLIC_ADDRESSES_ONLY;

/**
 * Tests serve pictures on loopback only, so they allow exactly their stand-in (or inject a resolver); undefined
 * goes back to public addresses only. Production never calls this.
 */
export function setProviderPictureAddresses(policy: AddressPolicy | undefined) {
  pictureAddresses = policy ?? PUBLIC_ADDRESSES_ONLY;
}

/** The provider's address as a URL we may fetch: https (plain http only outside production, for local providers). */
export function providerPictureUrl(value: string | null | undefined): URL | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  const allowed = url.protocol === "https:" || (url.protocol === "http:" && !getEnv().isProduction);
  return allowed && !url.username && !url.password ? url : null;
}

/** Copies the picture and makes it the member's avatar; true when it did. Never throws. */
export async function copyProviderPicture(userId: string, picture: string): Promise<boolean> {
  const url = providerPictureUrl(picture);
  if (!url) return false;
  try {
    const bytes = await fetchWithin(url, {
      accept: "image/*",
      maxBytes: UPLOAD_PURPOSES.avatar,
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      addresses: pictureAddresses,
    });
    if (!bytes) return false;
    const image = await publishImage({ id: userId }, "avatar", { file: bytes });
    if (!image.ok) return false;
    const taken = getDb().transaction((tx) => {
      claimPublishedImage(image);
      const set = tx
        .update(users)
        .set({ profileImageUrl: image.url, updatedAt: new Date().toISOString() })
        .where(and(eq(users.id, userId), isNull(users.profileImageUrl)))
        .run();
      return set.changes === 1;
    });
    // The member chose a picture of their own meanwhile: theirs stands.
    if (!taken) await discardPublishedImage(image);
    return taken;
  } catch (error) {
    console.warn(`Could not copy the sign-in provider's picture for ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
