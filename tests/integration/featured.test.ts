import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { aquascapes, auditLog, channelVideos, fish, productReviews, videos } from "../../db/schema";
import { seedAquascapes } from "../../db/seed/aquascapes";
import { seedProducts } from "../../db/seed/products";
import { defaultSpeciesDir, seedReferenceData } from "../../db/seed/seed";
import { toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { ToastProvider } from "~/components/toast/toast-context";
import { FEATURED_FILL_RULES } from "~/domain/featured";
import { featureItem, listFeatured, unfeatureItem } from "~/models/featured.server";
import { createFishProfile, deleteFishProfile } from "~/models/fish-admin.server";
import { createGuide, deleteGuide } from "~/models/guide-admin.server";
import { createProductReview, deleteProductReview } from "~/models/product-admin.server";
import AdminFeatured, { action, loader } from "~/routes/admin.featured";
import { loader as homeLoader } from "~/routes/_index";
import { getDb } from "~/services/db.server";
import { publicContentVersion } from "~/models/table-version.server";
import { fishFormSchema } from "~/validation/fish-form";
import { guideFormSchema } from "~/validation/guide-form";
import { productFormSchema } from "~/validation/product-form";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

/**
 * Admins choose what the home page features; the places they leave are filled by each section's automatic
 * choice. Featuring is not an edit: seeding keeps a featured row up to date and featured.
 */

const SPECIES = ["angelfish", "betta", "bristlenose-pleco", "convict-cichlid", "guppy", "neon-tetra", "zebra-danio"];

const admin = createUser({ isAdmin: true });
const member = createUser();
let speciesDir: string;

beforeAll(() => {
  speciesDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-featured-"));
  for (const slug of SPECIES) fs.copyFileSync(path.join(defaultSpeciesDir(), `${slug}.json`), path.join(speciesDir, `${slug}.json`));
  const db = getDb();
  seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir });
  seedProducts(db, DRAWING_ADDRESSES);
  seedAquascapes(db, DRAWING_ADDRESSES);
});

afterAll(() => fs.rmSync(speciesDir, { recursive: true, force: true }));

afterEach(() => {
  const db = getDb();
  for (const table of [fish, productReviews, aquascapes, videos]) db.update(table).set({ featuredAt: null }).run();
  db.delete(videos).run();
  db.delete(channelVideos).run();
});

type Item = { id: number; label: string };
type Section = { kind: string; limit: number; featured: Item[]; choices: Item[] };
type HomePage = {
  figures: { species: number; productReviews: number; videos: number; guides: number };
  productCategories: Array<{ id: string; count: number }>;
  featuredFish: Array<{ id: number; name: string }>;
  products: Array<{ id: number; category: string; rating: number }>;
  guides: Array<{ id: number; title: string }>;
  videos: { featured: { id: number | string; description: string | null } | null; others: Array<{ id: number | string }> };
};

/** As the admin unless told otherwise; null is a visitor. */
async function adminPage(userId: string | null = admin.id) {
  const asked = await request("/admin/featured", { userId: userId ?? undefined });
  return respond(async () => loader({ request: asked, params: {}, context: {} }));
}

async function post(fields: Record<string, string | number>, userId: string | null = admin.id) {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const sent = await request("/admin/featured", { method: "POST", body, userId: userId ?? undefined });
  return respond(async () => action({ request: sent, params: {}, context: {} }));
}

const feature = (kind: string, id: number) => post({ intent: "feature", kind, id });
const unfeature = (kind: string, id: number) => post({ intent: "unfeature", kind, id });

/** The fish type of a species of this test's catalogue, by name. */
function typeOf(name: string) {
  return getDb().select({ fishType: fish.fishType }).from(fish).where(eq(fish.name, name)).get()?.fishType;
}

async function home(url = "/") {
  const response = await respond(async () => homeLoader({ request: await request(url, { userId: member.id }), params: {}, context: {} }));
  return (await response.json()) as HomePage;
}

