import { randomUUID } from "node:crypto";
import { serverDatabase } from "./server-database";

/**
 * Starting states a test needs but does not test, written straight into the server's database (as signed-in.ts
 * writes members and sessions). Each is made through the site's own pages by the test that proves it: saving a
 * fish by save-fish.spec.ts and my-fish.spec.ts, posting a comment by fish-detail.spec.ts.
 */

/** Comments on a species by one member, oldest first, a second apart (so their order is their creation's). */
export function writeComments(fishId: number, userId: string, contents: string[]) {
  const db = serverDatabase();
  const insert = db.prepare(`INSERT INTO discussion_comments (fish_id, user_id, content, created_at) VALUES (?, ?, ?, ?)`);
  const first = Date.now() - contents.length * 1000;
  db.transaction(() => contents.forEach((content, i) => insert.run(fishId, userId, content, new Date(first + i * 1000).toISOString())))();
}

/** A species in a member's collection, as the fish page's Save Fish would have put it there. */
export function keepFish(userId: string, fishId: number, collection: "owned" | "liked" | "wishlist") {
  serverDatabase()
    .prepare(`INSERT INTO collection_entries (user_id, fish_id, collection_type) VALUES (?, ?, ?)`)
    .run(userId, fishId, collection);
}

/**
 * A member's photo of a species, pending review unless said, as the fish page's upload would have stored it
 * (fish-photos.spec.ts uploads one). Its picture is never stored: these tests' browsers load no pictures, and the
 * server reads only the row to list, review, report or hide it.
 */
export function addFishPhoto(fishId: number, userId: string, caption: string, status: "pending" | "approved" = "pending") {
  const key = `uploads/${randomUUID()}`;
  serverDatabase()
    .prepare(`INSERT INTO fish_photos (fish_id, user_id, object_key, image_url, caption, status) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(fishId, userId, key, `/objects/${key}`, caption, status);
}
