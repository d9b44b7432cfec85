import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, freshIp } from "./support/http";
import {
  approveGalleryImage,
  createGalleryImage,
  createPhoto,
  createTank,
  openProof,
  postComment,
  sessionIsLive,
  signIn,
  type Member,
  type Proof,
} from "./support/fixtures";
import { ADMIN_EMAIL, removeServerFiles, startServer, type RunningServer } from "./support/server";

/**
 * No GET route changes anything for a signed-in reader when a page of ours or another site names it in an
 * `<img>`: the reader stays signed in, no view is counted, no sign-in allowance is spent, no row appears or
 * goes. Every GET route of the app is requested as a browser requests a picture, with the reader's cookie, from
 * our own pages and from another site; then the server is stopped (which writes what it keeps in memory, such
 * as views) and the database compared, table by table, with what it held before.
 */

const routesDir = path.resolve(import.meta.dirname, "../../app/routes");

let server: RunningServer;
let proof: Proof;
let reader: Member;
let params: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  proof = await openProof(server.url);
  const owner = await signIn(proof, "Owner", "embedded-owner@example.com", freshIp());
  const admin = await signIn(proof, "Admin", ADMIN_EMAIL, freshIp());
  reader = await signIn(proof, "Reader", "embedded-reader@example.com", freshIp());
  const fishId = proof.freshFish();
  const image = await createGalleryImage(proof, owner, "Seen by the reader");
  await approveGalleryImage(proof, admin, image.id);
  const comment = await postComment(proof, owner, fishId, "A comment to point at");
  const photo = await createPhoto(proof, owner, fishId);
  const tank = await createTank(proof, reader, "The reader's tank");
  params = {
    fishId: String(fishId),
    imageId: String(image.id),
    commentId: String(comment.id),
    tankId: String(tank.id),
    userId: owner.id,
    username: "embedded_owner",
    collectionType: "owned",
    key: String(photo.imageUrl).split("/").pop() ?? "",
    productId: "1",
    reviewId: "1",
    guideId: "1",
    aquascapeId: "1",
    plantId: "1",
    readingId: "1",
    videoId: "1",
    youtubeId: "dQw4w9WgXcQ",
    slug: "neon-tetra",
    scene: "iwagumi",
    category: "filters",
    "": "anything",
  };
}, 120_000);

afterAll(async () => {
  proof?.close();
  await server?.stop();
  if (server) removeServerFiles(server);
});

/**
 * The address of a flat route module (`fish.$fishId.tsx`, or the folder `fish.$fishId/` holding `route.tsx`, is
 * /fish/:fishId), with real values for its params.
 */
function addressOf(file: string): string {
  // A dot escaped in brackets (`journal[.]csv`) is part of its segment, not a separator.
  const segments = file
    .replace(/\.tsx?$/, "")
    .replace(/\[\.\]/g, "~dot~")
    .split(".")
    .map((segment) => segment.replace(/~dot~/g, "."))
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? params[segment.slice(1)] : segment));
  if (segments.some((segment) => segment === undefined)) throw new Error(`No value for a parameter of ${file}`);
  return `/${segments.join("/")}`;
}

function everyGetAddress(): string[] {
  const files = fs
    .readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => (entry.isDirectory() ? fs.existsSync(path.join(routesDir, entry.name, "route.tsx")) : /\.tsx?$/.test(entry.name)))
    .map((entry) => entry.name);
  return [
    ...files.map(addressOf),
    // The legs of a sign-in, as another site's picture would name them.
    "/api/login?state=s1&code=c1",
    "/api/login?returnTo=/profile",
    "/api/logout",
    "/community-gallery/" + params.imageId,
    "/api/checker?fish=1&fish=2&fish=3",
    "/fish?q=zzqx",
  ];
}

/** Every table's row count, and every counter a read could raise. */
function fingerprint(databasePath: string): Record<string, number> {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
      .pluck()
      .all() as string[];
    const counts: Record<string, number> = {};
    for (const table of tables) counts[table] = db.prepare(`select count(*) from "${table}"`).pluck().get() as number;
    counts["community_images.views"] = db.prepare("select coalesce(sum(views), 0) from community_images").pluck().get() as number;
    return counts;
  } finally {
    db.close();
  }
}

describe("a GET route named by a picture", () => {
  test("signs nobody out, counts no view, spends no allowance and writes nothing", async () => {
    expect(await sessionIsLive(proof, reader.cookie, reader.ip)).toBe(true);
    // Views are noted in memory and written in batches: a stop writes them, so the comparison sees them all.
    await server.stop();
    const before = fingerprint(server.databasePath);
    await server.start();

    const addresses = everyGetAddress();
    const statuses: string[] = [];
    for (const site of ["same-origin", "cross-site"]) {
      for (const address of addresses) {
        const answer = await proof.client.send({
          method: "GET",
          path: address,
          headers: as(reader, { "Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Site": site }),
        });
        if (answer.status >= 500) statuses.push(`${address} (${site}): ${answer.status}`);
      }
    }
    expect(statuses).toEqual([]);
    expect(await sessionIsLive(proof, reader.cookie, reader.ip)).toBe(true);

    await server.stop();
    expect(fingerprint(server.databasePath)).toEqual(before);
    await server.start();
  }, 180_000);
});
