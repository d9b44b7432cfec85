import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { uploadedObjects } from "../../db/schema";
import { waitInWords } from "~/domain/rate-limits";
import { getDb } from "~/services/db.server";
import { detectImageType, IMAGE_SNIFF_BYTES, type ImageType } from "~/services/image-type.server";
import { getStorage, keyFromAddress, newObjectKey, publicUrlOf, StorageError } from "~/services/storage/index.server";

/** What an upload is for, and the largest file each purpose accepts (bytes). */
export const UPLOAD_PURPOSES = {
  "fish-photo": 10485760,
  gallery: 10485760,
  avatar: 5242880,
  /** An admin's picture for the catalogue: a product review's or guide's image, a video's thumbnail. */
  catalogue: 10485760,
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** POST /api/objects/upload without a body: a client may send none, and photos are the common case. */
export const DEFAULT_UPLOAD_PURPOSE: UploadPurpose = "fish-photo";

/** Long enough for a slow phone to start a 10 MB upload, short enough that a leaked address soon dies. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * Bytes a member may have sent (or be about to send) in a rolling day without a record taking them: five
 * full-size photos in flight at once. A member who registers what they upload never meets it; a script that
 * uploads and never registers is stopped before it fills the disk or the bucket.
 */
export const UNREGISTERED_UPLOAD_BYTES_PER_DAY = 50 * 1024 * 1024;

/** How long an unregistered upload counts against the quota, and how long its row is kept to count it. */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

const NOT_AN_IMAGE = "The file is not a JPEG, PNG, GIF or WebP image";
const ALREADY_USED = "This upload address has already been used";

/** Why an upload cannot be used; routes show a message for the code, never by reading `message`. */
export type UploadFailureCode =
  "no-such-upload" | "not-yours" | "already-used" | "nothing-uploaded" | "too-large" | "not-an-image" | "storage-refused";
export type UploadFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 413 | 415;
  message: string;
  code: UploadFailureCode;
};
export type ResolvedUpload = { ok: true; key: string; size: number; contentType: ImageType; publicUrl: string };
/** The member's unregistered uploads already hold the quota; `retryAfterSeconds` says when enough is free. */
export type UploadQuotaRefusal = { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Hands out an upload address and remembers who asked for it, and for what. The address reserves its full
 * size limit against the member's quota until it expires: what will arrive is not known yet, and counting
 * only what has arrived would let a script hold any number of addresses and send to all of them at once.
 */
export async function requestUpload(
  userId: string,
  purpose: UploadPurpose,
  origin: string,
  now = Date.now(),
): Promise<{ ok: true; uploadURL: string; key: string } | UploadQuotaRefusal> {
  const key = newObjectKey();
  const maxBytes = UPLOAD_PURPOSES[purpose];
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + UPLOAD_URL_TTL_SECONDS * 1000).toISOString();
  // Counted and reserved in one write transaction, so two requests at once cannot both take the last room.
  const refusal = getDb().transaction(
    (tx) => {
      const refused = quotaRefusal(heldByUnregisteredUploads(userId, now), maxBytes, now);
      if (refused) return refused;
      tx.insert(uploadedObjects).values({ key, userId, purpose, maxBytes, createdAt, expiresAt }).run();
      return null;
    },
    { behavior: "immediate" },
  );
  if (refusal) return refusal;
  const uploadURL = await getStorage().createUploadUrl({
    key,
    maxBytes,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    origin,
  });
  return { ok: true, uploadURL, key };
}

/** The member an upload address was given to, or null for an address that was never handed out. */
export function uploaderOf(key: string): string | null {
  const row = getDb().select({ userId: uploadedObjects.userId }).from(uploadedObjects).where(eq(uploadedObjects.key, key)).get();
  return row?.userId ?? null;
}

/**
 * The app's check of a PUT to one of its own upload addresses (local driver), made before the body is read:
 * an address takes one upload only, and the bytes must fit in its member's quota. Refusals are 404 (no such
 * address), 409 (already used) or 429 (over the quota).
 */