const fishId = (name: string) => getDb().select({ id: fish.id }).from(fish).where(eq(fish.name, name)).get()!.id;
const guideId = (title: string) => getDb().select({ id: aquascapes.id }).from(aquascapes).where(eq(aquascapes.title, title)).get()!.id;
const auditOf = (action: string, id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(id))))
    .orderBy(desc(auditLog.id))
    .all();

function libraryVideo(slug: string, uploadDate: string, videoUrl = "") {
  const row = {
    slug,
    title: `Video ${slug}`,
    description: `All about ${slug}.`,
    category: "Fish Care",
    thumbnailUrl: "/t.svg",
    videoUrl,
    duration: "",
    uploadDate,
  };
  return getDb().insert(videos).values(row).returning({ id: videos.id }).get().id;
}

describe("the admin page", () => {
  test("lists each home section with its limit, nothing featured yet, and every row to choose from", async () => {
    const response = await adminPage();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { sections } = (await response.json()) as { sections: Section[] };
    expect(sections.map(({ kind, limit }) => [kind, limit])).toEqual([
      ["fish", 3],
      ["product", 3],
      ["aquascape", 3],
      ["video", 4],
    ]);
    expect(sections.every((section) => section.featured.length === 0)).toBe(true);
    expect(sections[0].choices.map((choice) => choice.label)).toEqual([...sections[0].choices.map((c) => c.label)].sort());
    expect(sections[0].choices).toHaveLength(SPECIES.length);
    expect(sections[2].choices).toHaveLength(12);
  });

  test("Feature puts a fish on the home page, audited and announced; Remove takes it off", async () => {
    const versionBefore = publicContentVersion();
    const guppy = fishId("Guppy");
    const added = await feature("fish", guppy);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/admin/featured");
    expect(await toastOf(added)).toMatchObject({ title: "Featured", description: "Guppy is now featured on the home page." });
    expect(auditOf("featured.added", guppy)[0]).toMatchObject({ subjectKind: "fish", subjectLabel: "Guppy", actorId: admin.id });
    const { sections } = (await (await adminPage()).json()) as { sections: Section[] };
    expect(sections[0].featured.map((item) => item.label)).toEqual(["Guppy"]);
    expect(sections[0].choices.some((choice) => choice.id === guppy)).toBe(false);
    expect((await home()).featuredFish[0].name).toBe("Guppy");

    const removed = await unfeature("fish", guppy);
    expect(await toastOf(removed)).toMatchObject({ title: "Removed from the home page", description: "Guppy is no longer featured." });
    expect(auditOf("featured.removed", guppy)[0]).toMatchObject({ subjectKind: "fish", actorId: admin.id });
    expect(getDb().select().from(fish).where(eq(fish.id, guppy)).get()).toMatchObject({ featuredAt: null, adminEditedAt: null });
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    // The section's own choice fills the places again: three fish of three kinds, not the first three by name.
    const filled = await home();
    expect(filled.featuredFish).toHaveLength(3);
    expect(new Set(filled.featuredFish.map((card) => typeOf(card.name))).size).toBe(3);
  });

  test("as the server renders it: a plain form per Remove and per Add, and what fills the rest", async () => {
    await feature("fish", fishId("Guppy"));
    const data = await (await adminPage()).json();
    const handler = createStaticHandler([{ id: "page", path: "/admin/featured", loader: () => data, Component: AdminFeatured }]);
    const context = await handler.query(new Request("http://localhost/admin/featured"));
    if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
    const page = h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false });
    const html = renderToStaticMarkup(h(ToastProvider, { initial: null, children: page }));
    expect(html).toMatch(
      /<form method="post"[^>]*><input type="hidden" name="intent" value="unfeature"\/><input type="hidden" name="kind" value="fish"\/><input type="hidden" name="id" value="\d+"\/><button type="submit"[^>]*>Remove<span class="sr-only"> Guppy<\/span><\/button><\/form>/,
    );
    expect(html).toContain('name="intent" value="feature"');
    expect(html).toMatch(/<select[^>]*name="id" required=""/);
    expect(html).not.toContain(">Guppy</option>");
    expect(html).toContain("The home page shows 1 featured video and 3 others.");
    expect(html).toContain(FEATURED_FILL_RULES.aquascape);
  });

  test("a full section refuses one more, saying why, and changes nothing", async () => {
    for (const name of ["Guppy", "Betta", "Neon Tetra"]) await feature("fish", fishId(name));
    const refused = await feature("fish", fishId("Zebra Danio"));
    expect(await toastOf(refused)).toMatchObject({
      title: "Error",
      description: "The home page shows 3 fish; remove one first.",
      variant: "destructive",
    });
    expect(
      getDb()
        .select()
        .from(fish)
        .where(eq(fish.id, fishId("Zebra Danio")))
        .get()?.featuredAt,
    ).toBeNull();
    expect(auditOf("featured.added", fishId("Zebra Danio"))).toEqual([]);

    const ids = ["a", "b", "c", "d", "e"].map((slug) => libraryVideo(slug, "2024-01-01", `https://videos.example.com/${slug}.mp4`));
    for (const id of ids.slice(0, 4)) expect(featureItem(admin, "video", id).ok).toBe(true);
    expect(featureItem(admin, "video", ids[4])).toMatchObject({
      ok: false,
      status: 409,
      message: "The home page shows 1 featured video and 3 others; remove one first.",
    });
  });

  test("a draft video (no address yet) cannot be featured, and is not offered", async () => {
    const draft = libraryVideo("planned", "2024-01-01");
    expect(featureItem(admin, "video", draft)).toMatchObject({
      ok: false,
      status: 409,
      message: "Video planned is a draft with no address yet: only a video visitors can watch can be featured.",
    });
    const { sections } = (await (await adminPage()).json()) as { sections: Section[] };
    expect(sections[3].choices.some((choice) => choice.id === draft)).toBe(false);
    expect(getDb().select().from(videos).where(eq(videos.id, draft)).get()?.featuredAt).toBeNull();
  });

  test("an unknown id is 404, a second Feature or a Remove of what is not featured is 409, a bad form names the problem", async () => {
    expect(featureItem(admin, "product", 999999)).toMatchObject({ ok: false, status: 404, message: "Product review not found" });
    expect(await toastOf(await feature("aquascape", 999999))).toMatchObject({ title: "Error", description: "Aquascaping guide not found" });
    const guppy = fishId("Guppy");
    await feature("fish", guppy);
    expect(featureItem(admin, "fish", guppy)).toMatchObject({
      ok: false,
      status: 409,
      message: "Guppy is already featured on the home page.",
    });
    expect(unfeatureItem(admin, "fish", fishId("Betta"))).toMatchObject({
      ok: false,
      status: 409,
      message: "Betta is not featured on the home page.",
    });
    const bad = await post({ intent: "feature", kind: "sharks", id: "abc" });
    expect(bad.status).toBe(302);
    expect(await toastOf(bad)).toMatchObject({ title: "Error", description: "Choose a section of the home page" });
  });

  test("a member gets 403 and a visitor 401, from the page, the form and the model", async () => {
    const guppy = fishId("Guppy");
    expect((await adminPage(member.id)).status).toBe(403);
    expect((await post({ intent: "feature", kind: "fish", id: guppy }, member.id)).status).toBe(403);
    const visitor = await post({ intent: "feature", kind: "fish", id: guppy }, null);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "Unauthorized" });
    expect((await adminPage(null)).status).toBe(401);
    expect(featureItem(member, "fish", guppy)).toMatchObject({ ok: false, status: 403 });
    expect(listFeatured(member)).toMatchObject({ ok: false, status: 403 });
    expect(getDb().select().from(fish).where(eq(fish.id, guppy)).get()?.featuredAt).toBeNull();
  });
});

