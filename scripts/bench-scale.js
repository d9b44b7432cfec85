// `npm run bench:scale`: does Shoal stay as quick when it is big? Builds, starts the production server on a
// freshly seeded database (the small site), copies that database and grows the copy to a busy site's size
// (scripts/grow-db.js: 50,000 members, 500,000 saves, 300,000 comments, 50,000 gallery images with 250,000
// likes and 500,000 views, 50,000 fish photos, 100,000 audit rows …), and starts a second server on it. Then,
// in the same run, it measures every page and JSON list on both, as a member and (for the admin's) as an
// admin: the median of ten requests each, one after the other, the two sites taking turns. The goal is at most
// 2x the small site's time for each. It also times a start at both sizes (spawn to the first /healthz), and
// /healthz while four members load the gallery over and over.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { buildApp, cookieForSession, insertMemberWithSession, sessionCookieName, startServer, waitFor } from "./bench-server.js";
import { FULL_SIZE, growDatabase, tableSizes } from "./grow-db.js";

const PORT = Number(process.env.BENCH_PORT ?? 3910);
const SAMPLES = 10;
const GOAL = 2;

console.log("Building…");
buildApp();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-bench-scale-"));
const children = new Set();
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
});

const sites = {
  small: { name: "seeded", port: PORT, databasePath: path.join(dir, "small.db") },
  big: { name: "grown", port: PORT + 1, databasePath: path.join(dir, "big.db") },
};
for (const site of Object.values(sites)) site.origin = `http://127.0.0.1:${site.port}`;

/** Starts a site's server and resolves with how long it took to answer /healthz (polled every 20 ms). */
async function start(site) {
  const began = performance.now();
  site.server = startServer({ port: site.port, databasePath: site.databasePath, uploadsDir: path.join(dir, `uploads-${site.name}`) });
  children.add(site.server);
  // A shared machine can be slow to start a server: give it a minute.
  await waitFor(`${site.origin}/healthz`, 20, 60_000);
  return performance.now() - began;
}

async function stop(site) {
  const exited = new Promise((resolve) => site.server.once("exit", resolve));
  site.server.kill("SIGTERM");
  await exited;
  children.delete(site.server);
}

// The small site: created, migrated and seeded by its first start. Its member, a second member's session (the
// heavy member's, below), an admin and a page of each list are added; the big site is a copy of it, grown.
console.log("Seeding the small site…");
await start(sites.small);
const members = [
  { id: "bench-member", sessionId: "bench-member-session" },
  { id: "bench-admin", sessionId: "bench-admin-session", isAdmin: true },
];
{
  const db = new Database(sites.small.databasePath);
  for (const member of members) insertMemberWithSession(db, member);
  giveMemberTheirShare(db, "bench-member");
  fillAPageOfEachList(db, "bench-admin");
  db.prepare("insert into sessions (id, user_id, last_seen_at, expires_at) values ('bench-heavy-session', 'bench-member', ?, ?)").run(
    new Date().toISOString(),
    new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
  );
  db.exec(`vacuum into '${sites.big.databasePath}'`);
  db.close();
}

console.log("Growing the copy…");
const grown = (() => {
  const db = new Database(sites.big.databasePath);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  const began = performance.now();
  const ids = growDatabase(db, FULL_SIZE);
  // On the big site the heavy member's session is the most active grown member's.
  db.prepare("update sessions set user_id = ? where id = 'bench-heavy-session'").run(ids.heavyMemberId);
  const seconds = (performance.now() - began) / 1000;
  const sizes = tableSizes(db);
  db.close();
  return { ...ids, seconds, sizes };
})();
console.log(
  `Grown in ${grown.seconds.toFixed(1)} s: ${Object.entries(grown.sizes)
    .map(([table, n]) => `${n.toLocaleString("en")} ${table}`)
    .join(", ")}`,
);

