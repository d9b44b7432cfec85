import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fishPhotos, users } from "../../db/schema";
import { responsiveSrcSet } from "~/domain/responsive-image";
import { registerFishPhoto } from "~/models/fish-photo.server";
import { claimPublishedImage, deletePublishedImage, publishImage } from "~/models/image-pipeline.server";
import { action as objectAction, loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { getStorage, keyFromAddress } from "~/services/storage/index.server";
import { createUser, request, respond } from "../support/factories";
import { createFish } from "../support/fish";
import { HTML_PAGE, PNG_1X1, pngOfSize } from "../support/images";
import { issueUpload } from "../support/uploads";

const MIB = 1024 * 1024;

/** A landscape phone photo, larger than any page shows, with the camera and GPS in its EXIF. */
let landscapeJpeg: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  const base = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#2a7ab0" } })
    .jpeg()
    .toBuffer();
  const buffer = await sharp(base)
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS 5D Mark IV", Artist: "Jane Doe" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .jpeg()
    .toBuffer();
  landscapeJpeg = new Uint8Array(buffer);
});

/** GET /objects/uploads/… as a visitor, or as the member `userId`. */
async function fetchObject(url: string, userId?: string) {
  const key = url.split("/").pop();
  const req = await request(url, { userId });
  return respond(() => objectLoader({ request: req, params: { key }, context: {} }));
}

async function uploadedBy(userId: string, bytes: Uint8Array<ArrayBuffer>, purpose: "gallery" | "avatar" | "fish-photo" = "gallery") {
  const { uploadURL } = await issueUpload(userId, purpose);
  const req = new Request(uploadURL, { method: "PUT", body: bytes, headers: { "Content-Type": "image/jpeg" } });
  const key = new URL(uploadURL).pathname.split("/").pop();
  expect((await respond(() => objectAction({ request: req, params: { key }, context: {} }))).status).toBe(200);
  return uploadURL.split("?")[0];
}

describe("publishImage", () => {
  it("stores an upright WebP 1280 px wide without metadata, with 320 and 640 px copies for srcset", async () => {
    const member = createUser();
    const image = await publishImage(member, "gallery", { file: landscapeJpeg });
    if (!image.ok) throw new Error(image.message);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1280, height: 960 });
    // The image is the uploader's until a record uses it: an avatar makes it public.
    getDb().update(users).set({ profileImageUrl: image.url }).where(eq(users.id, member.id)).run();

    for (const [url, width] of [
      [image.url, 1280],
      [`${image.url}-w640`, 640],
      [`${image.url}-w320`, 320],
    ] as const) {
      const response = await fetchObject(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
    }
    expect(responsiveSrcSet(image.url)).toBe(`${image.url}-w320 320w, ${image.url}-w640 640w, ${image.url} 1280w`);
  });

  it("makes every copy exactly its width, enlarging a small image, so srcset's widths are true", async () => {
    const member = createUser();
    const image = await publishImage(member, "avatar", { file: PNG_1X1 });
    if (!image.ok) throw new Error(image.message);
    getDb().update(users).set({ profileImageUrl: image.url }).where(eq(users.id, member.id)).run();
    for (const [url, width] of [
      [image.url, 1280],
      [`${image.url}-w320`, 320],
    ] as const) {
      const response = await fetchObject(url);
      expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it("answers a copy's address with the main image when the image was stored before copies were made", async () => {
    const member = createUser();
    const image = await publishImage(member, "avatar", { file: PNG_1X1 });
    if (!image.ok) throw new Error(image.message);
    await getStorage().deleteObject(`${image.key}-w320`);
    getDb().update(users).set({ profileImageUrl: image.url }).where(eq(users.id, member.id)).run();
    const copy = await fetchObject(`${image.url}-w320`);
    expect(copy.status).toBe(200);
    expect((await sharp(new Uint8Array(await copy.arrayBuffer())).metadata()).width).toBe(1280);
  });

  it("holds each purpose to its limit: an avatar to 5 MB, a gallery image to 10 MB", async () => {
    const member = createUser();
    expect(await publishImage(member, "avatar", { file: pngOfSize(5 * MIB + 1) })).toMatchObject({
      ok: false,
      status: 413,
      code: "too-large",
    });
    // The same file is within a gallery image's limit.
    expect(await publishImage(member, "gallery", { file: pngOfSize(5 * MIB + 1) })).toMatchObject({ ok: true });
    expect(await publishImage(member, "gallery", { file: pngOfSize(10 * MIB + 1) })).toMatchObject({ ok: false, code: "too-large" });
  });

  it("refuses what is not an image with a code, whatever the source", async () => {
    const member = createUser();
    expect(await publishImage(member, "gallery", { file: HTML_PAGE })).toMatchObject({ ok: false, status: 415, code: "not-an-image" });
    const address = await uploadedBy(member.id, PNG_1X1);
    expect(await publishImage(createUser(), "gallery", { uploadAddress: address })).toMatchObject({
      ok: false,
      status: 403,
      code: "not-yours",
    });
  });

  it("publishes an upload once: the raw upload is deleted, and a second claim of it is refused", async () => {
    const member = createUser();
    const address = await uploadedBy(member.id, landscapeJpeg);
    const image = await publishImage(member, "gallery", { uploadAddress: address });
    if (!image.ok) throw new Error(image.message);
    expect(await getStorage().head(keyFromAddress(address)!)).toBeNull();
    expect(getDb().transaction(() => claimPublishedImage(image))).toBe(true);
    expect(await publishImage(member, "gallery", { uploadAddress: address })).toMatchObject({
      ok: false,
      status: 409,
      code: "already-used",
    });
  });

  it("deletes an image with its copies", async () => {
    const member = createUser();
    const image = await publishImage(member, "gallery", { file: landscapeJpeg });
    if (!image.ok) throw new Error(image.message);
    await deletePublishedImage(image.key);
    for (const key of [image.key, `${image.key}-w320`, `${image.key}-w640`]) expect(await getStorage().head(key)).toBeNull();
  });

  it("shows a pending photo's copies only to its member, like the photo itself", async () => {
    const member = createUser();
    const species = createFish();
    const address = await uploadedBy(member.id, landscapeJpeg, "fish-photo");
    const result = await registerFishPhoto(member.id, species.id, { uploadAddress: address });
    if (!result.ok) throw new Error(result.message);
    const copy = `${result.photo.imageUrl}-w640`;
    expect((await fetchObject(copy)).status).toBe(404);
    const own = await fetchObject(copy, member.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");

    getDb().update(fishPhotos).set({ status: "approved" }).where(eq(fishPhotos.id, result.photo.id)).run();
    const approved = await fetchObject(copy);
    expect(approved.status).toBe(200);
    expect(approved.headers.get("Cache-Control")).toContain("immutable");
  });
});

describe("responsiveSrcSet", () => {
  it("lists copies only for images the server published", () => {
    expect(responsiveSrcSet("/illustrations/fish/neon-tetra.svg")).toBeUndefined();
    expect(responsiveSrcSet("https://example.com/objects/uploads/x")).toBeUndefined();
  });
});
