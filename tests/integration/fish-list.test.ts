import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultSpeciesDir, seedReferenceData } from "../../db/seed/seed";
import { createUser, request, respond } from "../support/factories";
import { action as apiFishAction, loader as apiFishLoader } from "~/routes/api.fish._index";
import { headers as fishHeaders, loader as fishLoader } from "~/routes/fish._index";
import { action as searchIndexAction, loader as searchIndexLoader } from "~/routes/fish.search-index";
import { getDb } from "~/services/db.server";

// A fixed set of the real species files, so the assertions hold while more species are added to the folder.
const SPECIES = [
  "angelfish",
  "betta",
  "bristlenose-pleco",
  "bronze-corydoras",
  "cardinal-tetra",
  "cherry-barb",
  "dwarf-gourami",
  "guppy",
  "harlequin-rasbora",
  "kuhli-loach",
  "neon-tetra",
  "zebra-danio",
];

const CARD_FIELDS = ["id", "name", "scientificName", "imageUrl", "difficulty", "temperament", "maxSize", "minTankSize"].sort();

const API_FIELDS = [
  "id",
  "name",
  "scientificName",
  "imageUrl",
  "difficulty",
  "temperament",
  "fishType",
  "minTankSize",
  "maxSize",
  "minTemperature",
  "maxTemperature",
  "minPh",
  "maxPh",
  "lifespan",
  "diet",
  "schoolingFish",
  "compatibleWith",
  "incompatibleWith",
  "description",
  "careRequirements",
].sort();

let speciesDir: string;

beforeAll(() => {
  speciesDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-fish-list-"));
  for (const slug of SPECIES) fs.copyFileSync(path.join(defaultSpeciesDir(), `${slug}.json`), path.join(speciesDir, `${slug}.json`));
  seedReferenceData(getDb(), { speciesDir });
});

afterAll(() => fs.rmSync(speciesDir, { recursive: true, force: true }));

type FishPage = {
  fish: Array<Record<string, unknown> & { name: string }>;
  q: string;
  filter: string;
  total: number;
};

async function fishPage(url: string, userId?: string) {
  const response = await respond(async () => fishLoader({ request: await request(url, { userId }), params: {}, context: {} }));
  return { response, body: (await response.json()) as FishPage };
}

const names = (body: FishPage) => body.fish.map((f) => f.name);

