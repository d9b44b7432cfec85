import fs from "node:fs";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communityImages, fishPhotos, uploadedObjects, users } from "../../db/schema";
import {
  claimUpload,
  storePublishedImage,
  UNREGISTERED_UPLOAD_BYTES_PER_DAY,
  UPLOAD_QUOTA_WINDOW_MS,
  UPLOAD_URL_TTL_SECONDS,
} from "~/models/upload.server";
import { sweepAbandonedUploads, UPLOAD_SWEEP_GRACE_MS, UPLOAD_SWEEP_INTERVAL_MS } from "~/models/upload-sweep.server";
import { action as registerAction } from "~/routes/api.fish.$fishId.images";
import { action as uploadAddressAction } from "~/routes/api.objects.upload";
import { action as objectAction, loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { toStoredPage } from "~/services/page-store.server";
import { keyFromAddress, newObjectKey } from "~/services/storage/index.server";
import { createUser, request, respond } from "../support/factories";
import { createFish } from "../support/fish";
import { JPEG_1X1, PNG_1X1, pngOfSize } from "../support/images";
import { issueUpload } from "../support/uploads";

const MIB = 1024 * 1024;
const PHOTO_LIMIT = 10 * MIB;

async function askForUploadAddress(userId: string) {
  const req = await request("/api/objects/upload", { method: "POST", userId });
  return respond(() => uploadAddressAction({ request: req, params: {}, context: {} }));
}

/** A PUT as a browser sends it; `Content-Length` only when given (a Request built here carries none). */
function put(address: string, body: BodyInit, headers: Record<string, string> = {}) {
  const req = new Request(address, {
    method: "PUT",
    body,
    headers: { "Content-Type": "image/png", ...headers },
    duplex: "half",
  } as RequestInit);
  return respond(() => objectAction({ request: req, params: { key: uuidOf(address) }, context: {} }));
}

/** A body that records whether anything read it. */
function watchedBody(bytes: Uint8Array) {
  const watch = { read: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.read = true;
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, watch };
}

async function register(fishId: number, userId: string, imageUrl: string) {
  const req = await request(`/api/fish/${fishId}/images`, { method: "POST", userId, json: { imageUrl } });
  return respond(() => registerAction({ request: req, params: { fishId: String(fishId) }, context: {} }));
}

async function getImage(imageUrl: string, userId?: string) {
  const pathname = new URL(imageUrl, "http://localhost:3000").pathname;
  const req = await request(pathname, { userId });
  return respond(() => objectLoader({ request: req, params: { key: uuidOf(pathname) }, context: {} }));
}

function uuidOf(address: string) {
  return new URL(address, "http://localhost:3000").pathname.split("/").pop()!;
}

function withoutQuery(address: string) {
  return address.split("?")[0];
}

function rowOf(key: string) {
  return getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get();
}

function rawFileOf(key: string) {
  return path.join(process.env.UPLOADS_DIR!, key);
}

/** An upload row as the app leaves it once bytes arrived and nobody registered them. */
function receivedUpload(userId: string, size: number, createdAt: number) {
  const key = newObjectKey();
  getDb()
    .insert(uploadedObjects)
    .values({
      key,
      userId,
      purpose: "fish-photo",
      maxBytes: PHOTO_LIMIT,
      size,
      contentType: "image/png",
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      completedAt: new Date(createdAt).toISOString(),
    })
    .run();
  return key;
}

function photosOf(userId: string) {
  return getDb().select().from(fishPhotos).where(eq(fishPhotos.userId, userId)).all();
}

describe("an upload address is used once", () => {
  it("refuses a second PUT to a used address with 409 before reading it, also after registration deleted the file", async () => {
    const member = createUser();
    const species = createFish();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo");
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);

    const beforeRegistration = watchedBody(JPEG_1X1);
    const again = await put(uploadURL, beforeRegistration.body, { "Content-Length": String(JPEG_1X1.byteLength) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This upload address has already been used" });
    expect(beforeRegistration.watch.read).toBe(false);

    expect((await register(species.id, member.id, withoutQuery(uploadURL))).status).toBe(201);
    expect(fs.existsSync(rawFileOf(key))).toBe(false);
    expect(rowOf(key)?.registeredAt).toBeTruthy();

    const afterRegistration = watchedBody(PNG_1X1);
    const reused = await put(uploadURL, afterRegistration.body);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ message: "This upload address has already been used" });
    expect(afterRegistration.watch.read).toBe(false);
    expect(fs.existsSync(rawFileOf(key))).toBe(false);
  });

  it("answers a second registration of the same upload with 409, and makes one photo", async () => {
    const member = createUser();
    const species = createFish();
    const { uploadURL } = await issueUpload(member.id, "fish-photo");
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);

    expect((await register(species.id, member.id, withoutQuery(uploadURL))).status).toBe(201);
    const second = await register(species.id, member.id, withoutQuery(uploadURL));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: "This upload has already been used" });
    expect(photosOf(member.id)).toHaveLength(1);
  });

  it("makes one photo of a double submit (two tabs at once)", async () => {
    const member = createUser();
    const species = createFish();
    const { uploadURL } = await issueUpload(member.id, "fish-photo");
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);

    const answers = await Promise.all([
      register(species.id, member.id, withoutQuery(uploadURL)),
      register(species.id, member.id, withoutQuery(uploadURL)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(photosOf(member.id)).toHaveLength(1);
  });

  it("claims an upload for one record only, whichever process asks", () => {
    const member = createUser();
    const key = receivedUpload(member.id, PNG_1X1.byteLength, Date.now());
    expect(claimUpload(key)).toBe(true);
    expect(claimUpload(key)).toBe(false);
    expect(rowOf(key)?.registeredAt).toBeTruthy();
  });
});

