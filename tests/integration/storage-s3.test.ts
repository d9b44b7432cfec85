import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { resolveUploadedObject, storePublishedImage } from "~/models/upload.server";
import { action as objectAction, loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { newObjectKey, setStorage, type ObjectStorage } from "~/services/storage/index.server";
import { S3Storage } from "~/services/storage/s3.server";
import { createUser, respond } from "../support/factories";
import { HTML_PAGE, JPEG_1X1, PNG_1X1 } from "../support/images";
import { issueUpload } from "../support/uploads";
import { s3rverStorage } from "../support/s3rver-storage";

// A real S3 API (it verifies SigV4 signatures, also on presigned addresses) on a free local port.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-s3rver-"));
const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "shoal" }] });
let storage: ObjectStorage;

beforeAll(async () => {
  const { port } = await s3rver.run();
  storage = s3rverStorage(port);
});

afterAll(async () => {
  setStorage(undefined);
  if (storage instanceof S3Storage) storage.destroy();
  await s3rver.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

async function presign(key: string, extra: { contentType?: string; contentLength?: number } = {}) {
  return storage.createUploadUrl({ key, maxBytes: 1000, expiresInSeconds: 60, origin: "http://localhost:3000", ...extra });
}

function putTo(address: string, body: Uint8Array<ArrayBuffer>, contentType = "image/png") {
  return fetch(address, { method: "PUT", body, headers: { "Content-Type": contentType } });
}

describe("S3 driver against s3rver", () => {
  it("presigns a PUT address with no checksum parameter, and the bucket accepts the upload", async () => {
    const key = newObjectKey();
    const address = await presign(key);
    const url = new URL(address);
    expect(url.pathname).toBe(`/shoal/${key}`);
    expect(url.searchParams.get("X-Amz-Signature")).toBeTruthy();
    // With a checksum of the empty body in the address, real S3, R2 and MinIO would refuse every upload.
    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().startsWith("x-amz-checksum"))).toEqual([]);
    expect(address.toLowerCase()).not.toContain("x-amz-sdk-checksum");

    const response = await putTo(address, PNG_1X1);
    expect(response.status).toBe(200);

    expect(await storage.head(key)).toEqual({ size: PNG_1X1.byteLength, contentType: "image/png" });
    expect(await storage.readRange(key, 8)).toEqual(PNG_1X1.subarray(0, 8));
    expect(await storage.readRange(key, 4, 2)).toEqual(PNG_1X1.subarray(2, 6));
    expect(await storage.readRange(key, 100000)).toEqual(PNG_1X1);
    const object = await storage.getObject(key);
    expect(object?.size).toBe(PNG_1X1.byteLength);
    expect(new Uint8Array(await new Response(object!.body).arrayBuffer())).toEqual(PNG_1X1);

    await storage.deleteObject(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.readRange(key, 8)).toBeNull();
    expect(await storage.getObject(key)).toBeNull();
  });

  it("is refused by the bucket when the address is tampered with", async () => {
    const key = newObjectKey();
    const url = new URL(await presign(key));
    url.pathname = `/shoal/${newObjectKey()}`;
    const response = await putTo(url.toString(), PNG_1X1);
    expect(response.status).toBe(403);
    expect(await storage.head(key)).toBeNull();
  });

  it("signs size and type when they are known, so the bucket refuses others", async () => {
    const key = newObjectKey();
    const address = await presign(key, { contentType: "image/png", contentLength: PNG_1X1.byteLength });
    expect((await putTo(address, JPEG_1X1, "image/png")).status).toBe(403);
    expect((await putTo(address, PNG_1X1, "text/html")).status).toBe(403);
    expect((await putTo(address, PNG_1X1, "image/png")).status).toBe(200);
  });

  it("puts images from the server side, checking type and size first", async () => {
    const key = newObjectKey();
    expect(await storage.putObject(key, JPEG_1X1, { maxBytes: 1000 })).toEqual({ size: JPEG_1X1.byteLength, contentType: "image/jpeg" });
    expect(await storage.head(key)).toEqual({ size: JPEG_1X1.byteLength, contentType: "image/jpeg" });

    const refused = newObjectKey();
    await expect(storage.putObject(refused, HTML_PAGE, { maxBytes: 1000 })).rejects.toMatchObject({ status: 415 });
    await expect(storage.putObject(refused, PNG_1X1, { maxBytes: 10 })).rejects.toMatchObject({ status: 413 });
    expect(await storage.head(refused)).toBeNull();
  });

  it("refuses keys that are not ours", async () => {
    expect(await storage.head("../secrets")).toBeNull();
    expect(await storage.readRange("uploads/../../x", 8)).toBeNull();
    await expect(storage.deleteObject("uploads/../x")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the upload flow with the S3 driver", () => {
  beforeAll(() => setStorage(storage));

  async function get(publicUrl: string) {
    const key = publicUrl.split("/").pop();
    const request = new Request(new URL(publicUrl, "http://localhost:3000"));
    return respond(() => objectLoader({ request, params: { key }, context: {} }));
  }

  it("uploads straight to the bucket and registers; only a published image is served through the app", async () => {
    const member = createUser();
    const { uploadURL, key } = await issueUpload(member.id, "gallery");
    expect(new URL(uploadURL).pathname).toBe(`/shoal/${key}`);
    expect((await putTo(uploadURL, PNG_1X1)).status).toBe(200);

    const address = uploadURL.split("?")[0];
    expect(await resolveUploadedObject(createUser().id, address)).toMatchObject({ ok: false, status: 403 });
    const resolved = await resolveUploadedObject(member.id, address, "gallery");
    expect(resolved).toEqual({ ok: true, key, size: PNG_1X1.byteLength, contentType: "image/png", publicUrl: `/objects/${key}` });
    // The raw upload may still carry camera metadata: it is never served, even once registered.
    expect((await get(`/objects/${key}`)).status).toBe(404);

    const published = await storePublishedImage(member.id, "gallery", PNG_1X1);
    if (!published.ok) throw new Error(published.message);
    // Public once a record makes it so: here, the member's avatar.
    getDb().update(users).set({ profileImageUrl: published.publicUrl }).where(eq(users.id, member.id)).run();
    const served = await get(published.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  it("refuses to register an HTML page sent as image/png, and never serves it as a page", async () => {
    const member = createUser();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo");
    expect((await putTo(uploadURL, HTML_PAGE, "image/png")).status).toBe(200);
    expect(await resolveUploadedObject(member.id, uploadURL.split("?")[0])).toEqual({
      ok: false,
      status: 415,
      message: "The file is not a JPEG, PNG, GIF or WebP image",
      code: "not-an-image",
    });

    expect((await get(`/objects/${key}`)).status).toBe(404);
  });

  it("refuses to register an empty object, without a range read (s3rver answers one on it with a broken response)", async () => {
    const member = createUser();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo");
    expect((await putTo(uploadURL, new Uint8Array())).status).toBe(200);
    expect(await resolveUploadedObject(member.id, uploadURL.split("?")[0])).toMatchObject({ ok: false, status: 415 });
    expect((await get(`/objects/${key}`)).status).toBe(404);
  });

  it("has no PUT on the app's object route, and a plain 404 for a missing object", async () => {
    const key = newObjectKey();
    const request = new Request(`http://localhost:3000/objects/${key}?expires=1&max=1&sig=x`, { method: "PUT", body: PNG_1X1 });
    const put = await respond(() => objectAction({ request, params: { key: key.split("/")[1] }, context: {} }));
    expect(put.status).toBe(405);
    expect(await put.json()).toEqual({ message: "Method PUT not allowed" });

    const missing = await get(`/objects/${key}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");
  });
});
