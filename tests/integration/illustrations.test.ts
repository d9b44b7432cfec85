import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fish } from "../../db/schema";
import { seedReferenceData } from "../../db/seed/seed";
import { loader } from "~/routes/illustrations.fish.$slug";
import { getDb } from "~/services/db.server";
import { respond } from "../support/factories";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

function get(path: string, headers: HeadersInit = {}) {
  const url = new URL(path, "http://localhost:3000");
  const slug = decodeURIComponent(url.pathname.replace("/illustrations/fish/", ""));
  const request = new Request(url, { headers });
  return respond(() => loader({ request, params: { slug }, context: {} }));
}

beforeAll(() => {
  seedReferenceData(getDb(), DRAWING_ADDRESSES);
});

describe("GET /illustrations/fish/:slug", () => {
  it("answers a seeded species' picture, at the address its imageUrl names, as a cacheable sandboxed SVG", async () => {
    const neon = getDb().select().from(fish).where(eq(fish.slug, "neon-tetra")).get()!;
    expect(neon.imageUrl).toMatch(/^\/illustrations\/fish\/neon-tetra\?v=[0-9a-z]+$/);

    const response = await get(neon.imageUrl);

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get("ETag")).toMatch(/^W\/"[0-9a-z-]+"$/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain(">Neon Tetra</title>");
    expect(svg).toContain(neon.illustration!.colors.body);
    expect(svg.length).toBeLessThan(4096);
  });

  it("answers 304 without a body when the client already has this picture", async () => {
    const first = await get("/illustrations/fish/betta");
    const etag = first.headers.get("ETag")!;

    const again = await get("/illustrations/fish/betta", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");

    const listed = await get("/illustrations/fish/betta", { "If-None-Match": `"other", ${etag.replace(/^W\//, "")}` });
    expect(listed.status).toBe(304);

    const stale = await get("/illustrations/fish/betta", { "If-None-Match": 'W/"something-else"' });
    expect(stale.status).toBe(200);
  });

  it("draws each species from its own descriptor", async () => {
    const guppy = await (await get("/illustrations/fish/guppy")).text();
    const pleco = await (await get("/illustrations/fish/bristlenose-pleco")).text();
    expect(guppy).toContain(">Guppy</title>");
    expect(pleco).toContain(">Bristlenose Pleco</title>");
    const outline = (svg: string) => /<path id="b" d="([^"]+)"/.exec(svg)?.[1];
    expect(outline(guppy)).toBeTruthy();
    expect(outline(guppy)).not.toBe(outline(pleco));
  });

  it("answers 404 for an unknown slug and for a fish without an illustration", async () => {
    const unknown = await get("/illustrations/fish/no-such-fish");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Content-Type")).not.toMatch(/svg/);

    getDb()
      .insert(fish)
      .values({
        slug: "undrawn-fish",
        name: "Undrawn Fish",
        scientificName: "Undrawn fish",
        imageUrl: "https://images.example.com/undrawn.jpg",
        difficulty: "Beginner",
        temperament: "Peaceful",
        fishType: "Schooling",
        minTankSizeGal: 10,
        maxSizeIn: 2,
        minTemperatureF: 70,
        maxTemperatureF: 78,
        minPh: 6,
        maxPh: 7.5,
        lifespan: "3 years",
        diet: "Omnivore",
        description: "A fish without an illustration.",
      })
      .run();
    expect((await get("/illustrations/fish/undrawn-fish")).status).toBe(404);
  });
});
