import { beforeAll, describe, expect, test } from "vitest";
import { fishPhotos } from "../../db/schema";
import { createFish } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { FISH_PHOTO_PAGE_SIZE } from "~/domain/pagination";
import { loader as apiImages } from "~/routes/api.fish.$fishId.images";
import { loader as pageLoader } from "~/routes/fish.$fishId/route";
import { getDb } from "~/services/db.server";

type PageData = { photos: { id: number; status: string }[]; olderPhotosBefore: number | null; showingNewestPhotos: boolean };

async function loadPage(fishId: number, search = "", userId?: string): Promise<PageData> {
  const response = await respond(async () =>
    pageLoader({ request: await request(`/fish/${fishId}${search}`, { userId }), params: { fishId: String(fishId) }, context: {} }),
  );
  expect(response.status).toBe(200);
  return response.json();
}

async function listApi(fishId: number, search = "", userId?: string) {
  return respond(async () =>
    apiImages({
      request: await request(`/api/fish/${fishId}/images${search}`, { userId }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

let fishId: number;
let viewer: { id: string };
let othersPendingId: number;
/** What a visitor may see, and what the viewer may see, newest first (ties by id). */
let forVisitors: number[];
let forViewer: number[];

beforeAll(() => {
  fishId = createFish().id;
  viewer = createUser();
  const others = [createUser(), createUser(), createUser()];
  const db = getDb();
  const rows: { id: number; createdAt: string; status: string; userId: string }[] = [];
  const add = (userId: string, status: "approved" | "pending" | "rejected", minute: number) => {
    const createdAt = new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString();
    const { id } = db
      .insert(fishPhotos)
      .values({ fishId, userId, status, createdAt, objectKey: `photos/${minute}-${status}.webp`, imageUrl: `/objects/${minute}.webp` })
      .returning({ id: fishPhotos.id })
      .get();
    rows.push({ id, createdAt, status, userId });
    return id;
  };
  // Two photos to a minute, so ties fall on the page boundary; the viewer's own unapproved ones in between.
  for (let i = 0; i < 30; i += 1) add(others[i % 3].id, "approved", Math.floor(i / 2));
  for (const minute of [1, 6, 12]) add(viewer.id, "pending", minute);
  add(viewer.id, "rejected", 9);
  for (const minute of [2, 3, 8, 13, 14]) othersPendingId = add(others[0].id, "pending", minute);

  const order = (list: typeof rows) =>
    [...list].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1)).map((row) => row.id);
  forVisitors = order(rows.filter((row) => row.status === "approved"));
  forViewer = order(rows.filter((row) => row.status === "approved" || row.userId === viewer.id));
});

async function walkPage(userId?: string) {
  const seen: number[] = [];
  let before: number | null = null;
  let pages = 0;
  do {
    const page: PageData = await loadPage(fishId, before === null ? "" : `?photosBefore=${before}`, userId);
    expect(page.photos.length).toBeLessThanOrEqual(FISH_PHOTO_PAGE_SIZE);
    expect(page.showingNewestPhotos).toBe(before === null);
    seen.push(...page.photos.map((photo) => photo.id));
    before = page.olderPhotosBefore;
    pages += 1;
  } while (before !== null && pages < 100);
  return { seen, pages };
}

describe("the fish page's community photos, a page at a time", () => {
  test(`shows the newest ${FISH_PHOTO_PAGE_SIZE} approved photos to a visitor, and the older ones page by page`, async () => {
    const first = await loadPage(fishId);
    expect(first.photos.map((photo) => photo.id)).toEqual(forVisitors.slice(0, FISH_PHOTO_PAGE_SIZE));
    const { seen, pages } = await walkPage();
    expect(pages).toBe(Math.ceil(forVisitors.length / FISH_PHOTO_PAGE_SIZE));
    expect(seen).toEqual(forVisitors);
  });

  test("a member also meets their own pending and rejected photos, in their place", async () => {
    const { seen } = await walkPage(viewer.id);
    expect(seen).toEqual(forViewer);
  });

  test.each([
    ["not a number", () => "?photosBefore=abc"],
    ["an unknown id", () => "?photosBefore=987654321"],
    ["another member's pending photo", () => `?photosBefore=${othersPendingId}`],
  ])("a photosBefore that is %s shows the newest photos", async (_what, search) => {
    const page = await loadPage(fishId, search());
    expect(page.showingNewestPhotos).toBe(true);
    expect(page.photos.map((photo) => photo.id)).toEqual(forVisitors.slice(0, FISH_PHOTO_PAGE_SIZE));
  });
});

describe("GET /api/fish/{id}/images, a page at a time", () => {
  test("answers everything visible (under the default of 50) as an array, with no Link", async () => {
    const response = await listApi(fishId);
    expect(((await response.json()) as { id: number }[]).map((photo) => photo.id)).toEqual(forVisitors);
    expect(response.headers.get("Link")).toBeNull();
    const own = await listApi(fishId, "", viewer.id);
    expect(((await own.json()) as { id: number }[]).map((photo) => photo.id)).toEqual(forViewer);
  });

  test("follows limit, before and the Link header", async () => {
    const seen: number[] = [];
    let next: string | null = "?limit=7";
    while (next !== null && seen.length <= forViewer.length) {
      const response = await listApi(fishId, next, viewer.id);
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as { id: number }[]).map((photo) => photo.id));
      const link = response.headers.get("Link");
      next = link ? /^<[^?>]*(\?[^>]*)>; rel="next"$/.exec(link)![1] : null;
    }
    expect(seen).toEqual(forViewer);
  });

  test("refuses a bad limit or before, and a photo the viewer may not see as before, with 400", async () => {
    for (const search of ["?limit=101", "?limit=0", "?limit=x", "?before=x", `?before=${othersPendingId}`]) {
      const response = await listApi(fishId, search);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty("message");
    }
    // The viewer's own pending photo is a fine place to start for the viewer, not for anyone else.
    const ownPending = forViewer.find((id) => !forVisitors.includes(id))!;
    expect((await listApi(fishId, `?before=${ownPending}`, viewer.id)).status).toBe(200);
    expect((await listApi(fishId, `?before=${ownPending}`)).status).toBe(400);
  });
});
