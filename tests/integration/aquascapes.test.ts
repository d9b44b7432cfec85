import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { aquascapes } from "../../db/schema";
import { defaultAquascapesDir, loadAquascapes, seedAquascapes } from "../../db/seed/aquascapes";
import { createUser, request, respond } from "../support/factories";
import { action as apiAction, loader as apiLoader } from "~/routes/api.aquascapes";
import { action as guideApiAction, loader as guideApiLoader } from "~/routes/api.aquascapes.$aquascapeId";
import { loader as guidePageLoader } from "~/routes/aquascaping.$aquascapeId";
import { headers as pageHeaders, loader as pageLoader } from "~/routes/aquascaping._index";
import { loader as illustrationLoader } from "~/routes/illustrations.aquascapes.$scene";
import { getDb } from "~/services/db.server";
import { MEMBER_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

const FIELDS = ["id", "title", "style", "description", "difficulty", "imageUrl", "tools", "plants"].sort();

type Guide = { id: number; title: string; style: string; difficulty: string; imageUrl: string; tools: string[]; plants: string[] };
type AquascapingPage = { guides: Guide[]; q: string; level: string; total: number };

const files = loadAquascapes();
const tempDirs: string[] = [];

function tempCopy(slugs: string[], edit?: (slug: string, guide: Record<string, unknown>) => Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-aquascape-seed-"));
  tempDirs.push(dir);
  for (const slug of slugs) {
    const guide = JSON.parse(fs.readFileSync(path.join(defaultAquascapesDir(), `${slug}.json`), "utf8"));
    fs.writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(edit ? edit(slug, guide) : guide));
  }
  return dir;
}

beforeAll(() => {
  seedAquascapes(getDb(), DRAWING_ADDRESSES);
});

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function aquascapingPage(url: string, userId?: string) {
  const response = await respond(async () => pageLoader({ request: await request(url, { userId }), params: {}, context: {} }));
  return { response, body: (await response.json()) as AquascapingPage };
}

const titles = (body: AquascapingPage) => body.guides.map((guide) => guide.title);

