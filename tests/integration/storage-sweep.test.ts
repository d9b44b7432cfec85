import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { communityImages, uploadedObjects, users } from "../../db/schema";
import { IMAGE_VARIANT_WIDTHS } from "~/domain/responsive-image";
import { claimPublishedImage, publishImage, type PublishedImage } from "~/models/image-pipeline.server";
import { IMAGE_COLUMNS, sweepLeftovers, UNFINISHED_WRITE_GRACE_MS } from "~/models/upload-sweep.server";
import { getDb } from "~/services/db.server";
import { createStorage, newObjectKey, setStorage, variantKeyOf, type ObjectStorage } from "~/services/storage/index.server";
import { S3Storage } from "~/services/storage/s3.server";
import { createUser } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { issueUpload } from "../support/uploads";
import { s3rverStorage } from "../support/s3rver-storage";

// What a crash leaves in storage is swept: temporary files of unfinished writes, and published images (with
// their copies) that no record uses, once past the grace. Everything a record uses, everything younger than the
// grace, and raw uploads (their own sweep's business) stay. Both drivers.

const HOUR = 60 * 60 * 1000;

describe("the image columns the sweep reads", () => {
  it("list every column of the schema that can name a stored image", () => {
    // Columns whose names say "address" or "image" but never hold one of ours.
    const notImages = new Set(["videos.video_url", "channel_videos.video_url", "uploaded_objects.key", "rate_limits.key"]);
    const listed = new Set(IMAGE_COLUMNS.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`));
    const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => value instanceof SQLiteTable);
    const candidates = tables
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns
          .filter((column) => column.getSQLType() === "text" && /url|image|picture|photo|avatar|thumbnail|key$/i.test(column.name))
          .map((column) => `${config.name}.${column.name}`);
      })
      .filter((name) => !notImages.has(name));
    expect(candidates.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].sort()).toEqual([...candidates].sort());
  });
});

type Driver = { name: string; storage: () => ObjectStorage; partialDir: (() => string) | null };

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-sweep-local-"));
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-sweep-s3rver-"));
const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: "shoal" }] });
let local: ObjectStorage;
let s3: ObjectStorage;

beforeAll(async () => {
  const { port } = await s3rver.run();
  local = createStorage({ driver: "local", directory: localDir, secret: "sweep-test-secret" });
  s3 = s3rverStorage(port);
  // The SDK signs a bucket-level request (the listing) for the path `/shoal/`, as real S3 expects; s3rver checks
  // the signature against `/shoal` and refuses it. Sign what s3rver checks: a quirk of the stand-in, not of S3.
  const client = await (s3 as unknown as { connect(): Promise<S3Client> }).connect();
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path === "/shoal/") request.path = "/shoal";
      return next(args);
    },
    { step: "build", name: "s3rverBucketPath" },
  );
});

afterAll(async () => {
  setStorage(undefined);
  if (s3 instanceof S3Storage) s3.destroy();
  await s3rver.close();
  fs.rmSync(localDir, { recursive: true, force: true });
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const drivers: Driver[] = [
  { name: "local", storage: () => local, partialDir: () => path.join(localDir, ".partial") },
  { name: "s3", storage: () => s3, partialDir: null },
];

async function listed(storage: ObjectStorage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const object of storage.listObjects()) keys.add(object.key);
  return keys;
}

const filesOf = (image: { key: string }) => [image.key, ...IMAGE_VARIANT_WIDTHS.map((width) => variantKeyOf(image.key, width))];

async function published(userId: string): Promise<PublishedImage> {
  const image = await publishImage({ id: userId }, "gallery", { file: PNG_1X1 });
  if (!image.ok) throw new Error(image.message);
  return image;
}

describe.each(drivers)("the leftover sweep with the $name driver", (driver) => {
  it("removes unused images and unfinished writes past their grace, and keeps everything else", async () => {
    const storage = driver.storage();
    setStorage(storage);
    const member = createUser();

    // A gallery image with its record, and an avatar: in use.
    const inGallery = await published(member.id);
    getDb().transaction((tx) => {
      claimPublishedImage(inGallery);
      tx.insert(communityImages)
        .values({ userId: member.id, title: "Kept", category: "setup", objectKey: inGallery.key, imageUrl: inGallery.url })
        .run();
    });
    const avatar = await published(member.id);
    getDb().update(users).set({ profileImageUrl: avatar.url }).where(eq(users.id, member.id)).run();
    // Published, but the process died before its record was written.
    const orphan = await published(member.id);
    // Written by a process that died before even recording it.
    const unrecorded = newObjectKey();
    await storage.putObject(unrecorded, PNG_1X1, { maxBytes: 1000 });
    // A raw upload still in flight: its own sweep decides, by its address's expiry.
    const issued = await issueUpload(member.id, "gallery");
    await storage.putObject(issued.key, PNG_1X1, { maxBytes: 1000 });

    let partials: string[] = [];
    if (driver.partialDir) {
      const dir = driver.partialDir();
      fs.mkdirSync(dir, { recursive: true });
      partials = ["stale", "fresh"].map((name) => path.join(dir, name));
      for (const file of partials) fs.writeFileSync(file, PNG_1X1);
      const stale = (Date.now() - UNFINISHED_WRITE_GRACE_MS - 60_000) / 1000;
      fs.utimesSync(partials[0], stale, stale);
    }

    const everything = [...filesOf(inGallery), ...filesOf(avatar), ...filesOf(orphan), unrecorded, issued.key];
    expect([...(await listed(storage))].filter((key) => everything.includes(key)).sort()).toEqual([...everything].sort());

    // Within the grace nothing published is taken, however unused.
    const early = await sweepLeftovers(Date.now(), HOUR);
    expect(early.unused).toBe(0);
    expect(early.forgotten).toBe(0);
    const afterEarly = await listed(storage);
    for (const key of everything) expect(afterEarly.has(key), key).toBe(true);
    if (driver.partialDir) {
      expect(early.unfinished).toBe(1);
      expect(fs.existsSync(partials[0])).toBe(false);
      expect(fs.existsSync(partials[1])).toBe(true);
    }

    // Past the grace, what no record uses goes, copies and row included.
    const later = await sweepLeftovers(Date.now() + 2 * HOUR, HOUR);
    const afterLater = await listed(storage);
    for (const key of [...filesOf(orphan), unrecorded]) expect(afterLater.has(key), `${key} is unused`).toBe(false);
    for (const key of [...filesOf(inGallery), ...filesOf(avatar), issued.key]) expect(afterLater.has(key), `${key} is in use`).toBe(true);
    expect(later.unused).toBeGreaterThanOrEqual(filesOf(orphan).length + 1);
    expect(getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, orphan.key)).get()).toBeUndefined();
    for (const image of [inGallery, avatar]) {
      expect(getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, image.key)).get()?.publishedAt).toBeTruthy();
    }
    expect(getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, issued.key)).get()).toBeTruthy();
    if (driver.partialDir) expect(fs.existsSync(partials[1])).toBe(false);

    // An image in use is served whole afterwards.
    expect((await storage.getObject(inGallery.key))?.size).toBeGreaterThan(0);
    setStorage(undefined);
  });
});
