import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { notInArray } from "drizzle-orm";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fish as fishTable } from "../../db/schema";
import { defaultSpeciesDir, loadSpecies, seedReferenceData } from "../../db/seed/seed";
import { createUser, request, respond } from "../support/factories";
import { FISH_PAGE_SIZE } from "~/domain/search/fish-list-pages";
import { SPECIES_FACT_KEYS } from "~/domain/species-facts";
import { listFishPage } from "~/models/fish-list.server";
import { action as apiFishAction, loader as apiFishLoader } from "~/routes/api.fish._index";
import FishDatabase, { headers as fishHeaders, loader as fishLoader } from "~/routes/fish._index";
import { action as searchIndexAction, loader as searchIndexLoader } from "~/routes/fish.search-index";
import { getDb } from "~/services/db.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

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
  "zebra-pleco",
];

const CARD_FIELDS = ["id", "name", "scientificName", "imageUrl", "difficulty", "temperament", "maxSizeIn", "minTankSizeGal"].sort();

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
  // The checker's facts beside the fish's fields, null where unknown.
  ...SPECIES_FACT_KEYS,
].sort();

let speciesDir: string;

beforeAll(() => {
  speciesDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-fish-list-"));
  for (const slug of SPECIES) fs.copyFileSync(path.join(defaultSpeciesDir(), `${slug}.json`), path.join(speciesDir, `${slug}.json`));
  seedReferenceData(getDb(), DRAWING_ADDRESSES, { speciesDir });
});

afterAll(() => fs.rmSync(speciesDir, { recursive: true, force: true }));

