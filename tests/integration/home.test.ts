import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { channelVideos, collectionEntries, fish, productReviews, videos } from "../../db/schema";
import { seedAquascapes } from "../../db/seed/aquascapes";
import { seedProducts } from "../../db/seed/products";
import { defaultSpeciesDir, seedReferenceData } from "../../db/seed/seed";
import { isCommunityFish } from "~/domain/fish-filters";
import { addToCollection } from "~/models/collection.server";
import { listLandingFish } from "~/models/home-fish.server";
import { headers as homeHeaders, loader as homeLoader } from "~/routes/_index";
import { getDb } from "~/services/db.server";
import { MEMBER_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import { createUser, request, respond } from "../support/factories";
import { createFish } from "../support/fish";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

// A fixed set of real species, plus two made-up ones whose names alone make them a bottom dweller and a
// schooling fish by the home page's rule (no real species needs the name rule), sorted first by name.
const SPECIES = [
  "angelfish",
  "betta",
  "bristlenose-pleco",
  "bronze-corydoras",
  "cardinal-tetra",
  "convict-cichlid",
  "guppy",
  "kuhli-loach",
  "neon-tetra",
  "zebra-danio",
];

const FISH_CARD_FIELDS = ["id", "name", "scientificName", "imageUrl", "difficulty", "temperament", "maxSizeIn", "minTankSizeGal"].sort();
const SAMPLE_FIELDS = ["id", "name", "scientificName", "imageUrl", "difficulty"].sort();
const PRODUCT_FIELDS = ["id", "name", "brand", "description", "category", "imageUrl", "rating", "price"].sort();
const GUIDE_FIELDS = ["id", "title", "style", "description", "difficulty", "imageUrl"].sort();

let speciesDir: string;

beforeAll(() => {
  speciesDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-home-"));
  for (const slug of SPECIES) fs.copyFileSync(path.join(defaultSpeciesDir(), `${slug}.json`), path.join(speciesDir, `${slug}.json`));
  const db = getDb();
  seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir });
  seedProducts(db, DRAWING_ADDRESSES);
  seedAquascapes(db, DRAWING_ADDRESSES);
  createFish({ name: "Aaron's Pleco", fishType: "Suckermouth", schoolingFish: false, temperament: "Semi-Aggressive" });
  createFish({ name: "Abbot Barb", fishType: "Cyprinid", schoolingFish: false, temperament: "Community" });
});

afterAll(() => fs.rmSync(speciesDir, { recursive: true, force: true }));

afterEach(() => {
  getDb().delete(videos).run();
  getDb().delete(channelVideos).run();
});

type Card = Record<string, unknown> & { name: string };
type VideoCard = Record<string, unknown> & { source: string; id: number | string; href: string; title: string; comingSoon?: boolean };
type LandingPage = { signedIn: false; sampleFish: Card[]; speciesCount: number };
type MemberPage = {
  signedIn: true;
  fishFilter: string;
  featuredFish: Card[];
  products: Array<Record<string, unknown> & { category: string; rating: number }>;
  guides: Array<Record<string, unknown> & { difficulty: string }>;
  videos: { featured: (VideoCard & { description: string | null }) | null; others: VideoCard[] };
  figures: { species: number; productReviews: number; videos: number; guides: number };
  productCategories: Array<{ id: string; label: string; count: number }>;
};

async function homePage<T = MemberPage>(url: string, userId?: string) {
  const response = await respond(async () => homeLoader({ request: await request(url, { userId }), params: {}, context: {} }));
  return { response, body: (await response.json()) as T };
}

const names = (cards: Card[]) => cards.map((card) => card.name);

/** The fish type of a species of this test's catalogue, by name. */
const typeOf = (name: string) => getDb().select({ fishType: fish.fishType }).from(fish).where(eq(fish.name, name)).get()?.fishType;

let member: { id: string };
beforeAll(() => {
  member = createUser();
});