export function admitSignedUpload(
  key: string,
  { maxBytes, declaredBytes }: { maxBytes: number; declaredBytes: number | null },
  now = Date.now(),
): { ok: true; maxBytes: number; whenExceeded: UploadQuotaRefusal } | UploadFailure | UploadQuotaRefusal {
  const row = getDb()
    .select({ userId: uploadedObjects.userId, completedAt: uploadedObjects.completedAt, registeredAt: uploadedObjects.registeredAt })
    .from(uploadedObjects)
    .where(eq(uploadedObjects.key, key))
    .get();
  if (!row) return fail(404, "No such upload address", "no-such-upload");
  if (row.completedAt || row.registeredAt) return fail(409, ALREADY_USED, "already-used");

  // This address's own reservation gives way to the bytes it is about to receive.
  const held = heldByUnregisteredUploads(row.userId, now, key);
  const refused = quotaRefusal(held, declaredBytes ?? 1, now);
  if (refused) return refused;
  const room = UNREGISTERED_UPLOAD_BYTES_PER_DAY - held.reduce((sum, h) => sum + h.bytes, 0);
  return {
    ok: true,
    maxBytes: Math.min(maxBytes, room),
    // The answer for a body without a length that runs past the room left.
    whenExceeded: quotaRefusal(held, room + 1, now)!,
  };
}

type Held = { bytes: number; releasedAt: number };

/**
 * What a member's unregistered uploads of the last day hold against the quota at `now`, each with the moment
 * it stops counting: the bytes received where known (even when the sweep has deleted them since), else the
 * address's full limit until it expires. Images the server wrote itself (published) never count.
 */
function heldByUnregisteredUploads(userId: string, now: number, exceptKey?: string): Held[] {
  const rows = getDb()
    .select({
      key: uploadedObjects.key,
      size: uploadedObjects.size,
      maxBytes: uploadedObjects.maxBytes,
      createdAt: uploadedObjects.createdAt,
      expiresAt: uploadedObjects.expiresAt,
    })
    .from(uploadedObjects)
    .where(
      and(
        eq(uploadedObjects.userId, userId),
        gt(uploadedObjects.createdAt, new Date(now - UPLOAD_QUOTA_WINDOW_MS).toISOString()),
        isNull(uploadedObjects.registeredAt),
        isNull(uploadedObjects.publishedAt),
      ),
    )
    .all();
  const held: Held[] = [];
  for (const row of rows) {
    if (row.key === exceptKey) continue;
    const leavesWindow = Date.parse(row.createdAt) + UPLOAD_QUOTA_WINDOW_MS;
    const expires = Date.parse(row.expiresAt);
    if (row.size !== null) held.push({ bytes: row.size, releasedAt: leavesWindow });
    else if (expires > now) held.push({ bytes: row.maxBytes, releasedAt: Math.min(expires, leavesWindow) });
  }
  return held;
}

/**
 * null when `bytes` more fit in the quota beside what is held; else the refusal, with the wait until enough of
 * what is held stops counting (an address expiring, or an upload leaving the day) for them to fit.
 */