describe("the home page puts featured items first and fills the rest", () => {
  test("fish: most recently featured first, then one of another kind, never twice; a filter still filters", async () => {
    await feature("fish", fishId("Zebra Danio"));
    await feature("fish", fishId("Angelfish"));
    const names = (await home()).featuredFish.map((card) => card.name);
    expect(names.slice(0, 2)).toEqual(["Angelfish", "Zebra Danio"]);
    expect(names).toHaveLength(3);
    expect([typeOf("Angelfish"), typeOf("Zebra Danio")]).not.toContain(typeOf(names[2]!));
    expect((await home("/?fish=schooling")).featuredFish.map((card) => card.name)).toEqual(["Zebra Danio", "Neon Tetra"]);
    expect((await home("/?fish=aggressive")).featuredFish.map((card) => card.name)).toEqual(["Convict Cichlid"]);
  });

  test("products: the featured review, then the best of the categories not shown yet", async () => {
    const rows = getDb().select().from(productReviews).all();
    const weakest = rows.reduce((low, row) => (row.rating < low.rating ? row : low));
    featureItem(admin, "product", weakest.id);
    const { products } = await home();
    expect(products[0].id).toBe(weakest.id);
    expect(new Set(products.map((product) => product.category)).size).toBe(3);
    const best = Math.max(...rows.filter((row) => row.category !== weakest.category).map((row) => row.rating));
    expect(products[1].rating).toBe(best);
  });

  test("guides: the featured guides, then one for each level not shown yet", async () => {
    featureItem(admin, "aquascape", guideId("Nano Shrimp Tank"));
    featureItem(admin, "aquascape", guideId("Island Layout"));
    expect((await home()).guides.map((guide) => guide.title)).toEqual(["Island Layout", "Nano Shrimp Tank", "Dutch Stem Plant Garden"]);
  });

  test("videos: the most recently featured is the featured video, then the other featured, then the automatic order", async () => {
    const older = libraryVideo("older", "2023-01-01", "https://videos.example.com/older.mp4");
    const newer = libraryVideo("watch", "2024-05-01", "https://www.youtube.com/@watch");
    const chosen = libraryVideo("chosen", "2022-01-01", "https://videos.example.com/chosen.mp4");
    // The newest entry is a draft: never shown on the home page.
    libraryVideo("draft", "2025-01-01");
    getDb()
      .insert(channelVideos)
      .values(
        ["x", "y"].map((id, i) => ({
          id,
          channelId: "UC",
          channelTitle: "C",
          title: id,
          description: id,
          thumbnailUrl: "/t.jpg",
          videoUrl: `https://www.youtube.com/watch?v=${id}`,
          publishedAt: `2024-0${i + 1}-01`,
        })),
      )
      .run();
    featureItem(admin, "video", older);
    featureItem(admin, "video", chosen);
    const { featured, others } = (await home()).videos;
    expect(featured).toMatchObject({ id: chosen, description: "All about chosen." });
    expect(others.map((video) => video.id)).toEqual([older, "y", "x"]);
    unfeatureItem(admin, "video", chosen);
    unfeatureItem(admin, "video", older);
    const automatic = (await home()).videos;
    expect([automatic.featured!.id, ...automatic.others.map((video) => video.id)]).toEqual(["y", "x", newer, older]);
  });
});

