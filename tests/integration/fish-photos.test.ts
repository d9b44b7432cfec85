import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fish, fishPhotos } from "../../db/schema";
import { listPhotosForFish } from "~/models/fish-photo.server";
import { action as imageAction, loader as imageLoader } from "~/routes/api.fish.images.$imageId";
import { action as imagesAction, loader as imagesLoader } from "~/routes/api.fish.$fishId.images";
import { action as uploadAction } from "~/routes/api.objects.upload";
import { action as objectAction, loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { handlePhotoIntent } from "~/routes/fish.$fishId/photo-intents.server";
import { ImageProcessingError, PHOTO_MAX_DIMENSION, reencodePhoto } from "~/services/image-processing.server";
import { getSession } from "~/services/session.server";
import { getStorage, keyFromAddress } from "~/services/storage/index.server";
import { createUser, request, respond } from "../support/factories";
import { HTML_PAGE, JPEG_1X1, PNG_1X1, pngOfSize } from "../support/images";

const LIMIT = 10485760;

let fishCounter = 0;
function createFish() {
  fishCounter += 1;
  return getDb()
    .insert(fish)
    .values({
      name: `Photo Tetra ${fishCounter}`,
      scientificName: "Paracheirodon testus",
      imageUrl: "/images/fish/tetra.webp",
      difficulty: "Beginner",
      temperament: "Peaceful",
      fishType: "Schooling",
      minTankSizeGal: 10,
      maxSizeIn: 1.5,
      minTemperatureF: 72,
      maxTemperatureF: 80,
      minPh: 6,
      maxPh: 7,
      lifespan: "3-5 years",
      diet: "Omnivore",
      description: "A fish for photo tests.",
    })
    .returning()
    .get();
}

/** A camera photo as phones make them: EXIF with the camera, the owner's name, GPS, and a sideways orientation. */
let cameraJpeg: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  const base = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#2a7ab0" } })
    .jpeg()
    .toBuffer();
  const buffer = await sharp(base)
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS 5D Mark IV", Artist: "Jane Doe" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  cameraJpeg = new Uint8Array(buffer);
});

/** The GPS IFD pointer tag (0x8825) in either byte order, and the text tags we planted. */
function carriesCameraMetadata(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString("latin1");
  const buffer = Buffer.from(bytes);
  const gpsPointer = buffer.includes(Buffer.from([0x25, 0x88])) || buffer.includes(Buffer.from([0x88, 0x25]));
  return { make: text.includes("Canon"), artist: text.includes("Jane Doe"), exif: text.includes("Exif"), gpsPointer };
}

/** The start of a JPEG, then bytes no decoder can read: an image by its magic bytes only. */
function brokenJpeg(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(6000).fill(0xa5);
  bytes.set(JPEG_1X1.subarray(0, 20));
  return bytes;
}

async function expectNoMetadata(bytes: Uint8Array) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe("webp");
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  const found = carriesCameraMetadata(bytes);
  expect(found.make).toBe(false);
  expect(found.artist).toBe(false);
  expect(found.exif).toBe(false);
  return metadata;
}

async function askForUploadUrl(userId: string): Promise<string> {
  const req = await request("/api/objects/upload", { method: "POST", userId });
  const response = await respond(() => uploadAction({ request: req, params: {}, context: {} }));
  expect(response.status).toBe(200);
  return (await response.json()).uploadURL;
}

async function put(uploadURL: string, body: Uint8Array<ArrayBuffer>) {
  const req = new Request(uploadURL, { method: "PUT", body, headers: { "Content-Type": "image/png" } });
  const key = new URL(uploadURL).pathname.split("/").pop();
  return respond(() => objectAction({ request: req, params: { key }, context: {} }));
}

function withoutQuery(uploadURL: string) {
  const url = new URL(uploadURL);
  return `${url.origin}${url.pathname}`;
}

async function uploaded(userId: string, bytes: Uint8Array<ArrayBuffer> = PNG_1X1) {
  const uploadURL = await askForUploadUrl(userId);
  expect((await put(uploadURL, bytes)).status).toBe(200);
  return uploadURL;
}

