import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { aquascapes, plants } from "../../db/schema";
import { seedAquascapes } from "../../db/seed/aquascapes";
import { defaultPlantsDir, seedPlants } from "../../db/seed/plants";
import { createUser, request, respond } from "../support/factories";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { listPlantsPage } from "~/models/plant.server";
import { action as apiPlantAction, loader as apiPlantLoader } from "~/routes/api.plants.$plantId";
import { action as apiListAction, loader as apiListLoader } from "~/routes/api.plants._index";
import { loader as guideLoader } from "~/routes/aquascaping.$aquascapeId";
import { loader as drawingLoader } from "~/routes/illustrations.plants.$slug";
import { loader as plantLoader } from "~/routes/plants.$plantId/route";
import { loader as listLoader } from "~/routes/plants._index";
import { getDb } from "~/services/db.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";

/** The plant list, a plant's page, their JSON twins, the drawings and the guides' links, against real files. */

const fileCount = fs.readdirSync(defaultPlantsDir()).filter((file) => file.endsWith(".json")).length;
const idOf = (slug: string) => getDb().select({ id: plants.id }).from(plants).where(eq(plants.slug, slug)).get()!.id;

beforeAll(() => {
  seedPlants(getDb(), DRAWING_ADDRESSES);
  seedAquascapes(getDb(), DRAWING_ADDRESSES);
});

type Card = { id: number; name: string; light: string; match?: { field: string; text: string } };
type ListPage = { plants: Card[]; matches: number; total: number; page: number; pages: number; suggestions: string[]; q: string };

async function listPage(url: string, init: { userId?: string; headers?: HeadersInit } = {}) {
  const response = await respond(async () => listLoader({ request: await request(url, init), params: {}, context: {} }));
  return { response, body: (await response.json()) as ListPage };
}

const names = (body: { plants: { name: string }[] }) => body.plants.map((plant) => plant.name);

describe("the plant list's model", () => {
  test("filters by light, CO2, placement, difficulty and a temperature in °C", () => {
    const all = listPlantsPage({ pageSize: 500 }).plants;
    expect(all).toHaveLength(fileCount);
    const low = listPlantsPage({ filters: { light: "low" }, pageSize: 500 }).plants;
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((plant) => plant.light === "low")).toBe(true);
    expect(names({ plants: low })).toEqual(expect.arrayContaining(["Java Fern", "Java Moss", "Anubias Nana"]));
    expect(names(listPlantsPage({ filters: { co2: "needed" }, pageSize: 500 }))).toEqual(expect.arrayContaining(["Monte Carlo"]));
    expect(names(listPlantsPage({ filters: { co2: "needed" }, pageSize: 500 }))).not.toContain("Java Fern");
    const floating = names(listPlantsPage({ filters: { placement: "floating" }, pageSize: 500 }));
    expect(floating).toEqual(expect.arrayContaining(["Duckweed", "Hornwort"]));
    expect(floating).not.toContain("Java Fern");
    expect(names(listPlantsPage({ filters: { difficulty: "demanding" }, pageSize: 500 }))).not.toContain("Java Moss");
    // The Java Fern grows from 20 to 28 °C.
    expect(names(listPlantsPage({ filters: { tempC: 27 }, pageSize: 500 }))).toContain("Java Fern");
    expect(names(listPlantsPage({ filters: { tempC: 31 }, pageSize: 500 }))).not.toContain("Java Fern");
  });

  test("searches as the fish list does: typos forgiven, synonyms counted as other names", () => {
    expect(names(listPlantsPage({ q: "java fren" }))[0]).toBe("Java Fern");
    expect(names(listPlantsPage({ q: "microsorum" }))[0]).toBe("Java Fern");
    const coontail = listPlantsPage({ q: "coontail" }).plants[0];
    expect(coontail).toMatchObject({ name: "Hornwort", match: { field: "otherName", text: "Coontail" } });
    const none = listPlantsPage({ q: "hornwart zzz" });
    expect(none.matches).toBe(0);
    expect(listPlantsPage({ q: "hornwartt" }).plants.map((plant) => plant.name)).toContain("Hornwort");
  });

  test("cuts the list into pages, the last page for one asked past the end", () => {
    const first = listPlantsPage({ pageSize: 10 });
    expect(first).toMatchObject({ page: 1, pages: Math.ceil(fileCount / 10), matches: fileCount, total: fileCount });
    expect(first.plants).toHaveLength(10);
    const last = listPlantsPage({ pageSize: 10, page: 99 });
    expect(last.page).toBe(first.pages);
    expect(names(first)).not.toContain(last.plants[0].name);
  });
});

