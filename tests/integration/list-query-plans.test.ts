import type Database from "better-sqlite3";
import { beforeAll, describe, expect, test } from "vitest";
import { GROWN_TABLES, growDatabase, sizesTimes } from "../../scripts/grow-db.js";
import { createUser, request, respond } from "../support/factories";
import { createFish } from "../support/fish";
import { getDb } from "~/services/db.server";
import { loader as home } from "~/routes/_index";
import { loader as adminActivity } from "~/routes/admin.activity";
import { loader as adminFish } from "~/routes/admin.fish._index";
import { loader as adminImages } from "~/routes/admin.images";
import { loader as apiAdminImages } from "~/routes/api.admin.community-images._index";
import { loader as apiAdminPending } from "~/routes/api.admin.community-images.pending";
import { loader as apiMemberImages } from "~/routes/api.community-images.user.$userId";
import { loader as apiDiscussions } from "~/routes/api.fish.$fishId.discussions";
import { loader as apiFishImages } from "~/routes/api.fish.$fishId.images";
import { loader as apiMyFish } from "~/routes/api.my-fish._index";
import { loader as apiMyReviews } from "~/routes/api.my-reviews";
import { loader as apiTanks } from "~/routes/api.tanks._index";
import { loader as apiReadings } from "~/routes/api.tanks.$tankId.readings";
import { loader as tankJournal } from "~/routes/my-tanks.$tankId_.journal/route";
import { loader as galleryImage } from "~/routes/community-gallery.$imageId";
import { loader as gallery } from "~/routes/community-gallery._index";
import { loader as fishPage } from "~/routes/fish.$fishId/route";
import { loader as myFish } from "~/routes/my-fish/route";
import { loader as myReviews } from "~/routes/my-reviews";
import { loader as myTank } from "~/routes/my-tanks.$tankId/route";
import { loader as myTanks } from "~/routes/my-tanks._index";
import { loader as profile } from "~/routes/profile";

/**
 * Every list a page or the API shows must seek an index, never read a whole big table: this grows a database
 * (the benchmark's spread at a fiftieth of its size, with ANALYZE, so the planner weighs it as it would a big
 * one), loads every page and JSON list that lists members' content, as a member and an admin, and reads the
 * query plan of each statement they ran. A SCAN of a big table fails, except counting a whole table (a tab's
 * "All" count, which SQLite answers from the table's smallest index) and walking a whole table in an index's
 * order up to a LIMIT (which reads only the rows it keeps).
 */

const BIG_TABLES = GROWN_TABLES;

type Ran = { sql: string; params: unknown[] };
const ran = new Map<string, Ran>();

const RUNS = ["all", "get", "run", "iterate"] as const;

/**
 * Records every statement run on the connection, with the parameters it ran with: on the statements' prototype,
 * so a statement prepared once before recording began (a query every request runs) is recorded too.
 */
function recordStatements(sqlite: Database.Database) {
  const prototype = Object.getPrototypeOf(sqlite.prepare("select 1")) as Record<(typeof RUNS)[number], (...params: unknown[]) => unknown>;
  const originals = RUNS.map((name) => [name, prototype[name]] as const);
  for (const [name, original] of originals) {
    prototype[name] = function (this: Database.Statement, ...params: unknown[]) {
      if (this.database === sqlite) ran.set(`${this.source}\n${JSON.stringify(params)}`, { sql: this.source, params });
      return original.apply(this, params);
    };
  }
  return () => {
    for (const [name, original] of originals) prototype[name] = original;
  };
}

/** Table names by the names a statement gives them (`community_images ci`), and by their own. */
function tablesByAlias(sql: string): Map<string, string> {
  const names = new Map<string, string>();
  const keywords = new Set(["on", "where", "left", "inner", "join", "cross", "order", "group", "limit", "union", "natural"]);
  for (const match of sql.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi)) {
    const [, table, alias] = match;
    names.set(table, table);
    if (alias && !keywords.has(alias.toLowerCase())) names.set(alias, table);
  }
  return names;
}