describe("/fish", () => {
  test("lists every species by name with only the fields its cards show", async () => {
    const { response, body } = await fishPage("/fish");
    expect(response.status).toBe(200);
    expect(body.total).toBe(SPECIES.length);
    expect(body.fish).toHaveLength(SPECIES.length);
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.localeCompare(b)));
    expect(names(body)).toEqual(expect.arrayContaining(["Neon Tetra", "Bronze Corydoras", "Angelfish"]));
    for (const card of body.fish) expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    expect(body).toMatchObject({ q: "", filter: "all" });
  });

  test("the loader's payload is small: about 200 bytes a species", async () => {
    const { body } = await fishPage("/fish");
    const bytes = JSON.stringify(body.fish).length;
    expect(bytes / body.fish.length).toBeLessThan(260);
  });

  test("filter=bottom-dwellers lists the catfish and the loach", async () => {
    const { body } = await fishPage("/fish?filter=bottom-dwellers");
    expect(names(body)).toEqual(["Bristlenose Pleco", "Bronze Corydoras", "Kuhli Loach"]);
    expect(body.filter).toBe("bottom-dwellers");
  });

  test("every chip filters on the server", async () => {
    expect(names((await fishPage("/fish?filter=semi-aggressive")).body)).toEqual(["Angelfish", "Betta"]);
    expect(names((await fishPage("/fish?filter=schooling")).body)).toEqual([
      "Bronze Corydoras",
      "Cardinal Tetra",
      "Cherry Barb",
      "Harlequin Rasbora",
      "Kuhli Loach",
      "Neon Tetra",
      "Zebra Danio",
    ]);
    expect(names((await fishPage("/fish?filter=aggressive")).body)).toEqual([]);
    const peaceful = names((await fishPage("/fish?filter=peaceful")).body);
    expect(peaceful).toContain("Neon Tetra");
    expect(peaceful).not.toContain("Angelfish");
    const beginner = names((await fishPage("/fish?filter=beginner-friendly")).body);
    expect(beginner).toContain("Guppy");
    expect(beginner).not.toContain("Cardinal Tetra");
    expect(beginner).not.toContain("Angelfish");
  });

  test("an unknown filter is all", async () => {
    const { body } = await fishPage("/fish?filter=sharks");
    expect(body.filter).toBe("all");
    expect(body.fish).toHaveLength(SPECIES.length);
  });

  test("q searches name and scientific name in any case", async () => {
    expect(names((await fishPage("/fish?q=PARACHEIRODON")).body)).toEqual(["Cardinal Tetra", "Neon Tetra"]);
    expect(names((await fishPage("/fish?q=tetra")).body)).toEqual(["Cardinal Tetra", "Neon Tetra"]);
    expect(names((await fishPage("/fish?q=%20%20danio%20")).body)).toEqual(["Zebra Danio"]);
  });

  test("q finds a species under an older scientific name", async () => {
    expect(names((await fishPage("/fish?q=Corydoras%20aeneus")).body)).toEqual(["Bronze Corydoras"]);
    expect(names((await fishPage("/fish?q=puntius")).body)).toEqual(["Cherry Barb"]);
  });

  test("q and filter combine, and a search with no match is an empty list", async () => {
    expect(names((await fishPage("/fish?q=tetra&filter=beginner-friendly")).body)).toEqual(["Neon Tetra"]);
    const { body } = await fishPage("/fish?q=shark");
    expect(body.fish).toEqual([]);
    expect(body.q).toBe("shark");
  });

  test("a very long query is cut, never an error", async () => {
    const { response, body } = await fishPage(`/fish?q=${"a".repeat(500)}`);
    expect(response.status).toBe(200);
    expect(body.q).toHaveLength(100);
  });

  test("visitors may be served from a cache; a member's page is private", async () => {
    const visitor = await fishPage("/fish");
    expect(visitor.response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(visitor.response.headers.get("Vary")).toBe("Cookie");
    const member = createUser();
    const signedIn = await fishPage("/fish", member.id);
    expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("the document passes the loader's caching through, unless a cookie is being set", () => {
    const loaderHeaders = new Headers({ "Cache-Control": "public, max-age=60", Vary: "Cookie" });
    const passed = new Headers(fishHeaders({ loaderHeaders, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }));
    expect(passed.get("Cache-Control")).toBe("public, max-age=60");
    expect(passed.get("Vary")).toBe("Cookie");
    const withCookie = new Headers(
      fishHeaders({
        loaderHeaders,
        parentHeaders: new Headers({ "Set-Cookie": "__shoal_session=x" }),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(withCookie.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("GET /api/fish", () => {
  test("every seeded species with every Fish field of the spec and nothing internal", async () => {
    const response = await respond(() => apiFishLoader());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(SPECIES.length);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(API_FIELDS);
    const neon = list.find((f) => f.name === "Neon Tetra")!;
    expect(neon).toMatchObject({
      scientificName: "Paracheirodon innesi",
      difficulty: "Beginner",
      temperament: "Peaceful",
      fishType: "Schooling",
      minTankSize: 10,
      maxSize: 1.5,
      schoolingFish: true,
      minPh: 6,
      maxPh: 7,
    });
    expect(Array.isArray(neon.compatibleWith)).toBe(true);
    expect(neon.incompatibleWith).toContain("Angelfish");
    expect(neon.careRequirements).toMatchObject({ schoolSize: expect.any(String) });
    expect(typeof neon.id).toBe("number");
  });

  test("other methods answer 405 with the JSON error shape", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await respond(async () => apiFishAction({ request: await request("/api/fish", { method }) }));
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      expect(await response.json()).toEqual({ message: `Method ${method} not allowed` });
    }
  });
});

describe("GET /fish/search-index", () => {
  test("the slim list live search filters: id, name, scientific name, image and any synonyms", async () => {
    const response = await respond(() => searchIndexLoader());
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(SPECIES.length);
    for (const entry of list) {
      expect(["id", "imageUrl", "name", "scientificName", "synonyms"]).toEqual(expect.arrayContaining(Object.keys(entry)));
    }
    expect(list.find((f) => f.name === "Bronze Corydoras")).toMatchObject({ synonyms: expect.arrayContaining(["Corydoras aeneus"]) });
    expect(list.find((f) => f.name === "Betta")).not.toHaveProperty("synonyms");
  });

  test("is read-only", async () => {
    const response = await respond(async () => searchIndexAction({ request: await request("/fish/search-index", { method: "POST" }) }));
    expect(response.status).toBe(405);
  });
});
