import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploadedObjects } from "../../db/schema";
import { resolveUploadedObject, storePublishedImage } from "~/models/upload.server";
import { action, loader } from "~/routes/api.objects.upload";
import { action as objectAction } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { newObjectKey } from "~/services/storage/index.server";
import { createUser, request, respond } from "../support/factories";
import { HTML_PAGE, PNG_1X1, pngOfSize } from "../support/images";

async function askForUploadUrl(userId?: string, init: RequestInit & { json?: unknown } = {}) {
  const req = await request("/api/objects/upload", { method: "POST", userId, ...init });
  return respond(() => action({ request: req, params: {}, context: {} }));
}

/** Sends the bytes to the address as the browser would, through the app's own PUT handler. */
async function upload(uploadURL: string, body: Uint8Array<ArrayBuffer>) {
  const req = new Request(uploadURL, { method: "PUT", body, headers: { "Content-Type": "image/png" } });
  const key = new URL(uploadURL).pathname.split("/").pop();
  return respond(() => objectAction({ request: req, params: { key }, context: {} }));
}

function rowOf(uploadURL: string) {
  const key = new URL(uploadURL).pathname.replace("/objects/", "");
  return getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get();
}

/** What the client registers: the upload address without its signature. */
function withoutQuery(uploadURL: string) {
  const url = new URL(uploadURL);
  return `${url.origin}${url.pathname}`;
}

describe("POST /api/objects/upload", () => {
  it("refuses a visitor with 401", async () => {
    const response = await askForUploadUrl();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("gives a signed-in member an upload address for a photo when posted without a body", async () => {
    const member = createUser();
    const response = await askForUploadUrl(member.id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["uploadURL"]);
    expect(body.uploadURL).toMatch(/^http:\/\/localhost:3000\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&max=10485760&sig=/);
    expect(rowOf(body.uploadURL)).toMatchObject({ userId: member.id, purpose: "fish-photo", maxBytes: 10485760 });
  });

  it("lets a JSON body choose the purpose and its limit", async () => {
    const member = createUser();
    const response = await askForUploadUrl(member.id, { json: { purpose: "avatar" } });
    const { uploadURL } = await response.json();
    expect(new URL(uploadURL).searchParams.get("max")).toBe("5242880");
    expect(rowOf(uploadURL)).toMatchObject({ purpose: "avatar", maxBytes: 5242880 });
    expect((await askForUploadUrl(member.id, { json: {} })).status).toBe(200);
  });

  it("answers a bad body with 400 or 415 JSON, never a 500", async () => {
    const member = createUser();
    const unknown = await askForUploadUrl(member.id, { json: { purpose: "wallpaper" } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "Unknown upload purpose" });

    const malformed = await askForUploadUrl(member.id, { body: "{", headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON" });

    const notJson = await askForUploadUrl(member.id, { body: "purpose=avatar", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toHaveProperty("message");
  });

  it("answers other methods with 405 JSON", async () => {
    const member = createUser();
    const get = await respond(() => loader({ request: new Request("http://localhost:3000/api/objects/upload"), params: {}, context: {} }));
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ message: "Method GET not allowed" });

    const del = await askForUploadUrl(member.id, { method: "DELETE" });
    expect(del.status).toBe(405);
    expect(await del.json()).toEqual({ message: "Method DELETE not allowed" });
  });
});

describe("registering an upload: resolveUploadedObject", () => {
  async function uploadedBy(userId: string, bytes: Uint8Array<ArrayBuffer> = PNG_1X1) {
    const { uploadURL } = await (await askForUploadUrl(userId)).json();
    expect((await upload(uploadURL, bytes)).status).toBe(200);
    return uploadURL as string;
  }

  it("accepts the owner's uploaded image and gives its public path", async () => {
    const owner = createUser();
    const uploadURL = await uploadedBy(owner.id);
    const key = new URL(uploadURL).pathname.replace("/objects/", "");
    expect(await resolveUploadedObject(owner.id, withoutQuery(uploadURL), "fish-photo")).toEqual({
      ok: true,
      key,
      size: PNG_1X1.byteLength,
      contentType: "image/png",
      publicUrl: `/objects/${key}`,
    });
    // The public path itself is accepted too, e.g. when a form posts back what it was shown.
    expect(await resolveUploadedObject(owner.id, `/objects/${key}`)).toMatchObject({ ok: true, key });
  });

  it("refuses another member's upload with 403", async () => {
    const owner = createUser();
    const other = createUser();
    const uploadURL = await uploadedBy(owner.id);
    expect(await resolveUploadedObject(other.id, withoutQuery(uploadURL))).toEqual({
      ok: false,
      status: 403,
      code: "not-yours",
      message: "This upload belongs to another member",
    });
  });

  it("refuses an unknown address, a foreign path and an address nothing was uploaded to with 404", async () => {
    const member = createUser();
    for (const address of [`http://localhost:3000/objects/${newObjectKey()}`, "/etc/passwd", "not a url at all", ""]) {
      expect(await resolveUploadedObject(member.id, address)).toEqual({
        ok: false,
        status: 404,
        message: "No such upload",
        code: "no-such-upload",
      });
    }
    const { uploadURL } = await (await askForUploadUrl(member.id)).json();
    expect(await resolveUploadedObject(member.id, withoutQuery(uploadURL))).toMatchObject({ ok: false, status: 404 });
  });

  it("applies the smaller limit of the purpose it is registered for (413)", async () => {
    const member = createUser();
    const sixMegabytes = pngOfSize(6 * 1024 * 1024);
    const uploadURL = await uploadedBy(member.id, sixMegabytes);
    expect(await resolveUploadedObject(member.id, withoutQuery(uploadURL), "fish-photo")).toMatchObject({ ok: true });
    expect(await resolveUploadedObject(member.id, withoutQuery(uploadURL), "avatar")).toEqual({
      ok: false,
      status: 413,
      code: "too-large",
      message: "The file is larger than the limit of 5242880 bytes",
    });
  });

  it("refuses bytes that are not an image with 415", async () => {
    const member = createUser();
    const { uploadURL } = await (await askForUploadUrl(member.id)).json();
    // Only possible behind the app's back with the local driver (it refuses such PUTs); with S3 it is the normal case.
    const file = path.join(process.env.UPLOADS_DIR!, new URL(uploadURL).pathname.replace("/objects/", ""));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, HTML_PAGE);
    expect(await resolveUploadedObject(member.id, withoutQuery(uploadURL))).toMatchObject({ ok: false, status: 415 });
  });
});

describe("storing a posted image: storePublishedImage", () => {
  it("stores an image as the member's upload, and refuses impostors and oversized files", async () => {
    const member = createUser();
    const stored = await storePublishedImage(member.id, "avatar", PNG_1X1);
    expect(stored).toMatchObject({ ok: true, size: PNG_1X1.byteLength, contentType: "image/png" });
    if (!stored.ok) return;
    expect(await resolveUploadedObject(member.id, stored.publicUrl, "avatar")).toMatchObject({ ok: true, key: stored.key });

    expect(await storePublishedImage(member.id, "avatar", HTML_PAGE)).toMatchObject({ ok: false, status: 415 });
    expect(await storePublishedImage(member.id, "avatar", pngOfSize(5242881))).toMatchObject({ ok: false, status: 413 });
  });
});