describe("seeding and featuring", () => {
  test("a featured seeded row stays featured through re-seeding and a release, and is not marked as an admin's edit", () => {
    const db = getDb();
    const angelfish = fishId("Angelfish");
    featureItem(admin, "fish", angelfish);
    const { featuredAt } = db.select().from(fish).where(eq(fish.id, angelfish)).get()!;
    expect(seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir })).toMatchObject({ updated: 0, keptEdits: 0 });

    const file = path.join(speciesDir, "angelfish.json");
    const original = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(original), lifespan: "12-15 years" }));
    try {
      expect(seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir })).toMatchObject({ updated: 1, keptEdits: 0 });
    } finally {
      fs.writeFileSync(file, original);
    }
    expect(db.select().from(fish).where(eq(fish.id, angelfish)).get()).toMatchObject({
      lifespan: "12-15 years",
      featuredAt,
      adminEditedAt: null,
    });
    seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir });

    const product = db.select().from(productReviews).get()!;
    featureItem(admin, "product", product.id);
    expect(seedProducts(db, DRAWING_ADDRESSES)).toMatchObject({ updated: 0, keptEdits: 0 });
    expect(db.select().from(productReviews).where(eq(productReviews.id, product.id)).get()?.featuredAt).not.toBeNull();
  });
});

