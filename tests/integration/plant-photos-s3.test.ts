import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deletePlantPhoto, registerPlantPhoto } from "~/models/plant-photo.server";
import { keyFromAddress, setStorage, type ObjectStorage } from "~/services/storage/index.server";
import { S3Storage } from "~/services/storage/s3.server";
import { createUser } from "../support/factories";
import { createPlant } from "../support/plants";
import { issueUpload } from "../support/uploads";
import { s3rverStorage } from "../support/s3rver-storage";

// A plant's photo takes the fish photos' path through a real S3 API: the original leaves the bucket, only the
// clean copy stays, and it goes with the photo.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-s3rver-plant-photos-"));
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

it("re-encodes a plant photo uploaded to the bucket, deletes the original, and deletes the copy with the photo", async () => {
  const member = createUser();
  const plant = createPlant();
  const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#2a6" } })
    .withExif({ IFD0: { Make: "Canon", Artist: "Jane Doe" } })
    .jpeg()
    .toBuffer();

  const { uploadURL } = await issueUpload(member.id, "fish-photo");
  const put = await fetch(uploadURL, { method: "PUT", body: new Uint8Array(jpeg), headers: { "Content-Type": "image/jpeg" } });
  expect(put.status).toBe(200);
  const originalKey = keyFromAddress(uploadURL)!;

  const result = await registerPlantPhoto(member.id, plant.id, { uploadAddress: uploadURL.split("?")[0], caption: "Bucket" });
  expect(result).toMatchObject({ ok: true, photo: { status: "pending", caption: "Bucket" } });
  if (!result.ok) return;
  expect(await storage.head(originalKey)).toBeNull();

  const storedKey = keyFromAddress(result.photo.imageUrl)!;
  const object = await storage.getObject(storedKey);
  const bytes = new Uint8Array(await new Response(object!.body).arrayBuffer());
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 1280, height: 640 });
  expect(Buffer.from(bytes).toString("latin1")).not.toContain("Canon");

  expect(await deletePlantPhoto(member, result.photo.id)).toEqual({ ok: true });
  expect(await storage.head(storedKey)).toBeNull();
});