function quotaRefusal(held: Held[], bytes: number, now: number): UploadQuotaRefusal | null {
  let excess = held.reduce((sum, h) => sum + h.bytes, 0) + bytes - UNREGISTERED_UPLOAD_BYTES_PER_DAY;
  if (excess <= 0) return null;
  const releases = [...held].sort((a, b) => a.releasedAt - b.releasedAt);
  let freeAt = releases.at(-1)?.releasedAt ?? now;
  for (const release of releases) {
    excess -= release.bytes;
    if (excess <= 0) {
      freeAt = release.releasedAt;
      break;
    }
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
  return {
    ok: false,
    status: 429,
    message: `You have too many unfinished uploads. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  };
}

/**
 * Checks an uploaded object before a record may point at it: the address is one this member was given, the
 * object is there, within the size limit, and really an image by its bytes. Records size and type on success.
 * `address` is the upload URL without its query (or the public URL); `purpose` applies that purpose's limit too.
 */
export async function resolveUploadedObject(
  userId: string,
  address: string,
  purpose?: UploadPurpose,
): Promise<ResolvedUpload | UploadFailure> {
  const key = keyFromAddress(address);
  const row = key ? getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get() : undefined;
  if (!key || !row) return fail(404, "No such upload", "no-such-upload");
  if (row.userId !== userId) return fail(403, "This upload belongs to another member", "not-yours");
  // An address is good for one record: a double submit, a second tab or a replayed request gets no second one.
  if (row.registeredAt) return fail(409, "This upload has already been used", "already-used");

  const storage = getStorage();
  const info = await storage.head(key);
  if (!info) return fail(404, "Nothing has been uploaded to this address yet", "nothing-uploaded");
  const limit = Math.min(row.maxBytes, purpose ? UPLOAD_PURPOSES[purpose] : row.maxBytes);
  if (info.size > limit) return fail(413, `The file is larger than the limit of ${limit} bytes`, "too-large");

  // The bucket keeps whatever Content-Type the browser sent; only the bytes say what the file is. An empty
  // object is not read at all: some S3-compatible servers answer a range on it with a broken response.
  const head = info.size > 0 ? await storage.readRange(key, IMAGE_SNIFF_BYTES) : null;
  const contentType = head ? await detectImageType(head) : null;
  if (!contentType) return fail(415, NOT_AN_IMAGE, "not-an-image");

  markUploadStored(key, { size: info.size, contentType });
  return { ok: true, key, size: info.size, contentType, publicUrl: publicUrlOf(key) };
}

/**
 * Marks an upload as taken by a record, if no record has taken it yet: call it inside the transaction that
 * inserts the record, and roll back (or insert nothing) when it answers false. The conditional update is the
 * claim, so two requests (two tabs, two machines) cannot both make a record of one upload.
 */
export function claimUpload(key: string, now = Date.now()): boolean {
  const { changes } = getDb()
    .update(uploadedObjects)
    .set({ registeredAt: new Date(now).toISOString() })
    .where(and(eq(uploadedObjects.key, key), isNull(uploadedObjects.registeredAt)))
    .run();
  return changes === 1;
}

/**
 * Stores an image the server produced (re-encoded, without metadata) and publishes it at its public address.
 * Size and type are checked while it streams; it is recorded as this member's.
 */
export async function storePublishedImage(
  userId: string,
  purpose: UploadPurpose,
  data: Uint8Array | ReadableStream<Uint8Array>,
): Promise<ResolvedUpload | UploadFailure> {
  const key = newObjectKey();
  const maxBytes = UPLOAD_PURPOSES[purpose];
  try {
    const stored = await getStorage().putObject(key, data, { maxBytes });
    const now = new Date().toISOString();
    getDb()
      .insert(uploadedObjects)
      .values({ key, userId, purpose, maxBytes, expiresAt: now, completedAt: now, publishedAt: now, ...stored })
      .run();
    return { ok: true, key, ...stored, publicUrl: publicUrlOf(key) };
  } catch (error) {
    if (error instanceof StorageError) return fail(error.status, error.message, codeOfStorageError(error.status));
    throw error;
  }
}

/** Records what arrived at an upload address (size, and the type found in its bytes). */
export function markUploadStored(key: string, stored: { size: number; contentType: ImageType }) {
  getDb()
    .update(uploadedObjects)
    .set({
      size: stored.size,
      contentType: stored.contentType,
      // The first completion is the one worth keeping; registering again must not move it.
      completedAt: sql`coalesce(${uploadedObjects.completedAt}, ${new Date().toISOString()})`,
    })
    .where(eq(uploadedObjects.key, key))
    .run();
}

function fail(status: UploadFailure["status"], message: string, code: UploadFailureCode): UploadFailure {
  return { ok: false, status, message, code };
}

function codeOfStorageError(status: number): UploadFailureCode {
  if (status === 413) return "too-large";
  if (status === 415) return "not-an-image";
  return "storage-refused";
}
