import { beforeAll, describe, expect, test } from "vitest";
import { discussionComments } from "../../db/schema";
import { createFish } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { API_PAGE_SIZE_DEFAULT, API_PAGE_SIZE_MAX, DISCUSSION_PAGE_SIZE } from "~/domain/pagination";
import { commentPageQuery } from "~/models/discussion.server";
import { loader as apiList } from "~/routes/api.fish.$fishId.discussions";
import { loader as pageLoader } from "~/routes/fish.$fishId/route";
import { getDb } from "~/services/db.server";

const COMMENTS = 20_000;

type PageComment = { id: number; content: string; createdAt: string; own: boolean };
type PageData = {
  comments: PageComment[];
  commentCount: number;
  olderCommentsBefore: number | null;
  showingNewestComments: boolean;
  confirmDeleteId: number | null;
};
type ApiComment = {
  id: number;
  userId: string;
  content: string;
  createdAt: string;
  user: { username: string | null; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
};

async function loadPage(fishId: number, search = "", userId?: string): Promise<PageData> {
  const response = await respond(async () =>
    pageLoader({ request: await request(`/fish/${fishId}${search}`, { userId }), params: { fishId: String(fishId) }, context: {} }),
  );
  expect(response.status).toBe(200);
  return response.json();
}

async function listApi(fishId: number, search = "") {
  return respond(async () =>
    apiList({ request: await request(`/api/fish/${fishId}/discussions${search}`), params: { fishId: String(fishId) }, context: {} }),
  );
}

let fishId: number;
let otherFishId: number;
let otherFishCommentId: number;
let author: { id: string };
/** Every comment id of the long discussion, in the order a reader should meet them: newest first, ties by id. */
let expectedOrder: number[];

beforeAll(() => {
  fishId = createFish({ name: "Much Discussed Tetra" }).id;
  otherFishId = createFish().id;
  author = createUser();
  const members = [author, ...Array.from({ length: 4 }, () => createUser())];
  const db = getDb();

  // 20,000 comments in one statement. Their times are a permutation of the ids (so id order says nothing about
  // time order), and every three comments share one timestamp, so ties fall across page boundaries (20 and 50
  // are not multiples of 3).
  db.$client
    .prepare(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${COMMENTS - 1})
       insert into discussion_comments (fish_id, user_id, content, created_at)
       select ?, json_extract(?, '$[' || (i % 5) || ']'), 'Comment number ' || i,
              strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (((i * 7919) % ${COMMENTS}) / 3) || ' minutes')
       from n`,
    )
    .run(fishId, JSON.stringify(members.map((member) => member.id)));

  otherFishCommentId = db
    .insert(discussionComments)
    .values({ fishId: otherFishId, userId: author.id, content: "Elsewhere" })
    .returning({ id: discussionComments.id })
    .get().id;

  // The order worked out here, independently of the queries under test.
  const rows = db.$client.prepare("select id, created_at as createdAt from discussion_comments where fish_id = ?").all(fishId) as {
    id: number;
    createdAt: string;
  }[];
  rows.sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
  expectedOrder = rows.map((row) => row.id);
});

describe(`a fish page with ${COMMENTS} comments`, () => {
  test("the data has the shape the test relies on", () => {
    expect(expectedOrder).toHaveLength(COMMENTS);
    const times = getDb()
      .$client.prepare("select count(distinct created_at) from discussion_comments where fish_id = ?")
      .pluck()
      .get(fishId) as number;
    expect(times).toBe(Math.ceil(COMMENTS / 3));
  });

  test(`shows the newest ${DISCUSSION_PAGE_SIZE} and counts all ${COMMENTS} in the title's number`, async () => {
    const page = await loadPage(fishId);
    expect(page.comments).toHaveLength(DISCUSSION_PAGE_SIZE);
    expect(page.commentCount).toBe(COMMENTS);
    expect(page.comments.map((comment) => comment.id)).toEqual(expectedOrder.slice(0, DISCUSSION_PAGE_SIZE));
    expect(page.showingNewestComments).toBe(true);
    expect(page.olderCommentsBefore).toBe(page.comments.at(-1)!.id);
  });

  test("following the older-comments cursor visits every comment once, in order, to the oldest", async () => {
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page: PageData = await loadPage(fishId, before === null ? "" : `?before=${before}`);
      expect(page.showingNewestComments).toBe(before === null);
      expect(page.commentCount).toBe(COMMENTS);
      expect(page.comments.length).toBeGreaterThan(0);
      expect(page.comments.length).toBeLessThanOrEqual(DISCUSSION_PAGE_SIZE);
      seen.push(...page.comments.map((comment) => comment.id));
      before = page.olderCommentsBefore;
      pages += 1;
    } while (before !== null && pages <= COMMENTS);
    expect(pages).toBe(COMMENTS / DISCUSSION_PAGE_SIZE);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expectedOrder);
  });

  test.each([
    ["not a number", () => "?before=abc"],
    ["zero", () => "?before=0"],
    ["empty", () => "?before="],
    ["an unknown id", () => "?before=987654321"],
    ["another fish's comment", () => `?before=${otherFishCommentId}`],
    ["the oldest comment (nothing older)", () => `?before=${expectedOrder.at(-1)}`],
  ])("a `before` that is %s shows the newest page", async (_what, search) => {
    const page = await loadPage(fishId, search());
    expect(page.showingNewestComments).toBe(true);
    expect(page.comments.map((comment) => comment.id)).toEqual(expectedOrder.slice(0, DISCUSSION_PAGE_SIZE));
  });

  test("other query parameters do not disturb the page", async () => {
    const before = expectedOrder[DISCUSSION_PAGE_SIZE - 1];
    const page = await loadPage(fishId, `?collection=owned&before=${before}&photosBefore=abc`);
    expect(page.comments.map((comment) => comment.id)).toEqual(expectedOrder.slice(DISCUSSION_PAGE_SIZE, 2 * DISCUSSION_PAGE_SIZE));
  });

  test("the no-JavaScript delete confirmation opens for the author's comment on an older page", async () => {
    const page = await loadPage(fishId, `?before=${expectedOrder[99]}`, author.id);
    const own = page.comments.find((comment) => comment.own);
    expect(own).toBeDefined();
    const confirming = await loadPage(fishId, `?before=${expectedOrder[99]}&confirmDelete=${own!.id}`, author.id);
    expect(confirming.confirmDeleteId).toBe(own!.id);
    // Not for a comment that is not on the shown page.
    const elsewhere = await loadPage(fishId, `?confirmDelete=${own!.id}`, author.id);
    expect(elsewhere.confirmDeleteId).toBeNull();
  });

  test("a page is read through discussion_comments_fish_created_idx, in index order", () => {
    const cursor = { id: expectedOrder[500], createdAt: "2024-01-05T00:00:00.000Z" };
    for (const query of [
      commentPageQuery(fishId, undefined, DISCUSSION_PAGE_SIZE),
      commentPageQuery(fishId, cursor, DISCUSSION_PAGE_SIZE),
    ]) {
      const { sql, params } = query.toSQL();
      const plan = (
        getDb()
          .$client.prepare(`explain query plan ${sql}`)
          .all(...params) as { detail: string }[]
      )
        .map((row) => row.detail)
        .join("\n");
      expect(plan).toMatch(/SEARCH discussion_comments USING INDEX discussion_comments_fish_created_idx \(fish_id=\?/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe(`GET /api/fish/{fishId}/discussions with ${COMMENTS} comments`, () => {
  test(`answers the newest ${API_PAGE_SIZE_DEFAULT} as an array, with a Link to the next page`, async () => {
    const response = await listApi(fishId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ApiComment[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((comment) => comment.id)).toEqual(expectedOrder.slice(0, API_PAGE_SIZE_DEFAULT));
    expect(Object.keys(body[0]).sort()).toEqual(["content", "createdAt", "id", "user", "userId"]);
    expect(Object.keys(body[0].user).sort()).toEqual(["firstName", "lastName", "profileImageUrl", "username"]);
    expect(response.headers.get("Link")).toBe(
      `</api/fish/${fishId}/discussions?before=${expectedOrder[API_PAGE_SIZE_DEFAULT - 1]}&limit=${API_PAGE_SIZE_DEFAULT}>; rel="next"`,
    );
  });

  test("obeys limit and before", async () => {
    const response = await listApi(fishId, `?before=${expectedOrder[9]}&limit=7`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ApiComment[]).map((comment) => comment.id)).toEqual(expectedOrder.slice(10, 17));
    const one = (await (await listApi(fishId, "?limit=1")).json()) as ApiComment[];
    expect(one.map((comment) => comment.id)).toEqual([expectedOrder[0]]);
  });

  test(`following the Link header with limit=${API_PAGE_SIZE_MAX} walks all ${COMMENTS} without gaps or repeats`, async () => {
    const seen: number[] = [];
    let next: string | null = `?limit=${API_PAGE_SIZE_MAX}`;
    let pages = 0;
    while (next !== null && pages <= COMMENTS) {
      const response = await listApi(fishId, next);
      expect(response.status).toBe(200);
      const body = (await response.json()) as ApiComment[];
      expect(body.length).toBeLessThanOrEqual(API_PAGE_SIZE_MAX);
      seen.push(...body.map((comment) => comment.id));
      const link = response.headers.get("Link");
      next = link ? /^<[^?>]*(\?[^>]*)>; rel="next"$/.exec(link)![1] : null;
      pages += 1;
    }
    expect(pages).toBe(COMMENTS / API_PAGE_SIZE_MAX);
    expect(seen).toEqual(expectedOrder);
  });

  test("the last page has no Link header", async () => {
    const response = await listApi(fishId, `?before=${expectedOrder.at(-4)}`);
    expect(((await response.json()) as ApiComment[]).map((comment) => comment.id)).toEqual(expectedOrder.slice(-3));
    expect(response.headers.get("Link")).toBeNull();
  });

  test.each(["101", "1000", "0", "-1", "abc", "1.5", "1e2", "", " 5"])("limit=%j is 400 with a message", async (limit) => {
    const response = await listApi(fishId, `?limit=${encodeURIComponent(limit)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "limit must be a whole number from 1 to 100" });
  });

  test.each(["abc", "0", "-5", "", "1.5"])("before=%j is 400 with a message", async (before) => {
    const response = await listApi(fishId, `?before=${encodeURIComponent(before)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "before must be a positive whole number" });
  });

  test("a before that is no comment of this fish is 400, not an empty page a client would take for the end", async () => {
    for (const before of [String(otherFishCommentId), "987654321"]) {
      const response = await listApi(fishId, `?before=${before}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: `before must be the id of a comment on fish ${fishId}` });
    }
  });
});