describe("the landing page, for visitors", () => {
  test("shows four beginner favourites with their difficulty, and nothing of the member's page", async () => {
    const { response, body } = await homePage<LandingPage>("/");
    expect(response.status).toBe(200);
    expect(body.signedIn).toBe(false);
    expect(names(body.sampleFish)).toEqual(["Neon Tetra", "Bronze Corydoras", "Guppy", "Betta"]);
    expect(body.sampleFish.map((f) => f.difficulty)).toEqual(["Beginner", "Beginner", "Beginner", "Beginner"]);
    for (const sample of body.sampleFish) expect(Object.keys(sample).sort()).toEqual(SAMPLE_FIELDS);
    expect(body.speciesCount).toBe(SPECIES.length + 2);
    expect(Object.keys(body).sort()).toEqual(["sampleFish", "signedIn", "speciesCount"]);
  });

  test("ignores the fish filter, so every visitor shares one cached page", async () => {
    const { body } = await homePage<LandingPage>("/?fish=aggressive");
    expect(names(body.sampleFish)).toEqual(["Neon Tetra", "Bronze Corydoras", "Guppy", "Betta"]);
  });

  test("tops the samples up with the first species by name when a favourite is missing", () => {
    expect(names(listLandingFish(["no-such-fish", "guppy"]))).toEqual(["Guppy", "Aaron's Pleco", "Abbot Barb", "Angelfish"]);
  });

  test("is public and cacheable for visitors", async () => {
    const { response } = await homePage("/");
    expect(response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    const headers = homeHeaders({
      loaderHeaders: response.headers,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(headers).get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
  });
});

describe("the home page, for members", () => {
  test("is private", async () => {
    const { response, body } = await homePage("/", member.id);
    expect(response.status).toBe(200);
    expect(body.signedIn).toBe(true);
    expect(response.headers.get("Cache-Control")).toBe(MEMBER_CACHE_CONTROL);
  });

  test("counts its figures and the equipment categories' reviews from the database", async () => {
    const db = getDb();
    const { body } = await homePage("/", member.id);
    expect(body.figures).toEqual({
      species: SPECIES.length + 2,
      productReviews: db.select().from(productReviews).all().length,
      videos: 0,
      guides: 12,
    });
    const reviews = db.select({ category: productReviews.category }).from(productReviews).all();
    expect(body.productCategories.map(({ id, count }) => [id, count])).toEqual(
      ["Tank", "Filter", "Lighting", "Substrate", "Plants"].map((id) => [id, reviews.filter((r) => r.category === id).length]),
    );
    expect(body.productCategories[0].label).toBe("Aquarium Tanks");
  });

  test("features 3 fish of 3 kinds, not the first by name, the same all day, with only the fields a card shows", async () => {
    const { body } = await homePage("/", member.id);
    expect(body.fishFilter).toBe("all");
    expect(body.featuredFish).toHaveLength(3);
    expect(new Set(body.featuredFish.map((card) => typeOf(card.name))).size).toBe(3);
    for (const card of body.featuredFish) expect(Object.keys(card).sort()).toEqual(FISH_CARD_FIELDS);
    expect(names((await homePage("/", member.id)).body.featuredFish)).toEqual(names(body.featuredFish));
  });

  test("the species members keep or want most come first", async () => {
    const kuhli = getDb().select({ id: fish.id }).from(fish).where(eq(fish.name, "Kuhli Loach")).get()!.id;
    const keepers = [createUser(), createUser()];
    for (const keeper of keepers) addToCollection(keeper.id, kuhli, "owned");
    try {
      expect(names((await homePage("/", member.id)).body.featuredFish)[0]).toBe("Kuhli Loach");
    } finally {
      getDb().delete(collectionEntries).where(eq(collectionEntries.fishId, kuhli)).run();
    }
  });

  test("Bottom Dwellers: by fish type, or a name with catfish, pleco or loach", async () => {
    const { body } = await homePage("/?fish=bottom-dwellers", member.id);
    expect(body.fishFilter).toBe("bottom-dwellers");
    expect(body.featuredFish).toHaveLength(3);
    expect(["Aaron's Pleco", "Bristlenose Pleco", "Bronze Corydoras", "Kuhli Loach"]).toEqual(
      expect.arrayContaining(names(body.featuredFish)),
    );
  });

  test("Schooling Fish: the schooling flag, or a name with tetra, danio or barb", async () => {
    const { body } = await homePage("/?fish=schooling", member.id);
    expect(body.featuredFish).toHaveLength(3);
    for (const card of body.featuredFish) {
      const row = getDb().select().from(fish).where(eq(fish.name, card.name)).get()!;
      expect(row.schoolingFish || /tetra|danio|barb/i.test(row.name)).toBe(true);
    }
  });

  test("Community Fish: community fish only, never a fin-nipper, a fish-eater or an aggressive fish", async () => {
    const { body } = await homePage("/?fish=community", member.id);
    expect(body.featuredFish).toHaveLength(3);
    for (const card of body.featuredFish) {
      const row = getDb().select().from(fish).where(eq(fish.name, card.name)).get()!;
      expect(isCommunityFish(row)).toBe(true);
    }
    // Of this catalogue: the semi-aggressive and aggressive ones, and the angelfish (it takes small fish), never.
    for (const name of ["Aaron's Pleco", "Convict Cichlid", "Angelfish", "Betta"]) expect(names(body.featuredFish)).not.toContain(name);
  });

  test("Aggressive Species: temperament Aggressive only, fewer than 3 when fewer exist", async () => {
    const { body } = await homePage("/?fish=aggressive", member.id);
    expect(names(body.featuredFish)).toEqual(["Convict Cichlid"]);
  });

  test("an unknown filter is All Fish", async () => {
    const { body } = await homePage("/?fish=sharks", member.id);
    expect(body.fishFilter).toBe("all");
    expect(names(body.featuredFish)).toEqual(names((await homePage("/", member.id)).body.featuredFish));
  });

  test("shows 3 products: the best rated, each from a different category, without the review text", async () => {
    const { body } = await homePage("/", member.id);
    expect(body.products).toHaveLength(3);
    for (const product of body.products) expect(Object.keys(product).sort()).toEqual(PRODUCT_FIELDS);
    expect(new Set(body.products.map((product) => product.category)).size).toBe(3);
    const ratings = getDb().select({ rating: productReviews.rating }).from(productReviews).all();
    const best = Math.max(...ratings.map((row) => row.rating));
    expect(body.products[0].rating).toBe(best);
  });

  test("shows 3 aquascaping guides, one per level, without their tool and plant lists", async () => {
    const { body } = await homePage("/", member.id);
    expect(body.guides.map((guide) => guide.difficulty)).toEqual(["Beginner", "Moderate", "Advanced"]);
    for (const guide of body.guides) expect(Object.keys(guide).sort()).toEqual(GUIDE_FIELDS);
  });
});

describe("the home page's videos", () => {
  const libraryVideo = (slug: string, uploadDate: string, videoUrl = "") => ({
    slug,
    title: `Video ${slug}`,
    description: `All about ${slug}. `.repeat(40),
    category: "Fish Care",
    thumbnailUrl: `/illustrations/videos/fish-care`,
    videoUrl,
    duration: "",
    views: 0,
    uploadDate,
    channelTitle: null,
  });
  const channelVideo = (id: string, publishedAt: string, videoUrl = `https://www.youtube.com/watch?v=${id}`) => ({
    id,
    channelId: "UC-test",
    channelTitle: "Test Channel",
    title: `Channel ${id}`,
    description: `From the channel: ${id}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    videoUrl,
    publishedAt,
  });

  test("with no videos, there is nothing to feature and nothing made up", async () => {
    const { body } = await homePage("/", member.id);
    expect(body.videos).toEqual({ featured: null, others: [] });
  });

  test("library entries that lead somewhere, newest first, each at /videos/{id}; drafts never", async () => {
    const rows = getDb()
      .insert(videos)
      .values([
        libraryVideo("setup", "2024-01-10", "https://www.youtube.com/@setup"),
        libraryVideo("plants", "2024-03-02"),
        libraryVideo("feeding", "2024-02-15", "https://www.youtube.com/@feeding"),
        libraryVideo("oldest", "2022-01-01", "https://www.youtube.com/@oldest"),
        libraryVideo("soon", "2024-06-01"),
      ])
      .returning({ id: videos.id, slug: videos.slug })
      .all();
    const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
    const { body } = await homePage("/", member.id);
    const { featured, others } = body.videos;
    expect(featured).toMatchObject({ source: "library", id: idOf("feeding"), href: `/videos/${idOf("feeding")}` });
    expect(featured!.description!.length).toBeLessThanOrEqual(241);
    expect(featured!.description).toMatch(/^All about feeding\./);
    expect(others.map((video) => video.id)).toEqual([idOf("setup"), idOf("oldest")]);
    for (const video of others) {
      expect(video.href).toBe(`/videos/${video.id}`);
      expect(video.description).toBeNull();
    }
  });

  test("channel videos come first, as on /videos, linking to YouTube and never to an unsafe address", async () => {
    const [own] = getDb()
      .insert(videos)
      .values(libraryVideo("only", "2024-01-01", "https://videos.example.com/only.mp4"))
      .returning({ id: videos.id })
      .all();
    getDb()
      .insert(channelVideos)
      .values([
        channelVideo("old", "2023-01-01T00:00:00Z"),
        channelVideo("newest", "2024-06-01T00:00:00Z"),
        channelVideo("bad", "2024-07-01T00:00:00Z", "javascript:alert(1)"),
        channelVideo("middle", "2024-03-01T00:00:00Z"),
      ])
      .run();
    const { body } = await homePage("/", member.id);
    expect(body.videos.featured).toMatchObject({
      source: "channel",
      id: "newest",
      href: "/videos/yt-newest",
      description: "From the channel: newest",
    });
    expect(body.videos.others.map((video) => [video.source, video.id, video.href])).toEqual([
      ["channel", "middle", "/videos/yt-middle"],
      ["channel", "old", "/videos/yt-old"],
      ["library", own.id, `/videos/${own.id}`],
    ]);
  });
});
