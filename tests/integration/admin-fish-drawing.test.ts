import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { fish } from "../../db/schema";
import { createUser, request, respond } from "../support/factories";
import { action as apiCreateAction } from "~/routes/api.admin.fish._index";
import { action as apiChangeAction } from "~/routes/api.admin.fish.$fishId";
import { action as editAction } from "~/routes/admin.fish.$fishId.edit";
import { action as newAction } from "~/routes/admin.fish.new";
import { loader as drawingLoader } from "~/routes/illustrations.fish.$slug";
import { getDb } from "~/services/db.server";
import { DEFAULT_DRAWING_COLORS, drawingShapeFor } from "~/domain/fish-form-rules";

const admin = createUser({ isAdmin: true });

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    name: "Drawn Danio",
    scientificName: "Danio pictus",
    imageUrl: "",
    difficulty: "Beginner",
    temperament: "Peaceful",
    diet: "Omnivore",
    "illustration.shape": "torpedo",
    "illustration.pattern": "stripe",
    "illustration.colors.body": "#c0c8d0",
    "illustration.colors.accent": "#1f4e79",
    "illustration.colors.fins": "#e0e6ea",
    ...fields,
  });

async function post(fn: typeof newAction, url: string, body: URLSearchParams, params: Record<string, string> = {}) {
  return respond(async () => fn({ request: await request(url, { method: "POST", body, userId: admin.id }), params, context: {} }));
}

const byName = (name: string) => getDb().select().from(fish).where(eq(fish.name, name)).get();

async function drawingOf(imageUrl: string) {
  const slug = decodeURIComponent(new URL(imageUrl, "http://localhost").pathname.split("/").pop()!);
  return respond(async () => drawingLoader({ request: await request(imageUrl), params: { slug }, context: {} }));
}

describe("a species an admin creates gets a drawing like the seeded ones", () => {
  test("with no image URL, its image is its own drawing, served at its slug", async () => {
    const response = await post(newAction, "/admin/fish/new", form({}));
    expect(response.status).toBe(302);
    const created = byName("Drawn Danio")!;
    expect(created.slug).toBe("drawn-danio");
    expect(created.illustration).toEqual({
      shape: "torpedo",
      pattern: "stripe",
      colors: { body: "#c0c8d0", accent: "#1f4e79", fins: "#e0e6ea" },
    });
    expect(created.imageUrl).toMatch(/^\/illustrations\/fish\/drawn-danio\?v=[0-9a-z]+$/);
    const svg = await drawingOf(created.imageUrl);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await svg.text()).toContain("Drawn Danio");
  });

  test("changing the colours changes the drawing's address, so no cache shows the old one", async () => {
    await post(newAction, "/admin/fish/new", form({ name: "Recoloured Rasbora" }));
    const before = byName("Recoloured Rasbora")!;
    const response = await post(
      editAction,
      `/admin/fish/${before.id}/edit`,
      form({ name: "Recoloured Rasbora", imageUrl: before.imageUrl, "illustration.colors.body": "#d08040" }),
      { fishId: String(before.id) },
    );
    expect(response.status).toBe(302);
    const after = byName("Recoloured Rasbora")!;
    expect(after.illustration?.colors.body).toBe("#d08040");
    expect(after.imageUrl).not.toBe(before.imageUrl);
    expect(after.imageUrl.startsWith("/illustrations/fish/recoloured-rasbora?v=")).toBe(true);
  });

  test("an image URL wins over the drawing; with neither, every missing field is named at once", async () => {
    await post(newAction, "/admin/fish/new", form({ name: "Photographed Pleco", imageUrl: "/images/fish-illustration.svg" }));
    expect(byName("Photographed Pleco")?.imageUrl).toBe("/images/fish-illustration.svg");

    const response = await post(newAction, "/admin/fish/new", form({ name: "", "illustration.shape": "" }));
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(result.error.name).toEqual(["Name is required"]);
    expect(result.error.imageUrl).toEqual(["Image URL is required"]);
  });

  test("a colour that is not #rrggbb is refused beside its field", async () => {
    const response = await post(newAction, "/admin/fish/new", form({ name: "Badly Coloured", "illustration.colors.fins": "red" }));
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(result.error["illustration.colors.fins"]).toEqual(["a colour as #rrggbb"]);
    expect(byName("Badly Coloured")).toBeUndefined();
  });
});

