import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { collectionEntries, fish as fishTable, tankFish } from "../../db/schema";
import { seedReferenceData } from "../../db/seed/seed";
import { toastOf } from "../support/fish";
import { madeTankFor } from "../support/tanks";
import { createUser, request, respond } from "../support/factories";
import { listFishPage } from "~/models/fish-list.server";
import { placeFish } from "~/models/tank-fish.server";
import { previewPlacement, speciesFittingTank } from "~/models/tank-preview.server";
import { updateTank } from "~/models/tank.server";
import { action as fishAction, headers as fishHeaders, loader as fishLoader } from "~/routes/fish.$fishId/route";
import { headers as listHeaders, loader as listLoader } from "~/routes/fish._index";
import { getDb } from "~/services/db.server";
import { MEMBER_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

// The real species: the verdicts below are the checker's on the species files, not on made-up fish.
beforeAll(() => {
  seedReferenceData(getDb(), DRAWING_ADDRESSES);
});

function speciesId(name: string): number {
  const row = getDb().select({ id: fishTable.id }).from(fishTable).where(eq(fishTable.name, name)).get();
  if (!row) throw new Error(`No species called ${name}`);
  return row.id;
}

function tankOf(
  userId: string,
  size: { lengthCm: number; widthCm: number; heightCm: number } = { lengthCm: 60, widthCm: 30, heightCm: 36 },
  name = `Tank ${Math.random().toString(36).slice(2, 7)}`,
) {
  return madeTankFor(userId, { name, ...size, volumeL: (size.lengthCm * size.widthCm * size.heightCm * 0.85) / 1000, planted: true });
}

function stock(userId: string, tankId: number, fishes: [name: string, count: number, sex?: "male" | "female"][]) {
  for (const [name, count, sex] of fishes) {
    const placed = placeFish(userId, tankId, { fishId: speciesId(name), count, sex: sex ?? null });
    if (!placed.ok) throw new Error(placed.message);
  }
}

const rowsOf = (tankId: number) => getDb().select().from(tankFish).where(eq(tankFish.tankId, tankId)).all();

async function fishPage(fishId: number, search = "", userId?: string) {
  return respond(async () =>
    fishLoader({ request: await request(`/fish/${fishId}${search}`, { userId }), params: { fishId: String(fishId) }, context: {} }),
  );
}

/** The page's Cache-Control as Remix would send it: the loader's, through the route's headers export. */
function pageCacheControl(response: Response, headersFn: typeof fishHeaders) {
  const headers = new Headers(
    headersFn({
      loaderHeaders: response.headers,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    } as never),
  );
  return headers.get("Cache-Control");
}

async function postToFish(fishId: number, fields: Record<string, string | number>, userId?: string) {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return respond(async () =>
    fishAction({
      request: await request(`/fish/${fishId}`, { method: "POST", body, userId }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

type AddToTank = {
  tanks: { id: number; name: string }[];
  chosen: { tankId: number | null; count: number; sex: string | null };
  preview:
    | {
        ok: true;
        preview: {
          verdict: string;
          verdictNow: string;
          count: number;
          tank: { name: string; volumeL: number };
          fish: { name: string };
          findings: { rule: string; severity: string; message: string; fishIds: number[] }[];
        };
      }
    | { ok: false; message: string }
    | null;
};

describe("checking first, on the fish page", () => {
  test("a member sees the verdict of adding the fish, and nothing is written", async () => {
    const member = createUser();
    const tank = tankOf(member.id, undefined, "Living room");
    stock(member.id, tank.id, [["Betta", 1, "male"]]);
    const tigerBarb = speciesId("Tiger Barb");
    const before = rowsOf(tank.id);

    const response = await fishPage(tigerBarb, `?tank=${tank.id}&count=6&sex=`, member.id);
    expect(response.status).toBe(200);
    expect(pageCacheControl(response, fishHeaders)).toBe(MEMBER_CACHE_CONTROL);
    const { addToTank } = (await response.json()) as { addToTank: AddToTank };
    expect(addToTank.tanks).toEqual([{ id: tank.id, name: "Living room" }]);
    expect(addToTank.chosen).toEqual({ tankId: tank.id, count: 6, sex: null });
    if (!addToTank.preview?.ok) throw new Error("expected a preview");
    const { preview } = addToTank.preview;
    expect(preview).toMatchObject({
      verdict: "wont-work",
      verdictNow: "fine",
      count: 6,
      tank: { name: "Living room" },
      fish: { name: "Tiger Barb" },
    });
    // The fin-nipper with a Betta: the finding names both, and every finding shown is about the Tiger Barb.
    const nipping = preview.findings.find((finding) => finding.rule === "fin-nipping");
    expect(nipping).toMatchObject({ severity: "wont-work", fishIds: expect.arrayContaining([tigerBarb, speciesId("Betta")]) });
    for (const finding of preview.findings) {
      expect(["wont-work", "caution"]).toContain(finding.severity);
      expect(finding.fishIds).toContain(tigerBarb);
    }

    // Nothing changed: the tank's rows, and the member's collection.
    expect(rowsOf(tank.id)).toEqual(before);
    const owned = getDb()
      .select()
      .from(collectionEntries)
      .where(and(eq(collectionEntries.userId, member.id), eq(collectionEntries.fishId, tigerBarb)))
      .all();
    expect(owned).toEqual([]);
  });

  test("a peaceful fish with the same Betta is not a won't-work", async () => {
    const member = createUser();
    // 30 × 12 × 18 in, the browser tests' tank.
    const tank = tankOf(member.id, { lengthCm: 76.2, widthCm: 30.48, heightCm: 45.72 });
    stock(member.id, tank.id, [["Betta", 1, "male"]]);
    const result = previewPlacement(member, tank.id, speciesId("Bronze Corydoras"), 6, null);
    if (!result.ok) throw new Error(result.message);
    expect(["fine", "caution"]).toContain(result.preview.verdict);
  });

  test("the form starts at the first tank and the fish's smallest group; another member's tank is not found", async () => {
    const member = createUser();
    const other = createUser();
    tankOf(member.id);
    const theirs = tankOf(other.id, undefined, "Their secret tank");
    const neon = speciesId("Neon Tetra");

    const plain = (await (await fishPage(neon, "", member.id)).json()) as { addToTank: AddToTank };
    // The neon's smallest group, 7.
    expect(plain.addToTank.chosen).toMatchObject({ count: 7, sex: null });
    expect(plain.addToTank.preview).toBeNull();

    const refused = (await (await fishPage(neon, `?tank=${theirs.id}&count=6`, member.id)).json()) as { addToTank: AddToTank };
    expect(refused.addToTank.preview).toEqual({ ok: false, message: "Tank not found." });
    expect(JSON.stringify(refused)).not.toContain("Their secret tank");
    const badCount = (await (await fishPage(neon, `?tank=${plain.addToTank.tanks[0].id}&count=0`, member.id)).json()) as {
      addToTank: AddToTank;
    };
    expect(badCount.addToTank.preview).toMatchObject({ ok: false, message: expect.stringMatching(/whole number/) });
  });

  test("a member without tanks gets the form's empty state; a visitor with ?tank= gets the visitors' page", async () => {
    const member = createUser();
    const owner = createUser();
    const tank = tankOf(owner.id);
    const neon = speciesId("Neon Tetra");

    const none = (await (await fishPage(neon, "", member.id)).json()) as { addToTank: AddToTank };
    expect(none.addToTank).toEqual({ tanks: [], chosen: { tankId: null, count: 7, sex: null }, preview: null });

    const visitor = await fishPage(neon, `?tank=${tank.id}&count=6`);
    expect(visitor.status).toBe(200);
    expect(pageCacheControl(visitor, fishHeaders)).toBe(VISITOR_CACHE_CONTROL);
    const body = (await visitor.json()) as { addToTank: unknown };
    expect(body.addToTank).toBeNull();
    const normal = (await (await fishPage(neon)).json()) as Record<string, unknown>;
    expect(body).toEqual(normal);
  });
});

describe("adding to a tank from the fish page", () => {
  test("the owner's tank gets the fish (and the collection), and the page comes back with a toast", async () => {
    resetRateLimits();
    const member = createUser();
    const tank = tankOf(member.id, undefined, "Kitchen");
    const cory = speciesId("Bronze Corydoras");

    const answer = await postToFish(cory, { intent: "add-to-tank", tank: tank.id, count: 6, sex: "" }, member.id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/fish/${cory}`);
    expect(await toastOf(answer)).toMatchObject({
      title: "Added to tank",
      description: "Bronze Corydoras added to Kitchen (6 there now).",
    });
    expect(rowsOf(tank.id)).toEqual([expect.objectContaining({ fishId: cory, count: 6, sex: null })]);
    const owned = getDb()
      .select()
      .from(collectionEntries)
      .where(
        and(eq(collectionEntries.userId, member.id), eq(collectionEntries.fishId, cory), eq(collectionEntries.collectionType, "owned")),
      )
      .all();
    expect(owned).toHaveLength(1);
  });

  test("another member's tank is refused with a toast, a bad count too, and nothing is written", async () => {
    resetRateLimits();
    const owner = createUser();
    const other = createUser();
    const tank = tankOf(owner.id);
    const cory = speciesId("Bronze Corydoras");

    const refused = await postToFish(cory, { intent: "add-to-tank", tank: tank.id, count: 6 }, other.id);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(`/fish/${cory}`);
    expect(await toastOf(refused)).toMatchObject({ title: "Not changed", description: "Tank not found.", variant: "destructive" });
    const badCount = await postToFish(cory, { intent: "add-to-tank", tank: tank.id, count: "many" }, owner.id);
    expect(await toastOf(badCount)).toMatchObject({ title: "Not changed", description: expect.stringMatching(/whole number/) });
    const noTank = await postToFish(cory, { intent: "add-to-tank", count: 6 }, owner.id);
    expect(await toastOf(noTank)).toMatchObject({ title: "Not changed", description: "Please choose a tank." });
    expect(rowsOf(tank.id)).toEqual([]);
  });

  test("a visitor is sent to sign in and back to the fish", async () => {
    resetRateLimits();
    const owner = createUser();
    const tank = tankOf(owner.id);
    const cory = speciesId("Bronze Corydoras");
    const answer = await postToFish(cory, { intent: "add-to-tank", tank: tank.id, count: 6 });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(`/fish/${cory}`)}`);
    expect(rowsOf(tank.id)).toEqual([]);
  });
});

type ListBody = {
  fish: { id: number; name: string }[];
  matches: number;
  care: { values: Record<string, string>; params: [string, string][] };
  tanks: { id: number; name: string }[];
  fitsTank: { id: number; name: string } | null;
};

async function fishList(search: string, userId?: string) {
  const response = await respond(async () => listLoader({ request: await request(`/fish${search}`, { userId }), params: {}, context: {} }));
  return { response, body: (await response.json()) as ListBody };
}

describe("/fish?fits=", () => {
  test("keeps the species the member's tank could take: a fish its Oscar would eat is left out", async () => {
    const member = createUser();
    const tank = tankOf(member.id, { lengthCm: 180, widthCm: 60, heightCm: 60 }, "Big tank");
    stock(member.id, tank.id, [["Oscar", 1]]);
    const neon = speciesId("Neon Tetra");
    // The checker's own reason for leaving it out.
    const eaten = previewPlacement(member, tank.id, neon, 6, null);
    if (!eaten.ok) throw new Error(eaten.message);
    expect(eaten.preview.findings).toContainEqual(expect.objectContaining({ rule: "predation", severity: "wont-work" }));

    const { response, body } = await fishList(`?fits=${tank.id}&page=1`, member.id);
    expect(pageCacheControl(response, listHeaders)).toBe(MEMBER_CACHE_CONTROL);
    expect(body.fitsTank).toEqual({ id: tank.id, name: "Big tank" });
    expect(body.tanks).toEqual([{ id: tank.id, name: "Big tank" }]);
    const fitting = speciesFittingTank(member, tank.id)!.fishIds;
    expect(body.matches).toBe(fitting.size);
    expect(fitting.has(neon)).toBe(false);
    expect(fitting.has(speciesId("Oscar"))).toBe(true);
    expect(body.matches).toBeGreaterThan(0);
    expect(body.matches).toBeLessThan(getDb().select().from(fishTable).all().length);
    // The filter stays in the chip and page links.
    expect(body.care.params).toContainEqual(["fits", String(tank.id)]);
  });

  test("combines with a chip and a search, and only ever with the member's own tank", async () => {
    const member = createUser();
    const other = createUser();
    const tank = tankOf(member.id, { lengthCm: 80, widthCm: 35, heightCm: 40 });
    stock(member.id, tank.id, [["Betta", 1, "male"]]);
    const theirs = tankOf(other.id);
    const fitting = speciesFittingTank(member, tank.id)!.fishIds;

    const schooling = listFishPage({ filter: "schooling", pageSize: 1000 });
    const both = (await fishList(`?filter=schooling&fits=${tank.id}`, member.id)).body;
    expect(both.matches).toBeGreaterThan(0);
    expect(both.matches).toBeLessThan(schooling.matches);
    const schoolingIds = new Set(schooling.fish.map((entry) => entry.id));
    for (const entry of both.fish) {
      expect(fitting.has(entry.id)).toBe(true);
      expect(schoolingIds.has(entry.id)).toBe(true);
    }
    expect(both.fish.map((entry) => entry.name)).not.toContain("Tiger Barb");
    const searched = (await fishList(`?q=tetra&fits=${tank.id}`, member.id)).body;
    expect(searched.fish.every((entry) => fitting.has(entry.id))).toBe(true);

    // Someone else's tank, an unknown id, or a visitor: the list as if no `fits` were given, and links without it.
    const all = (await fishList("", member.id)).body;
    for (const [search, userId] of [
      [`?fits=${theirs.id}`, member.id],
      ["?fits=99999999", member.id],
      [`?fits=${tank.id}`, undefined],
    ] as const) {
      const { body } = await fishList(search, userId);
      expect(body.fitsTank).toBeNull();
      expect(body.matches).toBe(all.matches);
      expect(body.care.params).toEqual([]);
    }
    expect((await fishList(`?fits=${tank.id}`)).body.tanks).toEqual([]);
  });

  test("the answer kept for paging follows every change to the tank, its fish and the species", () => {
    const member = createUser();
    const tank = tankOf(member.id, { lengthCm: 180, widthCm: 60, heightCm: 60 });
    const neon = speciesId("Neon Tetra");
    const oscar = speciesId("Oscar");
    expect(speciesFittingTank(member, tank.id)!.fishIds.has(neon)).toBe(true);

    // A new fish: the Oscar would eat the neons.
    stock(member.id, tank.id, [["Oscar", 1]]);
    expect(speciesFittingTank(member, tank.id)!.fishIds.has(neon)).toBe(false);

    // The tank itself: 60 cm is far too short for an Oscar to join.
    const small = tankOf(member.id);
    expect(speciesFittingTank(member, small.id)!.fishIds.has(oscar)).toBe(false);
    const { id: _id, fish: _fish, createdAt: _created, updatedAt: _updated, ...input } = small;
    const grown = updateTank(member.id, small.id, { ...input, lengthCm: 200, widthCm: 70, heightCm: 60, volumeL: 714 });
    if (!grown.ok) throw new Error(grown.message);
    expect(speciesFittingTank(member, small.id)!.fishIds.has(oscar)).toBe(true);

    // A species edited by an admin: an Oscar said to grow to 150 cm no longer fits a 180 cm tank.
    expect(speciesFittingTank(member, tank.id)!.fishIds.has(oscar)).toBe(true);
    getDb().run(sql`update fish set max_size_in = 60, facts = json_set(facts, '$.adultLengthCm', 150) where id = ${oscar}`);
    expect(speciesFittingTank(member, tank.id)!.fishIds.has(oscar)).toBe(false);
  });

  // How quickly is measured by `npm run bench` (the /fish?fits= row, as this member's page).
  test("judges every species against a tank of five species", () => {
    const member = createUser();
    const tank = tankOf(member.id, { lengthCm: 120, widthCm: 45, heightCm: 50 });
    stock(member.id, tank.id, [
      ["Neon Tetra", 10],
      ["Bronze Corydoras", 6],
      ["Harlequin Rasbora", 8],
      ["Bristlenose Pleco", 1],
      ["Dwarf Gourami", 1, "male"],
    ]);
    const species = getDb().select().from(fishTable).all().length;
    expect(species).toBeGreaterThan(250);
    const fitting = speciesFittingTank(member, tank.id)!;
    // Most of the list fits a well-stocked 4-foot tank, but not every species (the big and the aggressive do not).
    expect(fitting.fishIds.size).toBeGreaterThan(species / 3);
    expect(fitting.fishIds.size).toBeLessThan(species);
  });
});