type FishPage = {
  fish: Array<Record<string, unknown> & { id: number; name: string; match?: { field: string; text: string } }>;
  q: string;
  filter: string;
  total: number;
  matches: number;
  page: number;
  pages: number;
  suggestions: string[];
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
    expect(body).toMatchObject({ q: "", filter: "all", matches: SPECIES.length, page: 1, pages: 1, suggestions: [] });
  });

  test("the loader's payload is small: about 200 bytes a species", async () => {
    const { body } = await fishPage("/fish");
    const bytes = JSON.stringify(body.fish).length;
    expect(bytes / body.fish.length).toBeLessThan(260);
  });

  test("filter=bottom-dwellers lists the catfish and the loach", async () => {
    const { body } = await fishPage("/fish?filter=bottom-dwellers");
    expect(names(body)).toEqual(["Bristlenose Pleco", "Bronze Corydoras", "Kuhli Loach", "Zebra Pleco"]);
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

  test("q searches name and scientific name in any case; equal matches stay in name order", async () => {
    expect(names((await fishPage("/fish?q=PARACHEIRODON")).body)).toEqual(["Cardinal Tetra", "Neon Tetra"]);
    expect(names((await fishPage("/fish?q=tetra")).body)).toEqual(["Cardinal Tetra", "Neon Tetra"]);
    expect(names((await fishPage("/fish?q=%20%20danio%20")).body)).toEqual(["Zebra Danio"]);
  });

  test("q ranks the best match first: the whole name, then its start, then a word of it", async () => {
    expect(names((await fishPage("/fish?q=neon%20tetra")).body)[0]).toBe("Neon Tetra");
    expect(names((await fishPage("/fish?q=zebra")).body)).toEqual(["Zebra Danio", "Zebra Pleco"]);
    expect(names((await fishPage("/fish?q=angel%20fish")).body)).toEqual(["Angelfish"]);
    expect(names((await fishPage("/fish?q=Pl%C3%A9co")).body)).toEqual(["Bristlenose Pleco", "Zebra Pleco"]);
  });

  test("q forgives typos", async () => {
    expect(names((await fishPage("/fish?q=neone%20tetra")).body)[0]).toBe("Neon Tetra");
    expect(names((await fishPage("/fish?q=bettta")).body)[0]).toBe("Betta");
    expect(names((await fishPage("/fish?q=corydorus")).body)[0]).toBe("Bronze Corydoras");
    expect(names((await fishPage("/fish?q=kuhly")).body)[0]).toBe("Kuhli Loach");
    expect(names((await fishPage("/fish?q=harlequin%20rasbra")).body)).toEqual(["Harlequin Rasbora"]);
  });

  test("q finds a species under an older scientific name, and the card says so", async () => {
    const { body } = await fishPage("/fish?q=Corydoras%20aeneus");
    expect(names(body)).toEqual(["Bronze Corydoras"]);
    expect(body.fish[0]!.match).toEqual({ field: "synonym", text: "Corydoras aeneus" });
    expect(names((await fishPage("/fish?q=puntius")).body)).toEqual(["Cherry Barb"]);
    // Found under its own names: nothing to explain.
    expect((await fishPage("/fish?q=neon")).body.fish[0]).not.toHaveProperty("match");
  });

  test("q finds a pleco by its trade code, however the code is typed", async () => {
    for (const typed of ["L46", "L%20046", "L-046", "l046"]) {
      const { body } = await fishPage(`/fish?q=${typed}`);
      expect(names(body), typed).toEqual(["Zebra Pleco"]);
      expect(body.fish[0]!.match).toEqual({ field: "tradeCode", text: "L046" });
    }
  });

  test("q and filter combine, and a search with no match is an empty list", async () => {
    expect(names((await fishPage("/fish?q=tetra&filter=beginner-friendly")).body)).toEqual(["Neon Tetra"]);
    const { body } = await fishPage("/fish?q=shark");
    expect(body.fish).toEqual([]);
    expect(body.q).toBe("shark");
  });

  test("a search that matches nothing suggests the closest names; a chip that hides matches does not", async () => {
    const { body } = await fishPage("/fish?q=neonn%20tetrra%20fish");
    expect(body.fish).toEqual([]);
    expect(body.suggestions[0]).toBe("Neon Tetra");
    expect((await fishPage("/fish?q=qqqzzz")).body.suggestions).toEqual([]);
    const hidden = await fishPage("/fish?q=tetra&filter=bottom-dwellers");
    expect(hidden.body).toMatchObject({ fish: [], matches: 0, suggestions: [] });
  });

  test("?page= past the end, or not a number, shows a page that exists", async () => {
    expect((await fishPage("/fish?page=7")).body).toMatchObject({ page: 1, pages: 1, matches: SPECIES.length });
    expect((await fishPage("/fish?page=abc")).body.fish).toHaveLength(SPECIES.length);
  });

  test("pages keep the ranking and together hold every match once", () => {
    const all = listFishPage({ q: "a", pageSize: 100 }).fish.map((f) => f.id);
    const pages = listFishPage({ q: "a", pageSize: 4 }).pages;
    expect(pages).toBe(Math.ceil(all.length / 4));
    const paged = Array.from({ length: pages }, (_, i) => listFishPage({ q: "a", pageSize: 4, page: i + 1 }).fish.map((f) => f.id)).flat();
    expect(paged).toEqual(all);
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
    const passed = new Headers(
      fishHeaders({ loaderHeaders, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }),
    );
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
  test("every seeded species with every field of a fish and nothing internal", async () => {
    const response = await respond(async () => apiFishLoader({ request: await request("/api/fish") }));
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
      minTankSize: 14,
      maxSize: 1.5,
      schoolingFish: true,
      minPh: 5,
      maxPh: 7,
    });
    expect(Array.isArray(neon.compatibleWith)).toBe(true);
    expect(neon.incompatibleWith).toContain("large cichlids");
    expect(neon.careRequirements).toMatchObject({ schoolSize: expect.any(String) });
    expect(typeof neon.id).toBe("number");
  });

  test("?q= answers the matching species, ranked as /fish ranks them, with every field", async () => {
    const search = async (q: string) => {
      const response = await respond(async () => apiFishLoader({ request: await request(`/api/fish?q=${q}`) }));
      expect(response.status).toBe(200);
      return (await response.json()) as Array<Record<string, unknown> & { name: string }>;
    };
    const neon = await search("neone%20tetra");
    expect(neon[0]!.name).toBe("Neon Tetra");
    for (const entry of neon) expect(Object.keys(entry).sort()).toEqual(API_FIELDS);
    expect((await search("L-046")).map((f) => f.name)).toEqual(["Zebra Pleco"]);
    expect((await search("tetra")).map((f) => f.name)).toEqual((await fishPage("/fish?q=tetra")).body.fish.map((f) => f.name));
    expect(await search("qqqzzz")).toEqual([]);
  });

  test("a species found under an older scientific name says which", async () => {
    const response = await respond(async () => apiFishLoader({ request: await request("/api/fish?q=corydoras%20aeneus") }));
    const [cory, ...rest] = (await response.json()) as Array<Record<string, unknown>>;
    expect(rest).toEqual([]);
    expect(cory).toMatchObject({ name: "Bronze Corydoras", scientificName: "Osteogaster aenea", matchedSynonym: "Corydoras aeneus" });
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
  test("the slim list live search ranks: id, name, scientific name, image, and any synonyms and trade codes", async () => {
    const response = await respond(() => searchIndexLoader());
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(SPECIES.length);
    for (const entry of list) {
      expect(["id", "imageUrl", "name", "scientificName", "synonyms", "tradeCodes"]).toEqual(expect.arrayContaining(Object.keys(entry)));
    }
    expect(list.find((f) => f.name === "Bronze Corydoras")).toMatchObject({ synonyms: expect.arrayContaining(["Corydoras aeneus"]) });
    expect(list.find((f) => f.name === "Betta")).not.toHaveProperty("synonyms");
    expect(list.find((f) => f.name === "Zebra Pleco")).toMatchObject({ tradeCodes: ["L046"] });
    expect(list.find((f) => f.name === "Betta")).not.toHaveProperty("tradeCodes");
  });

  test("is read-only", async () => {
    const response = await respond(async () => searchIndexAction({ request: await request("/fish/search-index", { method: "POST" }) }));
    expect(response.status).toBe(405);
  });
});

/** Server markup of the page given its loader data, inside a data router (its links and forms need one). */
async function render(url: string, data: object) {
  const handler = createStaticHandler([{ id: "page", path: "/fish", loader: () => data, Component: FishDatabase }]);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  return renderToStaticMarkup(
    h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }),
  );
}