describe("the quota of unregistered upload bytes per day", () => {
  it("is 50 MiB: five full-size photos in flight", () => {
    expect(UNREGISTERED_UPLOAD_BYTES_PER_DAY).toBe(50 * MIB);
    expect(UNREGISTERED_UPLOAD_BYTES_PER_DAY / PHOTO_LIMIT).toBe(5);
  });

  it("reserves each address's limit until it expires: the sixth address in flight is 429 until the first expires", async () => {
    const member = createUser();
    for (let i = 0; i < 5; i++) expect((await askForUploadAddress(member.id)).status).toBe(200);

    const refused = await askForUploadAddress(member.id);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(UPLOAD_URL_TTL_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS);
    expect(await refused.json()).toEqual({
      message: "You have too many unfinished uploads. Please try again in 15 minutes.",
    });
    const rows = getDb().select().from(uploadedObjects).where(eq(uploadedObjects.userId, member.id)).all();
    expect(rows).toHaveLength(5);

    // Another member is not held by this one's uploads.
    expect((await askForUploadAddress(createUser().id)).status).toBe(200);
  });

  it("counts received bytes for a day, and says when the oldest of them leaves the day", async () => {
    const member = createUser();
    const now = Date.now();
    // 45 MiB received over the last day, never registered.
    receivedUpload(member.id, 9 * MIB, now - 23 * 3600_000);
    for (const hoursAgo of [20, 10, 5, 1]) receivedUpload(member.id, 9 * MIB, now - hoursAgo * 3600_000);

    const refused = await askForUploadAddress(member.id);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    // The oldest (23 hours ago) leaves the window in an hour, which frees enough for a photo address.
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await refused.json()).message).toBe("You have too many unfinished uploads. Please try again in 60 minutes.");

    // A smaller purpose still fits in the 5 MiB left.
    expect((await issueUpload(member.id, "avatar")).ok).toBe(true);
  });

  it("does not count uploads registered since, uploads older than a day, expired unused addresses, or published images", async () => {
    const member = createUser();
    const now = Date.now();
    const registered = Array.from({ length: 5 }, () => receivedUpload(member.id, PHOTO_LIMIT, now - 60_000));
    expect((await askForUploadAddress(member.id)).status).toBe(429);
    for (const key of registered) expect(claimUpload(key)).toBe(true);
    expect((await askForUploadAddress(member.id)).status).toBe(200);

    const other = createUser();
    for (let i = 0; i < 5; i++) receivedUpload(other.id, PHOTO_LIMIT, now - UPLOAD_QUOTA_WINDOW_MS - 30 * 60_000);
    // Five addresses asked for 20 minutes ago and never used have expired.
    for (let i = 0; i < 5; i++) await issueUpload(other.id, "fish-photo", undefined, now - 20 * 60_000);
    // Images the server wrote itself (re-encoded photos) are records' images, not unfinished uploads.
    for (let i = 0; i < 3; i++) expect((await storePublishedImage(other.id, "fish-photo", pngOfSize(4 * MIB))).ok).toBe(true);
    getDb()
      .update(uploadedObjects)
      .set({ size: PHOTO_LIMIT })
      .where(and(eq(uploadedObjects.userId, other.id), isNotNull(uploadedObjects.publishedAt)))
      .run();
    for (let i = 0; i < 5; i++) expect((await askForUploadAddress(other.id)).status).toBe(200);
  });

  it("refuses a PUT whose bytes would pass the quota with 429 before reading it (local driver)", async () => {
    const member = createUser();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo");
    // Uploads received since the address was given (a quota lowered by a deploy, or addresses from before it).
    for (let i = 0; i < 4; i++) receivedUpload(member.id, 11 * MIB, Date.now() - 60_000);

    const declared = pngOfSize(7 * MIB);
    const { body, watch } = watchedBody(declared);
    const refused = await put(uploadURL, body, { "Content-Length": String(declared.byteLength) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toMatch(/^You have too many unfinished uploads\. Please try again in /);
    expect(watch.read).toBe(false);

    // Without a length, the count stops it as soon as it passes the room left (6 MiB).
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? pngOfSize(MIB) : new Uint8Array(MIB));
      },
    });
    const streamed = await put(uploadURL, endless);
    expect(streamed.status).toBe(429);
    expect(streamed.headers.get("Retry-After")).toBeTruthy();
    expect(pulled).toBeLessThan(10);
    expect(fs.existsSync(rawFileOf(key))).toBe(false);

    // What fits is taken.
    expect((await put(uploadURL, pngOfSize(5 * MIB))).status).toBe(200);
    expect(rowOf(key)?.size).toBe(5 * MIB);
  });
});

