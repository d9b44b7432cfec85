import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fish } from "../../db/schema";
import { deleteFishPhoto, registerFishPhoto } from "~/models/fish-photo.server";
import { requestUpload } from "~/models/upload.server";
import { getDb } from "~/services/db.server";
import { createStorage, keyFromAddress, setStorage, type ObjectStorage } from "~/services/storage/index.server";
import { S3Storage } from "~/services/storage/s3.server";
import { createUser } from "../support/factories";

// The same registration against a real S3 API: the original leaves the bucket, only the clean copy stays.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-s3rver-photos-"));
const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "shoal" }] });
let storage: ObjectStorage;

beforeAll(async () => {
  const { port } = await s3rver.run();
  storage = createStorage({
    driver: "s3",
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "shoal",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
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
      minTankSize: 20,
      maxSize: 2,
      minTemperature: 72,
      maxTemperature: 79,
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

  const { uploadURL } = await requestUpload(member.id, "fish-photo", "http://localhost:3000");
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