/** What the measured member has on both sites: a dozen saves, two tanks, five gallery images (two pending). */
function giveMemberTheirShare(db, memberId) {
  db.transaction(() => {
    db.prepare(
      `insert into collection_entries (user_id, fish_id, collection_type, created_at)
       select ?, id, case id % 3 when 0 then 'owned' when 1 then 'liked' else 'wishlist' end, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || id || ' hours')
       from fish order by id limit 12`,
    ).run(memberId);
    for (const name of ["Living room", "Shrimp nano"]) {
      db.prepare(
        "insert into tanks (user_id, name, length_cm, width_cm, height_cm, volume_l, heater, planted) values (?, ?, 60, 30, 36, 54, 1, 1)",
      ).run(memberId, name);
    }
    db.prepare(
      `with recursive n(value) as (select 1 union all select value + 1 from n where value < 5)
       insert into community_images (user_id, title, category, image_url, tags, status, created_at)
       select ?, 'My tank ' || value, 'setup', '/images/gallery-placeholder.jpg', '[]', case when value <= 3 then 'approved' else 'pending' end,
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || value || ' days')
       from n`,
    ).run(memberId);
  })();
}

/**
 * A page and more of every list on the small site too (comments and photos of the two species measured, gallery
 * images, audit rows), all by `authorId`: both sites then show full pages, and the ratio measures size alone.
 */
function fillAPageOfEachList(db, authorId) {
  db.transaction(() => {
    const fishIds = db.prepare("select id from fish order by id limit 2").pluck().all();
    const sixty = "with recursive n(i) as (select 1 union all select i + 1 from n where i < 60)";
    for (const fishId of fishIds) {
      db.prepare(
        `${sixty} insert into discussion_comments (fish_id, user_id, content, created_at)
         select ?, ?, 'Comment ' || i || ': mine school tightly in a planted tank.', strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' hours') from n`,
      ).run(fishId, authorId);
      db.prepare(
        `${sixty} insert into fish_photos (fish_id, user_id, object_key, image_url, caption, status, created_at)
         select ?, ?, 'page/photo-' || ? || '-' || i || '.jpg', '/images/fish-illustration.svg', 'In my tank', 'approved',
                strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' hours') from n`,
      ).run(fishId, authorId, fishId);
    }
    db.prepare(
      `${sixty} insert into community_images (user_id, title, category, image_url, tags, fish_id, status, created_at)
       select ?, 'Tank shot ' || i, case i % 2 when 0 then 'aquascape' else 'setup' end, '/images/gallery-placeholder.jpg', '[]',
              case when i % 4 = 0 then ? end, case when i % 10 = 0 then 'pending' else 'approved' end,
              strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' hours') from n`,
    ).run(authorId, fishIds[0]);
    db.prepare(
      `${sixty} insert into audit_log (actor_id, actor_name, action, subject_kind, subject_id, subject_label, created_at)
       select ?, 'Bench Admin', 'fish.updated', 'fish', cast(i as text), 'Subject ' || i, strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' hours') from n`,
    ).run(authorId);
  })();
}

// Both sites, restarted: the start time at each size (the big one has no migration to apply either).
await stop(sites.small);
const startTimes = { small: [], big: [] };
for (let i = 0; i < 3; i += 1) {
  for (const key of ["small", "big"]) {
    if (sites[key].server && children.has(sites[key].server)) await stop(sites[key]);
    startTimes[key].push(await start(sites[key]));
  }
}

const ids = {};
for (const [key, site] of Object.entries(sites)) {
  const db = new Database(site.databasePath, { readonly: true });
  const deep = key === "big" ? 100 : 30;
  const one = (sql, ...params) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params);
  const fishId = one("select id from fish order by id limit 1");
  const busyFishId = one("select id from fish order by id limit 1 offset 1");
  ids[key] = {
    fishId,
    busyFishId,
    productId: one("select id from product_reviews order by id limit 1"),
    tankId: one("select id from tanks where user_id = 'bench-member' order by id limit 1"),
    // Deep cursors: far down each list on the big site, past the first page on the small one.
    deepComment: one("select id from discussion_comments where fish_id = ? order by created_at, id limit 1 offset ?", busyFishId, deep),
    deepImage: one("select id from community_images where status = 'approved' order by created_at, id limit 1 offset ?", deep),
    deepAudit: one("select id from audit_log order by created_at, id limit 1 offset ?", deep),
    popularImageId:
      key === "big" ? grown.popularImageId : one("select id from community_images where status = 'approved' order by id limit 1"),
    heavyMemberId: key === "big" ? grown.heavyMemberId : "bench-member",
  };
  db.close();
}
ids.small.deepQueuePage = 2;
ids.big.deepQueuePage = 200;