describe("/fish with every reference species", () => {
  // Seeds every species file for this block only, and removes what it added, so the rest of the file keeps its set.
  test("the first page stays light, and page links reach every species without JavaScript", async () => {
    seedReferenceData(getDb(), DRAWING_ADDRESSES);
    try {
      const all = loadSpecies();
      expect(all.length).toBeGreaterThanOrEqual(257);
      const first = await fishPage("/fish");
      expect(first.body).toMatchObject({ total: all.length, matches: all.length, page: 1, pages: Math.ceil(all.length / FISH_PAGE_SIZE) });
      expect(first.body.fish).toHaveLength(FISH_PAGE_SIZE);

      // The page's own markup and its data; the document around it (head, header, footer, scripts) adds about
      // 10 KB, and the browser test checks the whole document under 100 KB.
      const html = await render("/fish", first.body);
      const bytes = Buffer.byteLength(html) + Buffer.byteLength(JSON.stringify(first.body));
      expect(bytes).toBeLessThan(85_000);
      expect(html).toContain('aria-label="Fish list pages"');
      expect(html).toContain('href="/fish?page=2"');

      // Following the pages from the first reaches every species exactly once.
      const seen: string[] = [];
      for (let page = 1; page <= first.body.pages; page++) {
        const { body } = await fishPage(page === 1 ? "/fish" : `/fish?page=${page}`);
        expect(body.page).toBe(page);
        seen.push(...names(body));
        if (page < first.body.pages) expect(await render(`/fish?page=${page}`, body)).toContain(`href="/fish?page=${page + 1}"`);
      }
      expect(seen.sort()).toEqual(all.map((s) => s.name).sort());

      // A search keeps its words and its chip in the page links.
      const schooling = await fishPage("/fish?q=a&filter=schooling");
      expect(schooling.body.pages).toBeGreaterThan(1);
      expect(await render("/fish?q=a&filter=schooling", schooling.body)).toContain('href="/fish?q=a&amp;filter=schooling&amp;page=2"');

      // The misspellings of the issue, on the full list.
      for (const [q, expected] of [
        ["neone tetra", "Neon Tetra"],
        ["corydorus", "Bronze Corydoras"],
        ["bettta", "Betta"],
        ["angel fish", "Angelfish"],
        ["plecostomus", "Common Pleco"],
        ["kuhli", "Kuhli Loach"],
      ]) {
        expect(names((await fishPage(`/fish?q=${encodeURIComponent(q!)}`)).body)[0], q).toBe(expected);
      }
      const cory = await fishPage("/fish?q=corydoras%20aeneus");
      expect(await render("/fish?q=corydoras%20aeneus", cory.body)).toContain(
        "Bronze Corydoras<span>, formerly <i>Corydoras aeneus</i></span>",
      );
    } finally {
      getDb().delete(fishTable).where(notInArray(fishTable.slug, SPECIES)).run();
    }
  });
});