/** GET an object as a visitor, or as the member `userId` (a pending photo is shown only to its owner). */
async function fetchObject(url: string, userId?: string) {
  const key = new URL(url, "http://localhost").pathname.split("/").pop();
  const req = await request(new URL(url, "http://localhost:3000").pathname, { userId });
  return respond(() => objectLoader({ request: req, params: { key }, context: {} }));
}

async function storedBytes(imageUrl: string, userId: string) {
  const response = await fetchObject(imageUrl, userId);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function listImages(fishId: number | string, userId?: string) {
  const req = await request(`/api/fish/${fishId}/images`, { userId });
  return respond(() => imagesLoader({ request: req, params: { fishId: String(fishId) }, context: {} }));
}

async function register(fishId: number | string, userId: string | undefined, json: unknown, init: RequestInit = {}) {
  const req = await request(`/api/fish/${fishId}/images`, { method: "POST", userId, json, ...init });
  return respond(() => imagesAction({ request: req, params: { fishId: String(fishId) }, context: {} }));
}

async function deleteImage(imageId: number | string, userId?: string, method = "DELETE") {
  const req = await request(`/api/fish/images/${imageId}`, { method, userId });
  return respond(() => imageAction({ request: req, params: { imageId: String(imageId) }, context: {} }));
}

function setStatus(photoId: number, status: "approved" | "rejected" | "pending") {
  getDb().update(fishPhotos).set({ status }).where(eq(fishPhotos.id, photoId)).run();
}

/** Places bytes straight into the uploads folder, as a bucket would accept them without checking. */
function placeRawObject(uploadURL: string, bytes: Uint8Array) {
  const key = keyFromAddress(uploadURL)!;
  const file = path.join(process.env.UPLOADS_DIR!, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return key;
}

describe("re-encoding a member's photo", () => {
  it("keeps the pixels, turns the photo upright and drops EXIF, GPS and camera details", async () => {
    const input = await sharp(cameraJpeg).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);
    expect(carriesCameraMetadata(cameraJpeg)).toEqual({ make: true, artist: true, exif: true, gpsPointer: true });

    const output = await reencodePhoto(cameraJpeg);
    expect(output.contentType).toBe("image/webp");
    const metadata = await expectNoMetadata(output.data);
    expect(metadata.orientation).toBeUndefined();
    // 64x32 stored sideways is a 32x64 photo.
    expect([metadata.width, metadata.height]).toEqual([32, 64]);
  });

  it("shrinks a large photo to fit the page, never enlarging a small one", async () => {
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const resized = await reencodePhoto(new Uint8Array(large));
    expect([resized.width, resized.height]).toEqual([PHOTO_MAX_DIMENSION, 853]);
    const small = await reencodePhoto(PNG_1X1);
    expect([small.width, small.height]).toEqual([1, 1]);
  });

  it("refuses what is not a JPEG, PNG, GIF or WebP image, and decompression bombs", async () => {
    await expect(reencodePhoto(HTML_PAGE)).rejects.toMatchObject({ status: 415 });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expect(reencodePhoto(svg)).rejects.toBeInstanceOf(ImageProcessingError);
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    await expect(reencodePhoto(new Uint8Array(tiff))).rejects.toMatchObject({ status: 415 });
    await expect(reencodePhoto(brokenJpeg())).rejects.toMatchObject({ status: 415 });

    // 60 megapixels of one colour compress to a small file, and would take 180 MB to decode.
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(LIMIT);
    await expect(reencodePhoto(new Uint8Array(bomb))).rejects.toMatchObject({ status: 413 });
  });
});

describe("POST /api/fish/{id}/images", () => {
  it("registers the member's upload as a pending photo, re-encoded, and deletes the original", async () => {
    const owner = createUser({ username: "reefkeeper", firstName: "Rita", lastName: "Reef" });
    const species = createFish();
    const uploadURL = await uploaded(owner.id, cameraJpeg);
    const originalPath = new URL(uploadURL).pathname;
    // Raw uploads are never served, not even to their owner before they are registered.
    expect((await fetchObject(originalPath, owner.id)).status).toBe(404);

    const response = await register(species.id, owner.id, { imageUrl: withoutQuery(uploadURL), caption: "  My shoal  " });
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).toEqual({
      id: expect.any(Number),
      userId: owner.id,
      imageUrl: expect.stringMatching(/^\/objects\/uploads\/[0-9a-f-]{36}$/),
      caption: "My shoal",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: "pending",
      user: { username: "reefkeeper", firstName: "Rita", lastName: "Reef" },
    });
    expect(photo.imageUrl).not.toBe(originalPath);

    // What is served is the clean copy; the original with its GPS is gone.
    const served = await fetchObject(photo.imageUrl, owner.id);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    await expectNoMetadata(await storedBytes(photo.imageUrl, owner.id));
    expect((await fetchObject(originalPath, owner.id)).status).toBe(404);
    expect(await getStorage().head(keyFromAddress(uploadURL)!)).toBeNull();

    const row = getDb().select().from(fishPhotos).where(eq(fishPhotos.id, photo.id)).get()!;
    expect(row).toMatchObject({ fishId: species.id, userId: owner.id, status: "pending", caption: "My shoal" });
    expect(row.objectKey).toBe(keyFromAddress(photo.imageUrl));

    // The same upload cannot be registered twice.
    expect((await register(species.id, owner.id, { imageUrl: withoutQuery(uploadURL) })).status).toBe(409);
    expect((await register(species.id, owner.id, { imageUrl: photo.imageUrl })).status).toBe(409);
  });

  it("omits an empty caption and accepts the address with its signature", async () => {
    const owner = createUser();
    const species = createFish();
    const uploadURL = await uploaded(owner.id);
    const response = await register(species.id, owner.id, { imageUrl: uploadURL, caption: "   " });
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).not.toHaveProperty("caption");
    expect(getDb().select().from(fishPhotos).where(eq(fishPhotos.id, photo.id)).get()!.caption).toBeNull();
  });

  it("refuses a visitor with 401", async () => {
    const species = createFish();
    const response = await register(species.id, undefined, { imageUrl: "/objects/uploads/x" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("refuses another member's upload with 403 and keeps it", async () => {
    const owner = createUser();
    const other = createUser();
    const species = createFish();
    const uploadURL = await uploaded(owner.id);
    const response = await register(species.id, other.id, { imageUrl: withoutQuery(uploadURL) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "This upload belongs to another member" });
    expect(await getStorage().head(keyFromAddress(uploadURL)!)).not.toBeNull();
    expect(listPhotosForFish(species.id, other.id)).toEqual([]);
  });

  it("refuses an address that was never issued with 404, and an upload not yet sent", async () => {
    const member = createUser();
    const species = createFish();
    const never = await register(species.id, member.id, {
      imageUrl: "http://localhost:3000/objects/uploads/00000000-0000-4000-8000-000000000000",
    });
    expect(never.status).toBe(404);
    const nonsense = await register(species.id, member.id, { imageUrl: "https://evil.example/../../etc/passwd" });
    expect(nonsense.status).toBe(404);
    const notSent = await register(species.id, member.id, { imageUrl: withoutQuery(await askForUploadUrl(member.id)) });
    expect(notSent.status).toBe(404);
  });

  it("refuses an object over 10485760 bytes with 413 and removes it", async () => {
    const member = createUser();
    const species = createFish();
    const uploadURL = await askForUploadUrl(member.id);
    const key = placeRawObject(uploadURL, pngOfSize(LIMIT + 1));
    const response = await register(species.id, member.id, { imageUrl: withoutQuery(uploadURL) });
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty("message");
    expect(await getStorage().head(key)).toBeNull();
  });

  it("refuses bytes that are not an image, even declared image/png, with 415", async () => {
    const member = createUser();
    const species = createFish();
    // The app's own upload address refuses them as they arrive...
    const refusedAtPut = await askForUploadUrl(member.id);
    expect((await put(refusedAtPut, HTML_PAGE)).status).toBe(415);
    // ...and a bucket that took them anyway does not get them registered.
    const uploadURL = await askForUploadUrl(member.id);
    const key = placeRawObject(uploadURL, HTML_PAGE);
    const response = await register(species.id, member.id, { imageUrl: withoutQuery(uploadURL) });
    expect(response.status).toBe(415);
    expect(await getStorage().head(key)).toBeNull();
    // An image header with nothing decodable behind it is refused when re-encoding.
    const fake = await uploaded(member.id, brokenJpeg());
    expect((await register(species.id, member.id, { imageUrl: withoutQuery(fake) })).status).toBe(415);
    expect(await getStorage().head(keyFromAddress(fake)!)).toBeNull();
    expect(listPhotosForFish(species.id, member.id)).toEqual([]);
  });

  it("answers a bad body or an unknown fish with a JSON error, never a 500", async () => {
    const member = createUser();
    const species = createFish();
    const uploadURL = await uploaded(member.id);

    const missing = await register(species.id, member.id, { caption: "no image" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "imageUrl is required" });

    const longCaption = await register(species.id, member.id, { imageUrl: withoutQuery(uploadURL), caption: "x".repeat(201) });
    expect(longCaption.status).toBe(400);
    expect(await longCaption.json()).toEqual({ message: "Caption must be at most 200 characters" });

    const wrongType = await register(species.id, member.id, { imageUrl: 42 });
    expect(wrongType.status).toBe(400);

    const malformed = await register(species.id, member.id, undefined, {
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);

    const unknownFish = await register(999999, member.id, { imageUrl: withoutQuery(uploadURL) });
    expect(unknownFish.status).toBe(404);
    expect(await unknownFish.json()).toEqual({ message: "Fish not found" });
    expect((await register("abc", member.id, { imageUrl: withoutQuery(uploadURL) })).status).toBe(404);

    // The upload is still there for a correct try.
    expect((await register(species.id, member.id, { imageUrl: withoutQuery(uploadURL) })).status).toBe(201);
  });

  it("answers other methods with 405 JSON", async () => {
    const member = createUser();
    const species = createFish();
    const response = await register(species.id, member.id, { imageUrl: "x" }, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method PUT not allowed" });
  });
});

describe("GET /api/fish/{id}/images: who sees which photo", () => {
  it("shows a pending photo only to its owner until an admin approves it", async () => {
    const owner = createUser();
    const other = createUser();
    const species = createFish();
    const photo = await (await register(species.id, owner.id, { imageUrl: withoutQuery(await uploaded(owner.id)) })).json();

    const ownView = await listImages(species.id, owner.id);
    expect(ownView.status).toBe(200);
    expect(ownView.headers.get("Cache-Control")).toContain("private");
    expect((await ownView.json()).map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[photo.id, "pending"]]);
    expect(await (await listImages(species.id, other.id)).json()).toEqual([]);
    expect(await (await listImages(species.id)).json()).toEqual([]);

    setStatus(photo.id, "approved");
    for (const viewer of [owner.id, other.id, undefined]) {
      const list = await (await listImages(species.id, viewer)).json();
      expect(list).toEqual([{ ...photo, status: "approved" }]);
    }

    setStatus(photo.id, "rejected");
    expect(await (await listImages(species.id)).json()).toEqual([]);
    expect(await (await listImages(species.id, other.id)).json()).toEqual([]);
    expect((await (await listImages(species.id, owner.id)).json())[0].status).toBe("rejected");
  });

  it("lists only this fish's photos, newest first", async () => {
    const owner = createUser();
    const species = createFish();
    const elsewhere = createFish();
    const first = await (await register(species.id, owner.id, { imageUrl: withoutQuery(await uploaded(owner.id)) })).json();
    const second = await (await register(species.id, owner.id, { imageUrl: withoutQuery(await uploaded(owner.id)) })).json();
    await register(elsewhere.id, owner.id, { imageUrl: withoutQuery(await uploaded(owner.id)) });
    const ids = (await (await listImages(species.id, owner.id)).json()).map((p: { id: number }) => p.id);
    expect(ids).toEqual([second.id, first.id]);
  });

  it("answers an unknown or invalid fish id with 404", async () => {
    expect((await listImages(999999)).status).toBe(404);
    expect((await listImages("1e3")).status).toBe(404);
    expect((await listImages("-1")).status).toBe(404);
  });
});

describe("DELETE /api/fish/images/{imageId}", () => {
  it("lets the owner delete their photo and its stored image; nobody else", async () => {
    const owner = createUser();
    const other = createUser();
    const species = createFish();
    const photo = await (await register(species.id, owner.id, { imageUrl: withoutQuery(await uploaded(owner.id)) })).json();

    const visitor = await deleteImage(photo.id);
    expect(visitor.status).toBe(401);
    const stranger = await deleteImage(photo.id, other.id);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ message: "You can only delete your own images" });
    expect((await fetchObject(photo.imageUrl, owner.id)).status).toBe(200);

    const deleted = await deleteImage(photo.id, owner.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Your image has been removed." });
    expect((await fetchObject(photo.imageUrl, owner.id)).status).toBe(404);
    expect(listPhotosForFish(species.id, owner.id)).toEqual([]);

    expect((await deleteImage(photo.id, owner.id)).status).toBe(404);
    expect((await deleteImage("abc", owner.id)).status).toBe(404);
  });

  it("lets an admin remove any member's photo", async () => {
    const owner = createUser();
    const admin = createUser({ isAdmin: true });
    const species = createFish();
    const photo = await (await register(species.id, owner.id, { imageUrl: withoutQuery(await uploaded(owner.id)) })).json();
    expect((await deleteImage(photo.id, admin.id)).status).toBe(200);
    expect(listPhotosForFish(species.id, owner.id)).toEqual([]);
  });

  it("answers other methods with 405 JSON", async () => {
    const member = createUser();
    const get = await respond(() =>
      imageLoader({ request: new Request("http://localhost:3000/api/fish/images/1"), params: { imageId: "1" }, context: {} }),
    );
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ message: "Method GET not allowed" });
    const post = await deleteImage(1, member.id, "POST");
    expect(post.status).toBe(405);
  });
});

describe("the fish page's photo forms without JavaScript: handlePhotoIntent", () => {
  async function multipart(fishId: number, userId: string | undefined, fields: Record<string, string | Blob>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.append(name, value, "photo.jpg");
      else form.append(name, value);
    }
    const req = await request(`/fish/${fishId}`, { method: "POST", userId, body: form });
    expect(req.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    return handlePhotoIntent({ request: req, fishId, fishName: "Photo Tetra" });
  }

  async function urlencoded(fishId: number, userId: string | undefined, fields: Record<string, string>) {
    const req = await request(`/fish/${fishId}`, {
      method: "POST",
      userId,
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    return handlePhotoIntent({ request: req, fishId, fishName: "Photo Tetra" });
  }

  /** The toast the next page will show, read from the session cookie the redirect sets. */
  async function toastOf(response: Response) {
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const session = await getSession(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }));
    const { id: _id, ...toast } = session.get("toast")!;
    return toast;
  }

  it("stores an uploaded file as a pending, re-encoded photo and redirects with the agreed toast", async () => {
    const member = createUser();
    const species = createFish();
    const response = await multipart(species.id, member.id, {
      intent: "upload-photo",
      caption: " Feeding time ",
      photo: new Blob([cameraJpeg], { type: "image/jpeg" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toEqual({
      title: "Image uploaded!",
      description: "Your image has been submitted and is pending approval.",
    });
    const [photo] = listPhotosForFish(species.id, member.id);
    expect(photo).toMatchObject({ status: "pending", caption: "Feeding time", userId: member.id });
    await expectNoMetadata(await storedBytes(photo.imageUrl, member.id));
    expect(listPhotosForFish(species.id, null)).toEqual([]);
  });

  it("refuses a file over 10485760 bytes with a toast, not a 500", async () => {
    const member = createUser();
    const species = createFish();
    const response = await multipart(species.id, member.id, {
      intent: "upload-photo",
      photo: new Blob([pngOfSize(LIMIT + 1)], { type: "image/png" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toEqual({
      title: "File Too Large",
      description: "Please choose an image smaller than 10MB.",
      variant: "destructive",
    });
    expect(listPhotosForFish(species.id, member.id)).toEqual([]);

    // Far past the limit the body is no longer read at all; still a toast, not an error page.
    const huge = await multipart(species.id, member.id, {
      intent: "upload-photo",
      photo: new Blob([new Uint8Array(4 * LIMIT + 1)], { type: "image/png" }),
    });
    expect(huge.status).toBe(302);
    expect((await toastOf(huge)).title).toBe("File Too Large");
  });

  it("refuses a file that is not an image, and a form without a file", async () => {
    const member = createUser();
    const species = createFish();
    const html = await multipart(species.id, member.id, {
      intent: "upload-photo",
      photo: new Blob([HTML_PAGE], { type: "image/png" }),
    });
    expect(await toastOf(html)).toMatchObject({ title: "Invalid File Type", variant: "destructive" });
    const empty = await multipart(species.id, member.id, {
      intent: "upload-photo",
      photo: new Blob([], { type: "application/octet-stream" }),
    });
    expect(await toastOf(empty)).toMatchObject({ title: "Missing Image", variant: "destructive" });
    const tooLong = await multipart(species.id, member.id, {
      intent: "upload-photo",
      caption: "x".repeat(201),
      photo: new Blob([PNG_1X1], { type: "image/png" }),
    });
    expect((await toastOf(tooLong)).variant).toBe("destructive");
    expect(listPhotosForFish(species.id, member.id)).toEqual([]);
  });

  it("sends a visitor to sign in and back to the fish", async () => {
    const species = createFish();
    const response = await multipart(species.id, undefined, {
      intent: "upload-photo",
      photo: new Blob([PNG_1X1], { type: "image/png" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(`/fish/${species.id}`)}`);
    expect(await toastOf(response)).toEqual({
      title: "Please sign in",
      description: "Sign in to upload images.",
      variant: "destructive",
    });
    expect(listPhotosForFish(species.id, null)).toEqual([]);

    const deleting = await urlencoded(species.id, undefined, { intent: "delete-photo", photoId: "1" });
    expect(deleting.headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
  });

  it("deletes the member's own photo after the confirmation step, and only theirs", async () => {
    const owner = createUser();
    const other = createUser();
    const species = createFish();
    await multipart(species.id, owner.id, { intent: "upload-photo", photo: new Blob([PNG_1X1], { type: "image/png" }) });
    const [photo] = listPhotosForFish(species.id, owner.id);

    const refused = await urlencoded(species.id, other.id, { intent: "delete-photo", photoId: String(photo.id) });
    expect(await toastOf(refused)).toEqual({ title: "Error", description: "Failed to delete image.", variant: "destructive" });
    expect(listPhotosForFish(species.id, owner.id)).toHaveLength(1);

    const nonsense = await urlencoded(species.id, owner.id, { intent: "delete-photo", photoId: "abc" });
    expect((await toastOf(nonsense)).title).toBe("Error");

    const deleted = await urlencoded(species.id, owner.id, { intent: "delete-photo", photoId: String(photo.id) });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(deleted)).toEqual({ title: "Image deleted", description: "Your image has been removed." });
    expect(listPhotosForFish(species.id, owner.id)).toEqual([]);
    expect((await fetchObject(photo.imageUrl, owner.id)).status).toBe(404);
  });

  it("takes a form the page's action has already read", async () => {
    const owner = createUser();
    const species = createFish();
    await multipart(species.id, owner.id, { intent: "upload-photo", photo: new Blob([PNG_1X1], { type: "image/png" }) });
    const [photo] = listPhotosForFish(species.id, owner.id);
    const form = new FormData();
    form.set("intent", "delete-photo");
    form.set("photoId", String(photo.id));
    const req = await request(`/fish/${species.id}`, { method: "POST", userId: owner.id });
    const response = await handlePhotoIntent({ request: req, fishId: species.id, fishName: "Photo Tetra", formData: form });
    expect((await toastOf(response)).title).toBe("Image deleted");
  });
});