describe("the sweep of unregistered uploads", () => {
  it("runs every 10 minutes and removes an unregistered upload within the hour, keeping its row for the quota", async () => {
    expect(UPLOAD_SWEEP_INTERVAL_MS).toBe(10 * 60_000);
    const member = createUser();
    const issuedAt = Date.now();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo", undefined, issuedAt);
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);
    const expiresAt = issuedAt + UPLOAD_URL_TTL_SECONDS * 1000;

    // Left alone while the address is valid, and for a few minutes after.
    await sweepAbandonedUploads(expiresAt + UPLOAD_SWEEP_GRACE_MS - 1000);
    expect(fs.existsSync(rawFileOf(key))).toBe(true);
    expect(rowOf(key)?.discardedAt).toBeNull();

    // Sweeps every 10 minutes from the moment the address was given: gone before the hour is out.
    let sweptAt = issuedAt;
    while (fs.existsSync(rawFileOf(key))) {
      sweptAt += UPLOAD_SWEEP_INTERVAL_MS;
      await sweepAbandonedUploads(sweptAt);
    }
    expect(sweptAt - issuedAt).toBeLessThanOrEqual(60 * 60_000);
    const row = rowOf(key)!;
    expect(row.discardedAt).toBe(new Date(sweptAt).toISOString());
    expect(row.size).toBe(PNG_1X1.byteLength);
    expect(row.registeredAt).toBeNull();

    // Too late to register: the bytes are gone.
    const late = await register(createFish().id, member.id, withoutQuery(uploadURL));
    expect(late.status).toBe(404);

    // The row is forgotten after a day.
    await sweepAbandonedUploads(issuedAt + UPLOAD_QUOTA_WINDOW_MS - 60_000);
    expect(rowOf(key)).toBeDefined();
    await sweepAbandonedUploads(issuedAt + UPLOAD_QUOTA_WINDOW_MS + 60_000);
    expect(rowOf(key)).toBeUndefined();
  });

  it("keeps counting discarded bytes for the rest of the day", async () => {
    const member = createUser();
    const now = Date.now();
    const keys = Array.from({ length: 5 }, () => receivedUpload(member.id, PHOTO_LIMIT, now - 60 * 60_000));
    await sweepAbandonedUploads(now);
    for (const key of keys) expect(rowOf(key)?.discardedAt).toBeTruthy();
    expect((await askForUploadAddress(member.id)).status).toBe(429);
  });

  it("deletes a raw upload left over after registration, and never a published image", async () => {
    const member = createUser();
    const species = createFish();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo");
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);
    const photo = await (await register(species.id, member.id, withoutQuery(uploadURL))).json();
    expect(fs.existsSync(rawFileOf(key))).toBe(false);

    // As if deleting the original had failed during registration: the next sweep deletes it.
    fs.writeFileSync(rawFileOf(key), PNG_1X1);
    await sweepAbandonedUploads(Date.now());
    expect(fs.existsSync(rawFileOf(key))).toBe(false);
    // Until the address has expired (with S3 a second PUT cannot be refused), every sweep looks again.
    expect(rowOf(key)?.discardedAt).toBeNull();
    const expired = Date.parse(rowOf(key)!.expiresAt) + UPLOAD_SWEEP_GRACE_MS + 1000;
    await sweepAbandonedUploads(expired);
    expect(rowOf(key)?.discardedAt).toBe(new Date(expired).toISOString());

    await sweepAbandonedUploads(Date.now() + 2 * UPLOAD_QUOTA_WINDOW_MS);
    expect(rowOf(key)).toBeUndefined();
    const published = keyFromAddress(photo.imageUrl)!;
    expect(rowOf(published)?.publishedAt).toBeTruthy();
    expect((await getImage(photo.imageUrl, member.id)).status).toBe(200);
  });
});