describe("/fish care-value filters", () => {
  const seeded = () => loadSpecies(speciesDir);

  test("a temperature and a tank volume in the link's units keep exactly the species that fit both", async () => {
    // 27 °C is 80.6 °F; 80 L is 21.1 US gallons.
    const expected = seeded()
      .filter((s) => s.minTemperatureF <= 80.6 && s.maxTemperatureF >= 80.6 && s.minTankSizeGal <= 80 / 3.785411784)
      .map((s) => s.name)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(SPECIES.length);
    const { body } = await fishPage("/fish?temp=27&tank=80&units=metric");
    expect(names(body).sort()).toEqual(expected);
    expect(body.matches).toBe(expected.length);
    // The same numbers in °F and US gallons mean the same fish.
    const { body: us } = await fishPage("/fish?temp=80.6&tank=21.13&units=us");
    expect(names(us).sort()).toEqual(expected);
    for (const card of body.fish) expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
  });

  test("without units in the link, the numbers are in the reader's own", async () => {
    const { body: visitor } = await fishPage("/fish?size=2");
    const metricReader = createUser({ unitSystem: "metric", hardnessUnit: "dgh" });
    const { body: member } = await fishPage("/fish?size=5", metricReader.id);
    // 2 inches and 5 cm (1.97 in) differ only for a fish between them.
    const inches = seeded()
      .filter((s) => s.maxSizeIn <= 2)
      .map((s) => s.name)
      .sort();
    const centimetres = seeded()
      .filter((s) => s.maxSizeIn <= 5 / 2.54)
      .map((s) => s.name)
      .sort();
    expect(names(visitor).sort()).toEqual(inches);
    expect(names(member).sort()).toEqual(centimetres);
  });

  test("the filters combine with the search and the chip, and their links keep them", async () => {
    const { body } = await fishPage("/fish?q=tetra&filter=schooling&temp=25&units=metric");
    const expected = seeded()
      .filter((s) => /tetra/i.test(s.name) && s.schoolingFish && s.minTemperatureF <= 77 && s.maxTemperatureF >= 77)
      .map((s) => s.name)
      .sort();
    expect(names(body).sort()).toEqual(expected);
    const html = await render("/fish?q=tetra&filter=schooling&temp=25&units=metric", body);
    // A chip keeps the search and the water filter, with the units it is in.
    expect(html).toContain('href="/fish?q=tetra&amp;filter=peaceful&amp;temp=25&amp;units=metric&amp;hardness=dgh"');
  });

  test("an empty result names the filter that excluded the most and links to the list without it", async () => {
    const { body } = await fishPage("/fish?temp=10&zone=bottom&units=metric");
    expect(body.matches).toBe(0);
    const result = body as unknown as { excludedMost: { key: string; wouldShow: number } | null; dropHref: string | null };
    expect(result.excludedMost?.key).toBe("temp");
    expect(result.dropHref).toBe("/fish?zone=bottom&units=metric&hardness=dgh");
  });

  test("GET /api/fish takes the same filters, in the API's own units unless the link names others", async () => {
    const api = async (query: string) =>
      ((await (await respond(async () => apiFishLoader({ request: await request(`/api/fish${query}`) }))).json()) as { name: string }[])
        .map((f) => f.name)
        .sort();
    const expected = seeded()
      .filter((s) => s.minTankSizeGal <= 20)
      .map((s) => s.name)
      .sort();
    expect(await api("?tank=20")).toEqual(expected);
    // 76 L is 20.08 US gallons.
    expect(await api("?tank=76&units=metric")).toEqual(expected);
    expect(await api("?tank=not-a-number")).toHaveLength(SPECIES.length);
  });
});