/** The required fields only: no image address and no drawing fields at all. */
const bare = (name: string, extra: Record<string, string> = {}) => ({
  name,
  scientificName: "Probus nudus",
  difficulty: "Beginner",
  temperament: "Peaceful",
  diet: "Omnivore",
  ...extra,
});

async function api(method: "POST" | "PUT", body: unknown, fishId?: number) {
  const url = fishId === undefined ? "/api/admin/fish" : `/api/admin/fish/${fishId}`;
  return respond(async () => {
    const req = await request(url, { method, json: body, userId: admin.id });
    return fishId === undefined
      ? apiCreateAction({ request: req, params: {}, context: {} })
      : apiChangeAction({ request: req, params: { fishId: String(fishId) }, context: {} });
  });
}

describe("a new species is drawn by default", () => {
  test("posted from a form with no drawing fields, it gets an outline for its type and serves an SVG", async () => {
    const response = await post(newAction, "/admin/fish/new", new URLSearchParams(bare("Plain Oscar", { fishType: "Cichlid" })));
    expect(response.status).toBe(302);
    const created = byName("Plain Oscar")!;
    expect(created.illustration).toEqual({ shape: "cichlid", pattern: "plain", colors: DEFAULT_DRAWING_COLORS });
    expect(created.imageUrl).toMatch(/^\/illustrations\/fish\/plain-oscar\?v=[0-9a-z]+$/);
    const svg = await drawingOf(created.imageUrl);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await svg.text()).toContain("Plain Oscar");
  });

  test("through the API with no drawing, it gets one too; with an image address that address stays its image", async () => {
    const drawn = await api("POST", bare("Api Danio", { fishType: "Schooling" }));
    expect(drawn.status).toBe(201);
    const created = byName("Api Danio")!;
    expect(created.illustration?.shape).toBe("torpedo");
    expect((await drawingOf(created.imageUrl)).headers.get("Content-Type")).toContain("image/svg+xml");

    await api("POST", bare("Photographed Puffer", { imageUrl: "/images/puffer.jpg" }));
    const photographed = byName("Photographed Puffer")!;
    expect(photographed.imageUrl).toBe("/images/puffer.jpg");
    expect(photographed.illustration?.shape).toBe("puffer");
  });

  test("the form's Automatic outline fits the type and keeps the colours chosen", async () => {
    await post(newAction, "/admin/fish/new", form({ name: "Auto Corydoras", fishType: "Catfish", "illustration.shape": "auto" }));
    expect(byName("Auto Corydoras")?.illustration).toEqual({
      shape: "corydoras",
      pattern: "stripe",
      colors: { body: "#c0c8d0", accent: "#1f4e79", fins: "#e0e6ea" },
    });
  });

  test("an edit that says nothing of the drawing keeps it; an explicit null with a photo removes it", async () => {
    await api("POST", bare("Kept Killifish"));
    const before = byName("Kept Killifish")!;
    expect((await api("PUT", { ...bare("Kept Killifish"), description: "Edited." }, before.id)).status).toBe(200);
    expect(byName("Kept Killifish")).toMatchObject({ illustration: before.illustration, imageUrl: before.imageUrl });

    const photo = "/images/killi.jpg";
    await api("PUT", { ...bare("Kept Killifish"), imageUrl: photo, illustration: null }, before.id);
    expect(byName("Kept Killifish")).toMatchObject({ illustration: null, imageUrl: photo });
  });

  test("the outline is taken from the name first, then the type, else a slim torpedo", () => {
    expect(drawingShapeFor({ name: "Bala Shark", fishType: "Schooling" })).toBe("shark");
    expect(drawingShapeFor({ name: "Angelfish", fishType: "Cichlid" })).toBe("angelfish");
    expect(drawingShapeFor({ name: "Kuhli Loach", fishType: "Bottom Dweller" })).toBe("eel");
    expect(drawingShapeFor({ name: "Honey Gourami", fishType: "" })).toBe("gourami");
    expect(drawingShapeFor({ name: "Mystery Fish", fishType: "Labyrinth" })).toBe("gourami");
    expect(drawingShapeFor({ name: "Mystery Fish", fishType: "" })).toBe("torpedo");
  });
});