const cookieName = await sessionCookieName(sites.small.origin);
const cookies = {
  member: await cookieForSession(cookieName, "bench-member-session"),
  heavy: await cookieForSession(cookieName, "bench-heavy-session"),
  admin: await cookieForSession(cookieName, "bench-admin-session"),
};

/** Every page and JSON list, as whom; `path` is given each site's own ids. */
const targets = [
  ["/", "member", () => "/"],
  ["/fish", "member", () => "/fish"],
  ["/fish?q=tetra", "member", () => "/fish?q=tetra"],
  ["/fish/{id} (no comments)", "member", (i) => `/fish/${i.fishId}`],
  ["/fish/{id} (long discussion)", "member", (i) => `/fish/${i.busyFishId}`],
  ["/fish/{id}?before= (deep)", "member", (i) => `/fish/${i.busyFishId}?before=${i.deepComment}`],
  ["/my-fish", "member", () => "/my-fish"],
  ["/my-fish (heavy member)", "heavy", () => "/my-fish"],
  ["/my-tanks", "member", () => "/my-tanks"],
  ["/my-tanks/{id}", "member", (i) => `/my-tanks/${i.tankId}`],
  ["/my-reviews", "member", () => "/my-reviews"],
  ["/profile", "member", () => "/profile"],
  ["/profile (heavy member)", "heavy", () => "/profile"],
  ["/community-gallery", "member", () => "/community-gallery"],
  ["/community-gallery (heavy member)", "heavy", () => "/community-gallery"],
  ["/community-gallery?category=", "member", () => "/community-gallery?category=aquascape"],
  ["/community-gallery?before= (deep)", "member", (i) => `/community-gallery?before=${i.deepImage}`],
  ["/community-gallery/{id} (popular)", "member", (i) => `/community-gallery/${i.popularImageId}`],
  ["/products", "member", () => "/products"],
  ["/products/{id}", "member", (i) => `/products/${i.productId}`],
  ["/aquascaping", "member", () => "/aquascaping"],
  ["/checker", "member", () => "/checker"],
  ["/api/fish", "member", () => "/api/fish"],
  ["/api/fish/{id}/discussions", "member", (i) => `/api/fish/${i.busyFishId}/discussions`],
  ["/api/fish/{id}/images", "member", (i) => `/api/fish/${i.busyFishId}/images`],
  ["/api/community-images", "member", () => "/api/community-images"],
  ["/api/community-images?category=", "member", () => "/api/community-images?category=aquascape"],
  ["/api/community-images/user/{id}", "member", (i) => `/api/community-images/user/${i.heavyMemberId}`],
  ["/api/my-fish", "member", () => "/api/my-fish"],
  ["/api/tanks", "member", () => "/api/tanks"],
  ["/api/my-reviews", "member", () => "/api/my-reviews"],
  ["/admin/images", "admin", () => "/admin/images"],
  ["/admin/images?status=all", "admin", () => "/admin/images?status=all"],
  ["/admin/images?kind=fish-photo", "admin", () => "/admin/images?kind=fish-photo"],
  ["/admin/images?page= (deep)", "admin", (i) => `/admin/images?status=all&page=${i.deepQueuePage}`],
  ["/admin/activity", "admin", () => "/admin/activity"],
  ["/admin/activity?before= (deep)", "admin", (i) => `/admin/activity?before=${i.deepAudit}`],
  ["/admin/fish", "admin", () => "/admin/fish"],
  ["/api/admin/community-images", "admin", () => "/api/admin/community-images"],
  ["/api/admin/community-images/pending", "admin", () => "/api/admin/community-images/pending"],
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * One request, read to its end: its status and how long it took in ms. A kept-alive connection the server
 * closed just as it was reused is retried once on a new one.
 */
async function timed(url, cookie) {
  try {
    return await timedOnce(url, cookie);
  } catch (error) {
    if (error?.code !== "ECONNRESET") throw error;
    return timedOnce(url, cookie);
  }
}

function timedOnce(url, cookie) {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: cookie ? { Cookie: cookie, "Accept-Encoding": "identity" } : {} }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - began }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(`\nMedian of ${SAMPLES} requests each; the two sites take turns. Goal: the grown site at most ${GOAL}x the seeded one.\n`);
const pad = (value, width) => String(value).padStart(width);
console.log(`${"answer".padEnd(38)}${"as".padEnd(8)}${pad("seeded ms", 10)}${pad("grown ms", 10)}${pad("ratio", 7)}  goal`);
let missed = 0;
for (const [name, who, pathOf] of targets) {
  const cookie = cookies[who];
  const urls = { small: sites.small.origin + pathOf(ids.small), big: sites.big.origin + pathOf(ids.big) };
  const times = { small: [], big: [] };
  const statuses = new Set();
  for (let i = 0; i < SAMPLES + 2; i += 1) {
    for (const key of ["small", "big"]) {
      const { status, ms } = await timed(urls[key], cookie);
      statuses.add(`${key}:${status}`);
      if (i >= 2) times[key].push(ms); // two to warm up
    }
  }
  const small = median(times.small);
  const big = median(times.big);
  const ratio = big / small;
  const ok = ratio <= GOAL;
  if (!ok) missed += 1;
  const wrong = [...statuses].filter((s) => !s.endsWith(":200"));
  console.log(
    `${name.padEnd(38)}${who.padEnd(8)}${pad(small.toFixed(1), 10)}${pad(big.toFixed(1), 10)}${pad(ratio.toFixed(2), 7)}  ${ok ? "ok" : "MISSED"}${wrong.length ? ` (answered ${wrong.join(", ")})` : ""}`,
  );
}