describe("/aquascaping", () => {
  test("lists every guide, easiest first, with every field a card shows", async () => {
    const { response, body } = await aquascapingPage("/aquascaping");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ q: "", level: "all", total: files.length });
    expect(body.guides).toHaveLength(files.length);
    for (const guide of body.guides) expect(Object.keys(guide).sort()).toEqual(FIELDS);
    const ranks = body.guides.map((guide) => ["Beginner", "Moderate", "Advanced"].indexOf(guide.difficulty));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(titles(body)).toEqual(expect.arrayContaining(["Iwagumi Stone Layout", "Dutch Stem Plant Garden", "Low-Maintenance Jungle"]));
  });

  test("level= keeps only that difficulty, in any letter case; an unknown level is all", async () => {
    const beginner = await aquascapingPage("/aquascaping?level=beginner");
    expect(beginner.body.level).toBe("beginner");
    expect(beginner.body.guides.length).toBeGreaterThan(0);
    expect(beginner.body.guides.every((guide) => guide.difficulty === "Beginner")).toBe(true);
    expect(titles(beginner.body)).toContain("Low-Maintenance Jungle");
    expect(titles(beginner.body)).not.toContain("Iwagumi Stone Layout");

    const advanced = await aquascapingPage("/aquascaping?level=Advanced");
    expect(advanced.body.level).toBe("advanced");
    expect(titles(advanced.body)).toEqual(expect.arrayContaining(["Iwagumi Stone Layout", "Dutch Stem Plant Garden"]));
    expect(advanced.body.guides.every((guide) => guide.difficulty === "Advanced")).toBe(true);

    const unknown = await aquascapingPage("/aquascaping?level=expert");
    expect(unknown.body.level).toBe("all");
    expect(unknown.body.guides).toHaveLength(files.length);
  });

  test("q searches titles, styles, descriptions, plants and tools in any case", async () => {
    expect(titles((await aquascapingPage("/aquascaping?q=IWAGUMI")).body)).toEqual(["Iwagumi Stone Layout"]);
    const biotopes = (await aquascapingPage("/aquascaping?q=biotope")).body;
    expect(titles(biotopes)).toEqual(expect.arrayContaining(["Amazon Blackwater Biotope", "Southeast Asian Forest Stream"]));
    expect(titles((await aquascapingPage("/aquascaping?q=Diana%20Walstad")).body)).toEqual(["Walstad Natural Planted Tank"]);
    expect(titles((await aquascapingPage("/aquascaping?q=glossostigma")).body)).toEqual(["Iwagumi Stone Layout"]);
    expect(titles((await aquascapingPage("/aquascaping?q=wave%20scissors")).body)).toEqual(["Dutch Stem Plant Garden"]);
  });

  test("q and level combine", async () => {
    const { body } = await aquascapingPage("/aquascaping?q=cryptocoryne&level=beginner");
    expect(body.guides.length).toBeGreaterThan(0);
    for (const guide of body.guides) expect(guide.difficulty).toBe("Beginner");
    expect(titles(body)).toContain("Low-Maintenance Jungle");
    expect(body).toMatchObject({ q: "cryptocoryne", level: "beginner" });
  });

  test("a search with no match is an empty list, with the search kept for the page to show", async () => {
    const { response, body } = await aquascapingPage("/aquascaping?q=zzqx%20nothing&level=moderate");
    expect(response.status).toBe(200);
    expect(body.guides).toEqual([]);
    expect(body).toMatchObject({ q: "zzqx nothing", level: "moderate", total: files.length });
  });

  test("a very long query is cut, never an error", async () => {
    const { response, body } = await aquascapingPage(`/aquascaping?q=${"a".repeat(500)}`);
    expect(response.status).toBe(200);
    expect(body.q).toHaveLength(100);
  });

  test("visitors may be served from a shared cache; a member's page is private", async () => {
    const visitor = await aquascapingPage("/aquascaping");
    expect(visitor.response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    const member = createUser();
    const signedIn = await aquascapingPage("/aquascaping", member.id);
    expect(signedIn.response.headers.get("Cache-Control")).toBe(MEMBER_CACHE_CONTROL);
  });

  test("the document keeps the loader's caching unless the root made it private", () => {
    const args = (loader: string, parent?: string) => ({
      loaderHeaders: new Headers({ "Cache-Control": loader }),
      parentHeaders: new Headers(parent ? { "Cache-Control": parent } : {}),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(pageHeaders(args(VISITOR_CACHE_CONTROL))).get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    expect(new Headers(pageHeaders(args(VISITOR_CACHE_CONTROL, "private, no-store"))).get("Cache-Control")).toBe("private, no-store");
  });

  test("every guide's picture is its generated illustration", async () => {
    const { body } = await aquascapingPage("/aquascaping");
    for (const guide of body.guides) expect(guide.imageUrl).toMatch(/^\/illustrations\/aquascapes\/[a-z]+\?v=[0-9a-z]+$/);
  });
});

describe("GET /api/aquascapes", () => {
  test("every guide with every field and nothing internal", async () => {
    const response = await respond(() => apiLoader());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(files.length);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(FIELDS);
      expect(typeof entry.id).toBe("number");
      expect(Array.isArray(entry.tools)).toBe(true);
      expect(Array.isArray(entry.plants)).toBe(true);
    }
    const iwagumi = list.find((entry) => entry.title === "Iwagumi Stone Layout")!;
    expect(iwagumi).toMatchObject({ style: "Iwagumi", difficulty: "Advanced" });
    expect(iwagumi.plants).toContain("Hemianthus callitrichoides 'Cuba'");
    expect(iwagumi.tools).toContain("Spring scissors");
  });

  test.each(["POST", "PUT", "PATCH", "DELETE"])("%s is 405 with the JSON error shape", async (method) => {
    const response = await respond(async () =>
      apiAction({ request: await request("/api/aquascapes", { method }), params: {}, context: {} }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ message: `Method ${method} not allowed` });
  });
});

describe("/aquascaping/:id and GET /api/aquascapes/:id", () => {
  const iwagumiId = () => getDb().select({ id: aquascapes.id }).from(aquascapes).where(eq(aquascapes.slug, "iwagumi")).get()!.id;

  test("the page of one guide holds every tool and every plant, not only the card's first few", async () => {
    const id = iwagumiId();
    const response = await respond(async () =>
      guidePageLoader({ request: await request(`/aquascaping/${id}`), params: { aquascapeId: String(id) }, context: {} }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    const { guide } = (await response.json()) as { guide: Guide };
    const file = files.find((entry) => entry.slug === "iwagumi")!;
    expect(guide).toMatchObject({ id, title: "Iwagumi Stone Layout", style: "Iwagumi", difficulty: "Advanced" });
    expect(guide.tools).toEqual(file.tools);
    expect(guide.plants).toEqual(file.plants);
    expect(guide.tools.length).toBeGreaterThan(3);
  });

  test.each(["999999", "0", "abc", "1e3"])("an id that is not a guide (%s) is 404 on the page and in the API", async (id) => {
    const page = await respond(async () =>
      guidePageLoader({ request: await request(`/aquascaping/${id}`), params: { aquascapeId: id }, context: {} }),
    );
    expect(page.status).toBe(404);
    const api = await respond(async () =>
      guideApiLoader({ request: await request(`/api/aquascapes/${id}`), params: { aquascapeId: id }, context: {} }),
    );
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: "Guide not found" });
  });

  test("the JSON twin answers the guide with the list's fields and values", async () => {
    const id = iwagumiId();
    const response = await respond(async () =>
      guideApiLoader({ request: await request(`/api/aquascapes/${id}`), params: { aquascapeId: String(id) }, context: {} }),
    );
    expect(response.status).toBe(200);
    const guide = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(guide).sort()).toEqual(FIELDS);
    const list = (await (await respond(async () => apiLoader())).json()) as Array<Record<string, unknown>>;
    expect(guide).toEqual(list.find((entry) => entry.id === id));
    const refused = await respond(async () =>
      guideApiAction({
        request: await request(`/api/aquascapes/${id}`, { method: "DELETE" }),
        params: { aquascapeId: String(id) },
        context: {},
      }),
    );
    expect(refused.status).toBe(405);
  });
});

