import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fish, uploadedObjects } from "../../db/schema";
import { deleteFishPhoto, registerFishPhoto } from "~/models/fish-photo.server";
import { sweepAbandonedUploads, UPLOAD_SWEEP_GRACE_MS } from "~/models/upload-sweep.server";
import { UPLOAD_URL_TTL_SECONDS } from "~/models/upload.server";
import { getDb } from "~/services/db.server";
import { keyFromAddress, setStorage, type ObjectStorage } from "~/services/storage/index.server";
import { S3Storage } from "~/services/storage/s3.server";
import { createUser } from "../support/factories";
import { createFish } from "../support/fish";
import { PNG_1X1 } from "../support/images";
import { issueUpload } from "../support/uploads";
import { s3rverStorage } from "../support/s3rver-storage";

// The same registration against a real S3 API: the original leaves the bucket, only the clean copy stays.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-s3rver-photos-"));
const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "shoal" }] });
let storage: ObjectStorage;

beforeAll(async () => {
  const { port } = await s3rver.run();
  storage = s3rverStorage(port);
  setStorage(storage);
});

afterAll(async () => {
  setStorage(undefined);
  if (storage instanceof S3Storage) storage.destroy();
  await s3rver.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

it("re-encodes a photo uploaded to the bucket, deletes the original, and deletes the copy with the photo", async () => {
  const member = createUser();
  const species = getDb()
    .insert(fish)
    .values({
      name: "Bucket Barb",
      scientificName: "Puntius bucketus",
      imageUrl: "/images/fish/barb.webp",
      difficulty: "Beginner",
      temperament: "Peaceful",
      fishType: "Schooling",
      minTankSizeGal: 20,
      maxSizeIn: 2,
      minTemperatureF: 72,
      maxTemperatureF: 79,
      minPh: 6,
      maxPh: 7.5,
      lifespan: "5 years",
      diet: "Omnivore",
      description: "A fish for bucket tests.",
    })
    .returning()
    .get();
  const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#345" } })
    .withExif({ IFD0: { Make: "Canon", Artist: "Jane Doe" } })
    .jpeg()
    .toBuffer();

  const { uploadURL } = await issueUpload(member.id, "fish-photo");
  const put = await fetch(uploadURL, { method: "PUT", body: new Uint8Array(jpeg), headers: { "Content-Type": "image/jpeg" } });
  expect(put.status).toBe(200);
  const originalKey = keyFromAddress(uploadURL)!;

  const result = await registerFishPhoto(member.id, species.id, { uploadAddress: uploadURL.split("?")[0], caption: "Bucket" });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(await storage.head(originalKey)).toBeNull();

  const storedKey = keyFromAddress(result.photo.imageUrl)!;
  const object = await storage.getObject(storedKey);
  const bytes = new Uint8Array(await new Response(object!.body).arrayBuffer());
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 1280, height: 640 });
  expect(metadata.exif).toBeUndefined();
  expect(Buffer.from(bytes).toString("latin1")).not.toContain("Canon");

  expect(await deleteFishPhoto(member, result.photo.id)).toEqual({ ok: true });
  expect(await storage.head(storedKey)).toBeNull();
});

it("cannot stop a second PUT to a presigned address, but refuses a second registration of it (409)", async () => {
  const member = createUser();
  const species = createFish();
  const { uploadURL } = await issueUpload(member.id, "fish-photo");
  const address = uploadURL.split("?")[0];
  const send = () => fetch(uploadURL, { method: "PUT", body: PNG_1X1, headers: { "Content-Type": "image/png" } });

  expect((await send()).status).toBe(200);
  expect((await registerFishPhoto(member.id, species.id, { uploadAddress: address })).ok).toBe(true);
  // The bucket takes the same address again until it expires...
  expect((await send()).status).toBe(200);
  // ...and the app makes no second photo of it.
  expect(await registerFishPhoto(member.id, species.id, { uploadAddress: address })).toEqual({
    ok: false,
    status: 409,
    message: "This upload has already been used",
    code: "already-used",
  });
  // The sweep removes what the second PUT left in the bucket.
  await sweepAbandonedUploads(Date.now());
  expect(await storage.head(keyFromAddress(uploadURL)!)).toBeNull();
});

it("sweeps an unregistered upload out of the bucket, learning its size for the quota", async () => {
  const member = createUser();
  const issuedAt = Date.now();
  const { uploadURL, key } = await issueUpload(member.id, "fish-photo", undefined, issuedAt);
  const put = await fetch(uploadURL, { method: "PUT", body: PNG_1X1, headers: { "Content-Type": "image/png" } });
  expect(put.status).toBe(200);

  await sweepAbandonedUploads(issuedAt + UPLOAD_URL_TTL_SECONDS * 1000 + UPLOAD_SWEEP_GRACE_MS + 60_000);
  expect(await storage.head(key)).toBeNull();
  const row = getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get();
  expect(row).toMatchObject({ size: PNG_1X1.byteLength, registeredAt: null });
  expect(row?.discardedAt).toBeTruthy();
});
