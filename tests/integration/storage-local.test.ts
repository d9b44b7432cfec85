import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { uploadedObjects, users } from "../../db/schema";
import { storePublishedImage, UPLOAD_QUOTA_WINDOW_MS } from "~/models/upload.server";
import { sweepAbandonedUploads } from "~/models/upload-sweep.server";
import { action, loader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { createStorage, getStorage, newObjectKey, StorageError } from "~/services/storage/index.server";
import { createUser, respond } from "../support/factories";
import { HTML_PAGE, JPEG_1X1, PNG_1X1, TEXT_FILE, pngOfSize } from "../support/images";
import { issueUpload } from "../support/uploads";

const ORIGIN = "http://localhost:3000";
const uploadsDir = process.env.UPLOADS_DIR!;

/** The :key segment of an /objects/uploads/:key address. */
function uuidOf(address: string) {
  return new URL(address).pathname.split("/").pop()!;
}

function put(address: string, body: BodyInit | null, headers: HeadersInit = { "Content-Type": "image/png" }) {
  const request = new Request(address, { method: "PUT", body, headers, duplex: "half" } as RequestInit);
  return respond(() => action({ request, params: { key: uuidOf(address) }, context: {} }));
}

function get(address: string) {
  const request = new Request(new URL(new URL(address).pathname, ORIGIN));
  return respond(() => loader({ request, params: { key: uuidOf(address) }, context: {} }));
}

function storedFile(address: string) {
  return path.join(uploadsDir, "uploads", uuidOf(address));
}

/** No unfinished upload may be left behind by a refused one. */
function partialFiles() {
  const dir = path.join(uploadsDir, ".partial");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function freshUploadUrl(purpose: "fish-photo" | "avatar" = "fish-photo") {
  const user = createUser();
  const { uploadURL, key } = await issueUpload(user.id, purpose, ORIGIN);
  return { user, uploadURL, key };
}

/** A published image that is public: the member's avatar (other published images are theirs alone). */
async function publicImage(userId: string, bytes: Uint8Array) {
  const published = await storePublishedImage(userId, "avatar", bytes);
  if (!published.ok) throw new Error(published.message);
  getDb().update(users).set({ profileImageUrl: published.publicUrl }).where(eq(users.id, userId)).run();
  return published;
}

/** The row an address issued by the app has, for addresses a test signs itself. */
function recordAddress(key: string, maxBytes: number) {
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  getDb().insert(uploadedObjects).values({ key, userId: createUser().id, purpose: "fish-photo", maxBytes, expiresAt }).run();
}

describe("local storage: signed PUT addresses served by the app", () => {
  it("is the default driver and signs an expiring address on the app's own origin", async () => {
    expect(getStorage().driver).toBe("local");
    const { uploadURL } = await freshUploadUrl();
    const url = new URL(uploadURL);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("max")).toBe("10485760");
    expect(Number(url.searchParams.get("expires"))).toBeGreaterThan(Date.now() / 1000);
    expect(url.searchParams.get("sig")).toMatch(/^[\w-]{43}$/);
  });

  it("stores a real PNG, but never serves a raw upload: only published images, with immutable caching and nosniff", async () => {
    const { uploadURL, key, user } = await freshUploadUrl();

    const stored = await put(uploadURL, PNG_1X1);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ objectPath: `/objects/${key}`, size: PNG_1X1.byteLength, contentType: "image/png" });

    const row = getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get();
    expect(row).toMatchObject({ size: PNG_1X1.byteLength, contentType: "image/png" });
    expect(row?.completedAt).toBeTruthy();
    // A browser's upload may carry location and camera metadata until the server re-encodes it.
    expect((await get(uploadURL)).status).toBe(404);

    const published = await publicImage(user.id, PNG_1X1);
    const served = await get(`${ORIGIN}${published.publicUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toBeNull();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  it("takes the type from the bytes, not from the declared Content-Type", async () => {
    const { uploadURL } = await freshUploadUrl();
    const stored = await put(uploadURL, JPEG_1X1, { "Content-Type": "application/octet-stream" });
    expect(stored.status).toBe(200);
    expect((await stored.json()).contentType).toBe("image/jpeg");
    const published = await publicImage(createUser().id, JPEG_1X1);
    const served = await get(`${ORIGIN}${published.publicUrl}`);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG_1X1);
  });

  it("refuses a tampered signature, a raised limit or another key with 403, and stores nothing", async () => {
    const { uploadURL } = await freshUploadUrl();
    const url = new URL(uploadURL);

    const badSig = new URL(url);
    const sig = url.searchParams.get("sig")!;
    badSig.searchParams.set("sig", (sig[0] === "A" ? "B" : "A") + sig.slice(1));
    const raisedMax = new URL(url);
    raisedMax.searchParams.set("max", "999999999");
    const otherKey = new URL(url);
    otherKey.pathname = `/objects/${newObjectKey()}`;
    const unsigned = new URL(url.pathname, ORIGIN);

    for (const address of [badSig, raisedMax, otherKey, unsigned]) {
      const response = await put(address.toString(), PNG_1X1);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Invalid upload signature" });
      expect(fs.existsSync(storedFile(address.toString()))).toBe(false);
    }
  });

  it("refuses an expired address with 403", async () => {
    const key = newObjectKey();
    const address = await getStorage().createUploadUrl({ key, maxBytes: 1000, expiresInSeconds: -1, origin: ORIGIN });
    const response = await put(address, PNG_1X1);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Request has expired" });
    expect(fs.existsSync(storedFile(address))).toBe(false);
  });

  it("refuses an oversized file with 413 and stores nothing, whether announced or streamed", async () => {
    const key = newObjectKey();
    recordAddress(key, 1000);
    const address = await getStorage().createUploadUrl({ key, maxBytes: 1000, expiresInSeconds: 60, origin: ORIGIN });

    // Announced by Content-Length (as a server adapter passes it on): refused before a byte is read.
    let read = false;
    const announcedBody = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read = true;
          controller.enqueue(pngOfSize(1001));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const announced = await put(address, announcedBody, { "Content-Type": "image/png", "Content-Length": "1001" });
    expect(read).toBe(false);
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ message: "The file is larger than the limit of 1000 bytes" });

    // Streamed without a length: refused as soon as the count passes the limit.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? pngOfSize(600) : new Uint8Array(600));
      },
    });
    const streamed = await put(address, endless);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(5);

    expect(fs.existsSync(storedFile(address))).toBe(false);
    expect(partialFiles()).toEqual([]);
  });

  it("refuses a text file and an HTML page declared as image/png with 415, and stores nothing", async () => {
    for (const body of [TEXT_FILE, HTML_PAGE]) {
      const { uploadURL } = await freshUploadUrl();
      const response = await put(uploadURL, body, { "Content-Type": "image/png" });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: "The file is not a JPEG, PNG, GIF or WebP image" });
      expect(fs.existsSync(storedFile(uploadURL))).toBe(false);
    }
    expect(partialFiles()).toEqual([]);
  });

  it("answers a refused file at once and leaves the rest of the body to the server, never cancelling it", async () => {
    const { uploadURL } = await freshUploadUrl();
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? HTML_PAGE : new Uint8Array(5000));
        if (pulled === 4) controller.close();
      },
      cancel() {
        // Cancelling a request body closes the connection while the client is still sending: it would see a
        // reset instead of the answer. The HTTP server reads and throws the rest away after answering.
        cancelled = true;
      },
    });
    const response = await put(uploadURL, body);
    expect(response.status).toBe(415);
    expect(pulled).toBeLessThan(4);
    expect(cancelled).toBe(false);
    expect(fs.existsSync(storedFile(uploadURL))).toBe(false);
  });

  it("refuses an empty body with 400", async () => {
    const { uploadURL } = await freshUploadUrl();
    const response = await put(uploadURL, new Uint8Array());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The upload is empty" });
  });

  it("never replaces a completed object (409), and the first upload stays intact", async () => {
    const { uploadURL } = await freshUploadUrl();
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);
    const again = await put(uploadURL, JPEG_1X1);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This upload address has already been used" });
    expect(new Uint8Array(fs.readFileSync(storedFile(uploadURL)))).toEqual(PNG_1X1);
  });

  it("keeps every key inside the uploads folder", async () => {
    for (const key of ["..%2F..%2Fshoal.db", "../../shoal.db", "not-a-uuid"]) {
      const request = new Request(`${ORIGIN}/objects/uploads/x?expires=1&max=1&sig=x`, { method: "PUT", body: PNG_1X1 });
      const response = await respond(() => action({ request, params: { key }, context: {} }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "No such upload address" });
    }
    const storage = createStorage({ driver: "local", directory: uploadsDir, secret: "s" });
    await expect(storage.putObject("uploads/../../escape", PNG_1X1, { maxBytes: 100 })).rejects.toBeInstanceOf(StorageError);
    expect(await storage.head("uploads/../shoal.db")).toBeNull();
    expect(await storage.readRange("../shoal.db", 10)).toBeNull();
  });

  it("answers other methods with 405 JSON", async () => {
    const { uploadURL } = await freshUploadUrl();
    const request = new Request(uploadURL, { method: "POST", body: PNG_1X1 });
    const response = await respond(() => action({ request, params: { key: uuidOf(uploadURL) }, context: {} }));
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method POST not allowed" });
  });

  it("answers a missing object with a plain 404", async () => {
    const response = await get(`${ORIGIN}/objects/${newObjectKey()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    expect(await response.text()).toBe("Not found");
    expect((await get(`${ORIGIN}/objects/uploads/..`)).status).toBe(404);
  });

  it("never serves a file the app did not publish, whatever it holds", async () => {
    // Only a file put there behind the app's back can be this; the app itself stores images only.
    const key = newObjectKey();
    fs.mkdirSync(path.join(uploadsDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, key), HTML_PAGE);
    const response = await get(`${ORIGIN}/objects/${key}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("deletes raw uploads that were never registered, and keeps published images", async () => {
    const { uploadURL, key } = await freshUploadUrl();
    expect((await put(uploadURL, PNG_1X1)).status).toBe(200);
    const published = await publicImage(createUser().id, PNG_1X1);

    await sweepAbandonedUploads(Date.now());
    expect(fs.existsSync(storedFile(uploadURL))).toBe(true);
    await sweepAbandonedUploads(Date.now() + UPLOAD_QUOTA_WINDOW_MS + 60_000);
    expect(fs.existsSync(storedFile(uploadURL))).toBe(false);
    expect(getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get()).toBeUndefined();
    expect((await get(`${ORIGIN}${published.publicUrl}`)).status).toBe(200);
  });
});

describe("local storage driver, used directly", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-local-driver-"));
  const storage = createStorage({ driver: "local", directory: dir, secret: "another-secret" });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("puts, heads, reads a range, streams and deletes an image", async () => {
    const key = newObjectKey();
    expect(await storage.putObject(key, PNG_1X1, { maxBytes: 1000 })).toEqual({ size: PNG_1X1.byteLength, contentType: "image/png" });
    expect(await storage.head(key)).toEqual({ size: PNG_1X1.byteLength });
    expect(await storage.readRange(key, 8)).toEqual(PNG_1X1.subarray(0, 8));
    expect(await storage.readRange(key, 4, 1)).toEqual(PNG_1X1.subarray(1, 5));
    const object = await storage.getObject(key);
    expect(object?.size).toBe(PNG_1X1.byteLength);
    expect(new Uint8Array(await new Response(object!.body).arrayBuffer())).toEqual(PNG_1X1);
    await storage.deleteObject(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.getObject(key)).toBeNull();
    expect(await storage.readRange(key, 8)).toBeNull();
  });

  it("does not accept addresses signed with another secret", async () => {
    const key = newObjectKey();
    const address = await storage.createUploadUrl({ key, maxBytes: 1000, expiresInSeconds: 60, origin: ORIGIN });
    const response = await put(address, PNG_1X1);
    expect(response.status).toBe(403);
  });
});