describe("/plants", () => {
  test("lists every plant by name with only what a card shows, shared with visitors for a minute", async () => {
    const { response, body } = await listPage("/plants");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_DATA_CACHE_CONTROL);
    expect(body.total).toBe(fileCount);
    expect(Object.keys(body.plants[0]).sort()).toEqual(["co2", "difficulty", "id", "imageUrl", "light", "name", "scientificName", "type"]);
    const member = createUser();
    expect((await listPage("/plants", { userId: member.id })).response.headers.get("Cache-Control")).toBe(MEMBER_CACHE_CONTROL);
  });

  test("reads the search and filters from the address, the temperature in the link's or the reader's scale", async () => {
    const found = await listPage("/plants?q=jav+fern&light=low");
    expect(found.body.plants[0].name).toBe("Java Fern");
    // 81 °F is 27 °C: inside the Java Fern's range; 88 °F (31 °C) is not.
    expect(names((await listPage("/plants?q=java&temp=81&units=us")).body)).toContain("Java Fern");
    expect(names((await listPage("/plants?q=java&temp=88&units=us")).body)).not.toContain("Java Fern");
    const reader = await listPage("/plants?q=java&temp=88", { headers: { Cookie: "shoal_units=us.dgh" } });
    expect(names(reader.body)).not.toContain("Java Fern");
    const empty = await listPage("/plants?q=qqqzzzxx");
    expect(empty.body).toMatchObject({ matches: 0, plants: [] });
  });
});

describe("/plants/{id}", () => {
  test("shows the whole plant with its notes and sources", async () => {
    const response = await respond(async () =>
      plantLoader({ request: await request(`/plants/${idOf("java-fern")}`), params: { plantId: String(idOf("java-fern")) }, context: {} }),
    );
    expect(response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    const { plant } = (await response.json()) as { plant: Record<string, unknown> & { sources: { title: string; facts: string[] }[] } };
    expect(plant).toMatchObject({ name: "Java Fern", scientificName: "Microsorum pteropus", type: "rhizome", maxHeightCm: 30 });
    expect(plant.factNotes).toHaveProperty("ph");
    expect(plant.sources[0]).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https?:/), facts: expect.any(Array) });
    expect(plant).not.toHaveProperty("slug");
  });

  test("an id that is no plant is the 404 page", async () => {
    for (const plantId of ["999999", "abc", "0"]) {
      const response = await respond(async () =>
        plantLoader({ request: await request(`/plants/${plantId}`), params: { plantId }, context: {} }),
      );
      expect(response.status).toBe(404);
    }
  });
});

