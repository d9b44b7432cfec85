import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { fishPhotos } from "../../db/schema";
import { action as imagesAction, loader as imagesLoader } from "~/routes/api.plants.$plantId.images";
import { getDb } from "~/services/db.server";
import { getStorage } from "~/services/storage/index.server";
import { request, respond } from "./factories";
import { PNG_1X1 } from "./images";
import { issueUpload } from "./uploads";

/** Plant photos made and read through their JSON API, for the integration tests. */

/** A member's upload, PUT to its address as the browser would, and the address without its signature. */
export async function uploaded(userId: string, bytes: Uint8Array<ArrayBuffer> = PNG_1X1) {
  const { key } = await issueUpload(userId, "fish-photo");
  await getStorage().putObject(key, bytes, { maxBytes: 10485760 });
  return `http://localhost:3000/objects/uploads/${key.split("/").pop()}`;
}

export async function register(plantId: number | string, userId: string | undefined, json: unknown) {
  const req = await request(`/api/plants/${plantId}/images`, { method: "POST", userId, json });
  return respond(() => imagesAction({ request: req, params: { plantId: String(plantId) }, context: {} }));
}

export async function listImages(plantId: number | string, userId?: string, search = "") {
  const req = await request(`/api/plants/${plantId}/images${search}`, { userId });
  return respond(() => imagesLoader({ request: req, params: { plantId: String(plantId) }, context: {} }));
}

export function setStatus(photoId: number, status: "approved" | "rejected" | "pending") {
  getDb().update(fishPhotos).set({ status }).where(eq(fishPhotos.id, photoId)).run();
}

export async function pendingPhoto(plantId: number, userId: string) {
  const response = await register(plantId, userId, { imageUrl: await uploaded(userId), caption: "  Runners  " });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; imageUrl: string; status: string };
}