// /healthz on its own, and while four members load the gallery one request after another.
async function healthz(site) {
  const times = [];
  for (let i = 0; i < SAMPLES + 2; i += 1) {
    const { ms } = await timed(`${site.origin}/healthz`);
    if (i >= 2) times.push(ms);
  }
  return median(times);
}
async function healthzUnderGalleryLoad(site) {
  let running = true;
  const loaders = Array.from({ length: 4 }, async () => {
    const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      await new Promise((resolve, reject) =>
        http
          .get(`${site.origin}/community-gallery`, { agent: own, headers: { Cookie: cookies.member } }, (response) => {
            response.resume();
            response.on("end", resolve);
          })
          .on("error", reject),
      );
    }
    own.destroy();
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ms = await healthz(site);
  running = false;
  await Promise.all(loaders);
  return ms;
}
const health = {};
for (const key of ["small", "big"]) health[key] = { alone: await healthz(sites[key]), loaded: await healthzUnderGalleryLoad(sites[key]) };

console.log(`\n${"".padEnd(46)}${pad("seeded", 10)}${pad("grown", 10)}${pad("ratio", 7)}`);
const line = (label, small, big, unit) =>
  console.log(
    `${label.padEnd(46)}${pad(small.toFixed(unit === "s" ? 2 : 1), 10)}${pad(big.toFixed(unit === "s" ? 2 : 1), 10)}${pad((big / small).toFixed(2), 7)}`,
  );
line("start, s (median of 3)", median(startTimes.small) / 1000, median(startTimes.big) / 1000, "s");
line("/healthz, ms", health.small.alone, health.big.alone, "ms");
line("/healthz while 4 members load the gallery, ms", health.small.loaded, health.big.loaded, "ms");
console.log(missed ? `\n${missed} answer(s) MISSED the goal` : "\nEvery answer within the goal");

agent.destroy();
for (const site of Object.values(sites)) await stop(site);
process.exit(missed ? 1 : 0);