const WHOLE_TABLE_COUNT = /^select count\(\*\)(?: as "?\w+"?)? from "?(\w+)"?$/i;

type PlanRow = { id: number; parent: number; detail: string };

/**
 * What in a statement's plan reads more of a big table than it shows: a SCAN of it; an OR over two of its
 * indexes (every row either side matches is read, then sorted); or a sort of rows found in it, unless they are
 * one member's own (a member's saves, tanks or images: bounded by what one member makes).
 */
function fullScans(sqlite: Database.Database, { sql, params }: Ran): string[] {
  const flat = sql.replace(/\s+/g, " ").trim();
  if (WHOLE_TABLE_COUNT.test(flat)) return [];
  const plan = sqlite.prepare(`explain query plan ${sql}`).all(...params) as PlanRow[];
  const names = tablesByAlias(sql);
  const bigTableOf = (detail: string) => {
    const named = /^(?:SCAN|SEARCH) (\w+)/.exec(detail)?.[1];
    const table = named ? (names.get(named) ?? named) : null;
    return table !== null && BIG_TABLES.includes(table) ? table : null;
  };
  const problems: string[] = [];
  for (const row of plan) {
    const table = bigTableOf(row.detail);
    const [, index] = /^SCAN \w+ USING (?:COVERING )?INDEX (\w+)/.exec(row.detail) ?? [];
    // A whole table walked in an index's order and cut by a limit (the queue's All Images) reads one page, also
    // when it keeps only one kind of its rows (fish or plant photos: a partial index, or nearly every row); so does
    // one walked backwards in its own id order (the newest saves the home page's featured fish weigh).
    const walkedToLimit =
      (index && new RegExp(`from "?${table}"?(?: \\w+)?(?: where \\w+ is not null)? order by [^()]* limit`, "i").test(flat)) ||
      (row.detail === `SCAN ${table}` && new RegExp(`from "?${table}"? order by "?${table}"?\\."?id"? desc limit`, "i").test(flat));
    if (table && row.detail.startsWith("SCAN") && !walkedToLimit) problems.push(row.detail);
    if (row.detail === "MULTI-INDEX OR" && plan.some((child) => child.parent === row.id || bigTableOf(child.detail)))
      problems.push(row.detail);
    if (row.detail.startsWith("USE TEMP B-TREE FOR ORDER BY")) {
      const sorted = plan.filter((sibling) => sibling.parent === row.parent && bigTableOf(sibling.detail));
      const notOwn = sorted.filter((sibling) => !/\buser_id=\?/.test(sibling.detail));
      if (notOwn.length > 0) problems.push(`${row.detail} of ${notOwn.map((sibling) => sibling.detail).join(", ")}`);
    }
  }
  return problems;
}

let memberId: string;
let heavyMemberId: string;
let adminId: string;
let ids: {
  fishId: number;
  busyFishId: number;
  tankId: number;
  readingId: number;
  imageId: number;
  commentId: number;
  auditId: number;
  photoFishId: number;
};