describe("GET /objects/uploads/{uuid}: who sees which image", () => {
  const PUBLIC = "public, max-age=31536000, immutable";
  const PRIVATE = "private, no-store";

  async function photoOf(owner: string) {
    const species = createFish();
    const { uploadURL } = await issueUpload(owner, "fish-photo");
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);
    const response = await register(species.id, owner, withoutQuery(uploadURL));
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; imageUrl: string };
  }

  /** Status and Cache-Control for the owner, an admin, another member and a visitor. */
  async function seenBy(imageUrl: string, owner: string) {
    const admin = createUser({ isAdmin: true });
    const other = createUser();
    const answers: Record<string, string> = {};
    for (const [who, userId] of [
      ["owner", owner],
      ["admin", admin.id],
      ["other", other.id],
      ["visitor", undefined],
    ] as const) {
      const response = await getImage(imageUrl, userId);
      answers[who] = `${response.status} ${response.headers.get("Cache-Control")}`;
    }
    return answers;
  }

  const onlyOwnerAndAdmins = {
    owner: `200 ${PRIVATE}`,
    admin: `200 ${PRIVATE}`,
    other: "404 no-store",
    visitor: "404 no-store",
  };
  const everyone = { owner: `200 ${PUBLIC}`, admin: `200 ${PUBLIC}`, other: `200 ${PUBLIC}`, visitor: `200 ${PUBLIC}` };

  it("serves a pending or rejected fish photo only to its owner and admins, privately; an approved one to everyone", async () => {
    const owner = createUser();
    const photo = await photoOf(owner.id);
    expect(await seenBy(photo.imageUrl, owner.id)).toEqual(onlyOwnerAndAdmins);

    const visitorAnswer = await getImage(photo.imageUrl);
    const missing = await getImage(`/objects/${newObjectKey()}`);
    // The same 404 as for an image that does not exist: nothing says it is there.
    expect(await visitorAnswer.text()).toBe(await missing.text());
    expect(visitorAnswer.headers.get("Content-Type")).toBe(missing.headers.get("Content-Type"));

    const ownView = await getImage(photo.imageUrl, owner.id);
    expect(ownView.headers.get("Content-Type")).toBe("image/webp");
    expect((await ownView.arrayBuffer()).byteLength).toBeGreaterThan(0);

    getDb().update(fishPhotos).set({ status: "approved" }).where(eq(fishPhotos.id, photo.id)).run();
    expect(await seenBy(photo.imageUrl, owner.id)).toEqual(everyone);

    getDb().update(fishPhotos).set({ status: "rejected" }).where(eq(fishPhotos.id, photo.id)).run();
    expect(await seenBy(photo.imageUrl, owner.id)).toEqual(onlyOwnerAndAdmins);
  });

  it("applies the same rule to gallery images", async () => {
    const owner = createUser();
    const stored = await storePublishedImage(owner.id, "gallery", PNG_1X1);
    if (!stored.ok) throw new Error(stored.message);
    const { id } = getDb()
      .insert(communityImages)
      .values({ userId: owner.id, title: "My tank", category: "setup", objectKey: stored.key, imageUrl: stored.publicUrl })
      .returning({ id: communityImages.id })
      .get();
    expect(await seenBy(stored.publicUrl, owner.id)).toEqual(onlyOwnerAndAdmins);

    getDb().update(communityImages).set({ status: "approved" }).where(eq(communityImages.id, id)).run();
    expect(await seenBy(stored.publicUrl, owner.id)).toEqual(everyone);
  });

  it("serves a member's avatar to everyone, and an image no record uses only to its uploader and admins", async () => {
    const owner = createUser();
    const stored = await storePublishedImage(owner.id, "avatar", PNG_1X1);
    if (!stored.ok) throw new Error(stored.message);
    expect(await seenBy(stored.publicUrl, owner.id)).toEqual(onlyOwnerAndAdmins);

    getDb()
      .update(users)
      .set({ profileImageUrl: `http://localhost:3000${stored.publicUrl}` })
      .where(eq(users.id, owner.id))
      .run();
    expect(await seenBy(stored.publicUrl, owner.id)).toEqual(everyone);
  });

  it("never lets the visitors' page store keep an answer meant for one member", async () => {
    const owner = createUser();
    const photo = await photoOf(owner.id);
    const answer = await getImage(photo.imageUrl, owner.id);
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries(answer.headers.entries());
    expect(toStoredPage({ url: photo.imageUrl, requestHeaders: {}, status: answer.status, headers, body, nonce: "" })).toBeNull();

    getDb().update(fishPhotos).set({ status: "approved" }).where(eq(fishPhotos.id, photo.id)).run();
    const approved = await getImage(photo.imageUrl);
    const approvedHeaders = Object.fromEntries(approved.headers.entries());
    const approvedBody = Buffer.from(await approved.arrayBuffer());
    const entry = toStoredPage({
      url: photo.imageUrl,
      requestHeaders: {},
      status: 200,
      headers: approvedHeaders,
      body: approvedBody,
      nonce: "",
    });
    expect(entry).not.toBeNull();
  });
});