describe("the home page follows what admins manage", () => {
  const categoryCount = (page: HomePage, id: string) => page.productCategories.find((category) => category.id === id)?.count;

  test("a new product review counts in its category and the figures, and deleting it takes it away", async () => {
    const before = await home();
    const values = { name: "Home Count Canister", brand: "Testwell", description: "A filter.", category: "Filter", rating: 4 };
    const created = createProductReview(admin, productFormSchema.parse({ ...values, reviewText: "Quiet.", reviewDate: "2025-03-04" }));
    if (!created.ok) throw new Error(created.message);
    const after = await home();
    expect(categoryCount(after, "Filter")).toBe(categoryCount(before, "Filter")! + 1);
    expect(categoryCount(after, "Tank")).toBe(categoryCount(before, "Tank"));
    expect(after.figures.productReviews).toBe(before.figures.productReviews + 1);
    deleteProductReview(admin, created.product.id);
    expect((await home()).productCategories).toEqual(before.productCategories);
  });

  test("a guide an admin adds takes its level's place; deleted, even while featured, the section fills again", async () => {
    const automatic = ["Low-Maintenance Jungle", "Amazon Blackwater Biotope", "Dutch Stem Plant Garden"];
    const values = {
      title: "Aaa Beginner Bowl",
      style: "Nature",
      description: "A bowl.",
      difficulty: "Beginner",
      tools: ["Tweezers"],
      plants: ["Java Moss"],
    };
    const created = createGuide(admin, guideFormSchema.parse(values));
    if (!created.ok) throw new Error(created.message);
    const shown = await home();
    expect(shown.guides.map((guide) => guide.title)).toEqual(["Aaa Beginner Bowl", ...automatic.slice(1)]);
    expect(shown.figures.guides).toBe(13);
    featureItem(admin, "aquascape", created.guide.id);
    deleteGuide(admin, created.guide.id);
    const after = await home();
    expect(after.guides.map((guide) => guide.title)).toEqual(automatic);
    expect(after.figures.guides).toBe(12);
    const listed = listFeatured(admin);
    expect(listed.ok && listed.sections.find((section) => section.kind === "aquascape")?.featured).toEqual([]);
  });

  test("a video added to the library takes its place in the video section and the figures", async () => {
    expect((await home()).videos).toEqual({ featured: null, others: [] });
    libraryVideo("planned", "2024-03-01");
    expect((await home()).videos).toEqual({ featured: null, others: [] });
    expect((await home()).figures.videos).toBe(0);
    const first = libraryVideo("first", "2024-01-01", "https://videos.example.com/first.mp4");
    expect((await home()).videos.featured?.id).toBe(first);
    const second = libraryVideo("second", "2024-02-01", "https://videos.example.com/second.mp4");
    // A recommended channel's page shows, but it is not a tutorial video: the figure counts the two that play.
    const channel = libraryVideo("channel", "2023-01-01", "https://www.youtube.com/@SomeChannel");
    const after = await home();
    expect([after.videos.featured?.id, ...after.videos.others.map((video) => video.id)]).toEqual([second, first, channel]);
    expect(after.figures.videos).toBe(2);
  });

  test("a fish an admin adds shows and counts; deleted while featured, it leaves the section to the automatic choice", async () => {
    const before = await home();
    const values = { name: "Aardvark Tetra", scientificName: "Probus homei", imageUrl: "/images/fish-illustration.svg" };
    const created = createFishProfile(
      admin,
      fishFormSchema.parse({ ...values, difficulty: "Beginner", temperament: "Peaceful", diet: "Omnivore" }),
    );
    if (!created.ok) throw new Error(created.message);
    const shown = await home();
    expect(shown.figures.species).toBe(before.figures.species + 1);
    featureItem(admin, "fish", created.fish.id);
    expect((await home()).featuredFish[0].name).toBe("Aardvark Tetra");
    await deleteFishProfile(admin, created.fish.id);
    const after = await home();
    expect(after.figures.species).toBe(before.figures.species);
    expect(after.featuredFish).toEqual(before.featuredFish);
  });
});