beforeAll(() => {
  for (let i = 0; i < 40; i += 1) createFish();
  memberId = createUser().id;
  adminId = createUser({ isAdmin: true }).id;
  const sqlite = getDb().$client;
  const grown = growDatabase(sqlite, sizesTimes(0.02));
  heavyMemberId = grown.heavyMemberId;
  const one = <T>(sql: string, ...params: unknown[]) =>
    sqlite
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  sqlite
    .prepare("insert into tanks (user_id, name, length_cm, width_cm, height_cm, volume_l) values (?, 'Nano', 30, 20, 25, 12)")
    .run(memberId);
  // A month of daily tests in the member's own tank's journal.
  sqlite
    .prepare(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < 29)
       insert into tank_readings (tank_id, taken_at, ph, nitrate_ppm)
       select (select id from tanks where user_id = ?), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' days'), 7, 10 from n`,
    )
    .run(memberId);
  sqlite
    .prepare(
      "insert into community_images (user_id, title, category, image_url, status) values (?, 'Mine', 'setup', '/images/x.jpg', 'pending')",
    )
    .run(memberId);
  sqlite.exec("analyze");
  ids = {
    fishId: one("select id from fish order by id limit 1"),
    busyFishId: grown.busyFishId,
    tankId: one("select id from tanks where user_id = ?", memberId),
    readingId: one(
      "select r.id from tank_readings r join tanks t on t.id = r.tank_id where t.user_id = ? order by r.taken_at desc, r.id desc limit 1 offset 10",
      memberId,
    ),
    imageId: one("select id from community_images where status = 'approved' order by created_at, id limit 1 offset 100"),
    commentId: one("select id from discussion_comments where fish_id = ? order by created_at, id limit 1 offset 50", grown.busyFishId),
    auditId: one("select id from audit_log order by created_at, id limit 1 offset 100"),
    photoFishId: one("select fish_id from fish_photos group by fish_id order by count(*) desc limit 1"),
  };
}, 60_000);

type Loader = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;

/** Every page and JSON list that lists members' content, with whom it is loaded as. */
function pages(): [string, Loader, string, "member" | "heavy" | "admin", Record<string, string>?][] {
  const { fishId, busyFishId, tankId, readingId, imageId, commentId, auditId, photoFishId } = ids;
  return [
    ["/", home, "/", "member"],
    ["/fish/{id}", fishPage, `/fish/${busyFishId}`, "member", { fishId: String(busyFishId) }],
    ["/fish/{id}?before=", fishPage, `/fish/${busyFishId}?before=${commentId}`, "member", { fishId: String(busyFishId) }],
    ["/fish/{id} (photos)", fishPage, `/fish/${photoFishId}`, "member", { fishId: String(photoFishId) }],
    ["/fish/{id} (quiet)", fishPage, `/fish/${fishId}`, "member", { fishId: String(fishId) }],
    ["/my-fish", myFish, "/my-fish", "heavy"],
    ["/my-fish?collection=owned", myFish, "/my-fish?collection=owned", "heavy"],
    ["/my-tanks", myTanks, "/my-tanks", "member"],
    ["/my-tanks/{id}", myTank, `/my-tanks/${tankId}`, "member", { tankId: String(tankId) }],
    ["/my-reviews", myReviews, "/my-reviews", "member"],
    ["/profile", profile, "/profile", "heavy"],
    ["/community-gallery", gallery, "/community-gallery", "member"],
    ["/community-gallery (heavy)", gallery, "/community-gallery", "heavy"],
    ["/community-gallery?category=", gallery, "/community-gallery?category=aquascape", "member"],
    ["/community-gallery?before=", gallery, `/community-gallery?before=${imageId}`, "member"],
    ["/community-gallery/{id}", galleryImage, `/community-gallery/${imageId}`, "member", { imageId: String(imageId) }],
    [
      "/api/fish/{id}/discussions",
      apiDiscussions,
      `/api/fish/${busyFishId}/discussions?before=${commentId}`,
      "member",
      { fishId: String(busyFishId) },
    ],
    ["/api/fish/{id}/images", apiFishImages, `/api/fish/${photoFishId}/images`, "member", { fishId: String(photoFishId) }],
    [
      "/api/community-images/user/{id}",
      apiMemberImages,
      `/api/community-images/user/${heavyMemberId}`,
      "member",
      { userId: heavyMemberId },
    ],
    [
      "/api/community-images/user/{own}",
      apiMemberImages,
      `/api/community-images/user/${heavyMemberId}`,
      "heavy",
      { userId: heavyMemberId },
    ],
    ["/api/my-fish", apiMyFish, "/api/my-fish", "heavy"],
    ["/api/tanks", apiTanks, "/api/tanks", "member"],
    ["/my-tanks/{id}/journal?range=365", tankJournal, `/my-tanks/${tankId}/journal?range=365`, "member", { tankId: String(tankId) }],
    [
      "/api/tanks/{id}/readings?before=",
      apiReadings,
      `/api/tanks/${tankId}/readings?before=${readingId}`,
      "member",
      { tankId: String(tankId) },
    ],
    ["/api/my-reviews", apiMyReviews, "/api/my-reviews", "member"],
    ["/admin/fish", adminFish, "/admin/fish", "admin"],
    ["/admin/images", adminImages, "/admin/images", "admin"],
    ["/admin/images?status=all", adminImages, "/admin/images?status=all&page=3", "admin"],
    ["/admin/images?kind=fish-photo", adminImages, "/admin/images?kind=fish-photo&page=2", "admin"],
    ["/admin/images?kind=gallery&status=all", adminImages, "/admin/images?kind=gallery&status=all", "admin"],
    ["/admin/images?kind=plant-photo", adminImages, "/admin/images?kind=plant-photo", "admin"],
    ["/admin/images?kind=plant-photo&status=all", adminImages, "/admin/images?kind=plant-photo&status=all", "admin"],
    ["/admin/activity?before=", adminActivity, `/admin/activity?before=${auditId}`, "admin"],
    ["/api/admin/community-images", apiAdminImages, "/api/admin/community-images?page=2", "admin"],
    ["/api/admin/community-images/pending", apiAdminPending, "/api/admin/community-images/pending", "admin"],
  ];
}

describe("every list seeks an index", () => {
  test("no page or JSON list reads a whole big table", async () => {
    const sqlite = getDb().$client;
    const who = { member: memberId, heavy: heavyMemberId, admin: adminId };
    const problems: string[] = [];
    for (const [name, loader, url, as, params = {}] of pages()) {
      const signedIn = await request(url, { userId: who[as] });
      ran.clear();
      const restore = recordStatements(sqlite);
      let status: number;
      try {
        status = (await respond(() => loader({ request: signedIn, params, context: {} }))).status;
      } finally {
        restore();
      }
      expect(status, `${name} answered ${status}`).toBe(200);
      expect(ran.size, `${name} ran no statement`).toBeGreaterThan(0);
      for (const statement of ran.values()) {
        const scans = fullScans(sqlite, statement);
        if (scans.length > 0) problems.push(`${name}: ${scans.join("; ")}\n    ${statement.sql.replace(/\s+/g, " ").slice(0, 300)}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("a grown database keeps its foreign keys", () => {
    expect(getDb().$client.pragma("foreign_key_check")).toEqual([]);
  });

  test("the kept image counts and likes agree with the tables, through inserts, reviews and a member's deletion", () => {
    const sqlite = getDb().$client;
    const kept = () => sqlite.prepare("select kind, status, n from image_status_counts order by kind, status").all();
    const counted = () =>
      sqlite
        .prepare(
          `select kind, status, sum(n) as n from (
             select 'gallery' as kind, s.status, (select count(*) from community_images where status = s.status) as n
             from (select 'approved' as status union all select 'pending' union all select 'rejected') s
             union all
             select 'fish-photo', s.status, (select count(*) from fish_photos where status = s.status and plant_id is null)
             from (select 'approved' as status union all select 'pending' union all select 'rejected') s
             union all
             select 'plant-photo', s.status, (select count(*) from fish_photos where status = s.status and plant_id is not null)
             from (select 'approved' as status union all select 'pending' union all select 'rejected') s)
           group by kind, status order by kind, status`,
        )
        .all();
    const likesAstray = () =>
      sqlite
        .prepare("select count(*) from community_images ci where likes <> (select count(*) from image_likes l where l.image_id = ci.id)")
        .pluck()
        .get();
    expect(kept()).toEqual(counted());
    expect(likesAstray()).toBe(0);
    sqlite
      .prepare(
        "update community_images set status = 'rejected' where id in (select id from community_images where status = 'pending' limit 3)",
      )
      .run();
    sqlite
      .prepare("update fish_photos set status = 'approved' where id in (select id from fish_photos where status = 'pending' limit 3)")
      .run();
    // Deleting a member takes their images and photos with them (a cascade, which fires the triggers too).
    sqlite.prepare("delete from users where id = ?").run(heavyMemberId);
    expect(sqlite.prepare("select count(*) from community_images where user_id = ?").pluck().get(heavyMemberId)).toBe(0);
    expect(kept()).toEqual(counted());
    expect(likesAstray()).toBe(0);
  });
});