describe("GET /illustrations/aquascapes/:scene", () => {
  function get(url: string, headers: HeadersInit = {}) {
    const parsed = new URL(url, "http://localhost:3000");
    const scene = decodeURIComponent(parsed.pathname.replace("/illustrations/aquascapes/", ""));
    return respond(() => illustrationLoader({ request: new Request(parsed, { headers }), params: { scene }, context: {} }));
  }

  test("answers a guide's picture at the address its imageUrl names, as a cacheable sandboxed SVG", async () => {
    const iwagumi = getDb().select().from(aquascapes).where(eq(aquascapes.slug, "iwagumi")).get()!;
    const response = await get(iwagumi.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get("ETag")).toMatch(/^W\/"[0-9a-z-]+"$/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain("Iwagumi");
  });

  test("answers 304 without a body when the client already has the picture", async () => {
    const first = await get("/illustrations/aquascapes/dutch");
    const etag = first.headers.get("ETag")!;
    const again = await get("/illustrations/aquascapes/dutch", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const stale = await get("/illustrations/aquascapes/dutch", { "If-None-Match": 'W/"other"' });
    expect(stale.status).toBe(200);
  });

  test("answers 404 for an unknown scene", async () => {
    for (const scene of ["no-such-scene", "Iwagumi", "..%2Fetc"]) {
      const response = await get(`/illustrations/aquascapes/${scene}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).not.toMatch(/svg/);
    }
  });
});

describe("seeding the guides", () => {
  test("is idempotent: a second run writes nothing and ids stay", () => {
    const before = getDb().select({ id: aquascapes.id, slug: aquascapes.slug }).from(aquascapes).all();
    const again = seedAquascapes(getDb(), DRAWING_ADDRESSES);
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: files.length, keptEdits: 0, keptDeleted: 0, removed: 0 });
    const after = getDb().select({ id: aquascapes.id, slug: aquascapes.slug }).from(aquascapes).all();
    expect(after).toEqual(before);
  });

  test("updates a changed guide in place, adds a new one and removes one whose file is gone", () => {
    const jungleId = getDb().select().from(aquascapes).where(eq(aquascapes.slug, "jungle")).get()!.id;
    const dir = tempCopy(["jungle", "iwagumi"], (slug, guide) =>
      slug === "jungle" ? { ...guide, tools: [...(guide.tools as string[]), "Spray bottle"] } : guide,
    );
    fs.writeFileSync(
      path.join(dir, "test-extra-guide.json"),
      JSON.stringify({
        ...JSON.parse(fs.readFileSync(path.join(defaultAquascapesDir(), "nano-shrimp-tank.json"), "utf8")),
        slug: "test-extra-guide",
        title: "Test Extra Guide",
      }),
    );

    const counts = seedAquascapes(getDb(), DRAWING_ADDRESSES, dir);
    expect(counts).toEqual({ inserted: 1, updated: 1, unchanged: 1, keptEdits: 0, keptDeleted: 0, removed: files.length - 2 });
    const jungle = getDb().select().from(aquascapes).where(eq(aquascapes.slug, "jungle")).get()!;
    expect(jungle.id).toBe(jungleId);
    expect(jungle.tools).toContain("Spray bottle");
    expect(getDb().select().from(aquascapes).all()).toHaveLength(3);

    // Back to the real files: everything returns, the jungle guide keeps its id.
    const restored = seedAquascapes(getDb(), DRAWING_ADDRESSES);
    expect(restored).toMatchObject({ inserted: files.length - 2, updated: 1, unchanged: 1, removed: 1 });
    expect(getDb().select().from(aquascapes).where(eq(aquascapes.slug, "jungle")).get()!.id).toBe(jungleId);
    expect(getDb().select().from(aquascapes).all()).toHaveLength(files.length);
  });

  test("writes nothing when any file is invalid", () => {
    const before = getDb().select().from(aquascapes).all();
    const dir = tempCopy(["jungle", "iwagumi"], (slug, guide) =>
      slug === "iwagumi" ? { ...guide, difficulty: "Expert" } : { ...guide, title: "Renamed Jungle" },
    );
    expect(() => seedAquascapes(getDb(), DRAWING_ADDRESSES, dir)).toThrow(/iwagumi\.json: difficulty/);
    expect(getDb().select().from(aquascapes).all()).toEqual(before);
  });
});