describe("GET /api/plants", () => {
  const api = async (url: string) => respond(async () => apiListLoader({ request: await request(url) }));

  test("answers a page of plants with the list's filters and paging", async () => {
    const response = await api("/api/plants");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_DATA_CACHE_CONTROL);
    const body = (await response.json()) as { plants: Record<string, unknown>[]; page: number; pages: number; total: number };
    expect(body).toMatchObject({ page: 1, pages: Math.ceil(fileCount / 50), total: fileCount });
    expect(body.plants).toHaveLength(Math.min(50, fileCount));
    expect(Object.keys(body.plants[0])).toEqual(
      expect.arrayContaining(["synonyms", "placement", "minTemperatureC", "maxHeightCm", "care"]),
    );
    expect(body.plants[0]).not.toHaveProperty("sources");

    const low = (await (await api("/api/plants?light=low&limit=2&page=2")).json()) as {
      plants: { light: string }[];
      page: number;
      pages: number;
    };
    expect(low.page).toBe(2);
    expect(low.plants.length).toBeLessThanOrEqual(2);
    expect(low.plants.every((plant) => plant.light === "low")).toBe(true);
    const past = (await (await api("/api/plants?page=50")).json()) as { plants: unknown[] };
    expect(past.plants).toEqual([]);
    const synonym = (await (await api("/api/plants?q=coontail")).json()) as { plants: { name: string; matchedName?: string }[] };
    expect(synonym.plants[0]).toMatchObject({ name: "Hornwort", matchedName: "Coontail" });
  });

  test("refuses a bad page or limit, and every write", async () => {
    for (const query of ["limit=0", "limit=101", "page=0", "page=x"]) {
      const response = await api(`/api/plants?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    const post = await respond(async () =>
      apiListAction({ request: await request("/api/plants", { method: "POST" }), params: {}, context: {} }),
    );
    expect(post.status).toBe(405);
  });
});

describe("GET /api/plants/{id}", () => {
  test("answers the plant with its sources, and 404 JSON for no plant", async () => {
    const id = String(idOf("java-moss"));
    const found = await respond(async () =>
      apiPlantLoader({ request: await request(`/api/plants/${id}`), params: { plantId: id }, context: {} }),
    );
    const plant = (await found.json()) as { name: string; sources: { title: string; url: string; facts: string[] }[] };
    expect(plant.name).toBe("Java Moss");
    expect(plant.sources.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(plant.sources[0]).sort()).toEqual(["facts", "title", "url"]);

    const missing = await respond(async () =>
      apiPlantLoader({ request: await request("/api/plants/999999"), params: { plantId: "999999" }, context: {} }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Plant not found" });
    const put = await respond(async () =>
      apiPlantAction({ request: await request(`/api/plants/${id}`, { method: "PUT" }), params: { plantId: id }, context: {} }),
    );
    expect(put.status).toBe(405);
  });
});

describe("the drawings", () => {
  test("each plant's picture is its drawing, served as SVG; an unknown slug is 404", async () => {
    const imageUrl = getDb().select({ imageUrl: plants.imageUrl }).from(plants).where(eq(plants.slug, "marimo")).get()!.imageUrl;
    const svg = await drawingLoader({ request: await request(imageUrl), params: { slug: "marimo" }, context: {} });
    expect(svg.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    const text = await svg.text();
    expect(text).toContain('<title id="t">Marimo Moss Ball</title>');
    expect(text.length).toBeLessThan(8000);
    const missing = await drawingLoader({ request: await request("/illustrations/plants/nope"), params: { slug: "nope" }, context: {} });
    expect(missing.status).toBe(404);
  });
});

describe("the aquascaping guides", () => {
  test("link each plant they name, in their list and their advice, to its page", async () => {
    const guide = getDb().select({ id: aquascapes.id }).from(aquascapes).where(eq(aquascapes.slug, "jungle")).get()!;
    const response = await respond(async () =>
      guideLoader({ request: await request(`/aquascaping/${guide.id}`), params: { aquascapeId: String(guide.id) }, context: {} }),
    );
    const { linked } = (await response.json()) as {
      linked: { description: { text: string; plantId?: number }[]; plants: { name: string; plantId: number | null }[] };
    };
    const fern = idOf("java-fern");
    expect(linked.plants).toContainEqual({ name: "Microsorum pteropus (Java fern)", plantId: fern });
    // "Anubias barteri var. nana" is the Anubias Nana, not the Anubias Barteri.
    expect(linked.plants).toContainEqual({ name: "Anubias barteri var. nana", plantId: idOf("anubias-nana") });
    expect(linked.plants.find((plant) => plant.name === "Nymphaea lotus")?.plantId ?? null).toBeNull();
    const links = linked.description.filter((segment) => segment.plantId);
    expect(links.map((segment) => segment.plantId)).toContain(fern);
    // Each plant is linked once, at its first mention.
    expect(new Set(links.map((segment) => segment.plantId)).size).toBe(links.length);
    expect(linked.description.map((segment) => segment.text).join("")).toContain("Java fern");
  });
});
