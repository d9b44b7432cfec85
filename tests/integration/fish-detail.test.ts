import { SPECIES_FACT_KEYS, type SpeciesSource } from "~/domain/species-facts";
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { discussionComments, fish } from "../../db/schema";
import { createFish } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { getFishDetail, resolveSpeciesLinks } from "~/models/fish.server";
import { loader as apiFish, action as apiFishAction } from "~/routes/api.fish.$fishId";
import { loader as pageLoader } from "~/routes/fish.$fishId/route";
import { getDb } from "~/services/db.server";

async function loadPage(fishId: string | number, userId?: string, search = "") {
  return respond(async () =>
    pageLoader({ request: await request(`/fish/${fishId}${search}`, { userId }), params: { fishId: String(fishId) }, context: {} }),
  );
}

async function getApiFish(fishId: string) {
  return respond(async () => apiFish({ request: await request(`/api/fish/${fishId}`), params: { fishId }, context: {} }));
}

const BAD_IDS = ["abc", "-1", "0", "01", "1e3", "1.5", "99999999", "9007199254740993", "999999999999999999999999", " 1", ""];

describe("the fish page loader", () => {
  test.each(BAD_IDS)("id %j is a 404, never a 500", async (id) => {
    const response = await loadPage(id);
    expect(response.status).toBe(404);
  });

  test("shows the profile with the fields the page shows", async () => {
    const neon = createFish({ name: "Loader Neon", scientificName: "Paracheirodon testus", lifespan: "5-8 years" });
    const response = await loadPage(neon.id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.fish).toMatchObject({
      id: neon.id,
      name: "Loader Neon",
      scientificName: "Paracheirodon testus",
      difficulty: "Beginner",
      temperament: "Peaceful",
      lifespan: "5-8 years",
      minTemperatureF: 70,
      maxTemperatureF: 79,
      minPh: 6,
      maxPh: 7,
      maxSizeIn: 1.5,
      minTankSizeGal: 10,
      diet: "Omnivore",
      schoolingFish: true,
    });
    // Nothing the page does not show.
    expect(body.fish).not.toHaveProperty("slug");
    expect(body.fish).not.toHaveProperty("synonyms");
    expect(body.fish).not.toHaveProperty("careRequirements");
    expect(body.signedIn).toBe(false);
    expect(body.savedType).toBeNull();
    expect(body.selectedType).toBe("liked");
    // Its minimum tank is for its group: nothing is added for further fish.
    expect(body.fish.furtherFishTankGal).toBeNull();
  });

  test("a goldfish's minimum tank is the first fish's, and the page gets what each further fish adds", async () => {
    const oranda = createFish({ name: "Loader Oranda", fishType: "Goldfish", minTankSizeGal: 20 });
    const body = await (await loadPage(oranda.id)).json();
    expect(body.fish).toMatchObject({ minTankSizeGal: 20, furtherFishTankGal: 10 });
  });

  test("compatibility names that are species link to them, whatever their letter case; groups resolve", async () => {
    const partner = createFish({ name: "Linked Rasbora" });
    const enemy = createFish({ name: "Linked Angelfish" });
    const subject = createFish({
      name: "Linked Tetra",
      compatibleWith: ["linked rasbora", "Peaceful community fish"],
      incompatibleWith: ["LINKED ANGELFISH ", "large cichlids", "Linked Tetra"],
    });
    const body = await (await loadPage(subject.id)).json();
    expect(body.fish.compatibleWith).toEqual([
      { name: "linked rasbora", fishId: partner.id },
      // A group in any letter case is the group, with what it means and the species it stands for.
      expect.objectContaining({ group: "peaceful community fish", description: expect.stringMatching(/^Peaceful fish/) }),
    ]);
    expect(body.fish.incompatibleWith).toEqual([
      { name: "LINKED ANGELFISH ", fishId: enemy.id },
      expect.objectContaining({ group: "large cichlids", species: [], more: 0, moreHref: null }),
      // Its own name is not a link to itself.
      { name: "Linked Tetra", fishId: null },
    ]);
    // The fish is never in a group of its own lists.
    const community = body.fish.compatibleWith[1].species.map((member: { fishId: number }) => member.fishId);
    expect(community).toContain(partner.id);
    expect(community).not.toContain(subject.id);
  });

  test("a group in Avoid With lists the species its rule selects, by name, with links", async () => {
    const oscar = createFish({
      name: "Group Oscar",
      fishType: "Cichlid",
      temperament: "Semi-Aggressive",
      maxSizeIn: 12,
      diet: "Carnivore",
      schoolingFish: false,
      facts: { adultLengthCm: 35, lengthType: "SL", piscivore: true },
      incompatibleWith: ["small fish", "Large Cichlids", "shrimp"],
    });
    const neon = createFish({ name: "Group Neon", maxSizeIn: 1.5 });
    const ember = createFish({ name: "Group Ember", facts: { adultLengthCm: 2, lengthType: "SL" } });
    const dempsey = createFish({
      name: "Group Dempsey",
      fishType: "Cichlid",
      temperament: "Aggressive",
      maxSizeIn: 10,
      facts: { adultLengthCm: 20, lengthType: "SL" },
    });
    const kribensis = createFish({ name: "Group Kribensis", fishType: "Cichlid", temperament: "Semi-Aggressive", maxSizeIn: 4 });
    createFish({ name: "Group Pleco", maxSizeIn: 16 });
    const cherry = createFish({ name: "Group Cherry Shrimp", fishType: "Shrimp", maxSizeIn: 1.5 });
    createFish({ name: "Group Nerite", fishType: "Snail", maxSizeIn: 1 });

    const body = await (await loadPage(oscar.id)).json();
    const [smallFish, largeCichlids, shrimp] = body.fish.incompatibleWith;
    expect(smallFish).toMatchObject({ group: "small fish", description: expect.stringContaining("swallow") });
    // Sorted by name; the fish itself and fish too big to swallow are not listed.
    const small = smallFish.species.map((member: { name: string }) => member.name);
    expect(small).toEqual([...small].sort((a, b) => a.localeCompare(b, "en")));
    expect(smallFish.species).toEqual(
      expect.arrayContaining([
        { name: "Group Ember", fishId: ember.id },
        { name: "Group Neon", fishId: neon.id },
      ]),
    );
    expect(small).not.toContain("Group Pleco");
    expect(small).not.toContain("Group Oscar");
    expect(largeCichlids).toMatchObject({ group: "large cichlids", species: [{ name: "Group Dempsey", fishId: dempsey.id }] });
    expect(JSON.stringify(largeCichlids)).not.toContain(kribensis.name);
    // The shrimp group holds the species of the Shrimp type (not the snail), with its description.
    expect(shrimp).toMatchObject({
      group: "shrimp",
      species: [{ name: "Group Cherry Shrimp", fishId: cherry.id }],
      description: expect.stringContaining("shrimp"),
    });
  });

  test("a long group shows its first species, the count of the rest, and the /fish list when one lists exactly it", async () => {
    const bullies = Array.from({ length: 14 }, (_, index) =>
      createFish({ name: `Capped Bully ${String(index).padStart(2, "0")}`, temperament: "Aggressive" }),
    );
    const subject = createFish({ name: "Capped Victim", incompatibleWith: ["aggressive fish"] });
    const [group] = (await (await loadPage(subject.id)).json()).fish.incompatibleWith;
    const aggressive = getDb().select({ id: fish.id }).from(fish).where(eq(fish.temperament, "Aggressive")).all();
    expect(group.species).toHaveLength(12);
    expect(group.more).toBe(aggressive.length - 12);
    expect(group.moreHref).toBe("/fish?filter=aggressive");
    expect(group.species[0]).toEqual({ name: "Capped Bully 00", fishId: bullies[0]!.id });
    // The page ships only what it shows: no profile fields of the members.
    expect(Object.keys(group.species[0]).sort()).toEqual(["fishId", "name"]);
  });

  test("care requirements are listed only when present, with their labels, in order", async () => {
    const subject = createFish({
      careRequirements: {
        breeding: "Egg scatterer",
        feeding: "Flakes",
        plantedTank: "Dense plants",
        heating: "  ",
        tankHeight: "Tall tank",
      },
    });
    const body = await (await loadPage(subject.id)).json();
    expect(body.fish.care).toEqual([
      { key: "feeding", label: "Feeding", value: "Flakes" },
      { key: "plantedTank", label: "Environment", value: "Dense plants" },
      { key: "tankHeight", label: "Tank Requirements", value: "Tall tank" },
      { key: "breeding", label: "Breeding", value: "Egg scatterer" },
    ]);
    expect(body.fish.diet).toBe("Omnivore");

    const bare = createFish({ careRequirements: {} });
    expect((await (await loadPage(bare.id)).json()).fish.care).toEqual([]);
  });

  test("a visitor's page may be shared; a member's is private", async () => {
    const subject = createFish();
    expect((await loadPage(subject.id)).headers.get("Cache-Control")).toMatch(/public/);
    const member = createUser();
    expect((await loadPage(subject.id, member.id)).headers.get("Cache-Control")).toMatch(/private/);
  });

  test("the chosen collection comes from ?collection, defaulting to liked", async () => {
    const subject = createFish();
    const member = createUser();
    expect((await (await loadPage(subject.id, member.id, "?collection=owned")).json()).selectedType).toBe("owned");
    expect((await (await loadPage(subject.id, member.id, "?collection=bogus")).json()).selectedType).toBe("liked");
  });

  test("comments come newest first with the discussion names; only the member's own are theirs to delete", async () => {
    const subject = createFish();
    const author = createUser({ username: "reef_keeper", profileImageUrl: "https://example.com/a.png" });
    const other = createUser({ username: null, firstName: "Mara", lastName: "Lind" });
    const db = getDb();
    // Posted three and two hours before the page is asked for, which the page words as the server sees it.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    const [older, newer] = [hoursAgo(3), hoursAgo(2)];
    const first = db
      .insert(discussionComments)
      .values({ fishId: subject.id, userId: author.id, content: "Older", createdAt: older })
      .returning()
      .get();
    const second = db
      .insert(discussionComments)
      .values({ fishId: subject.id, userId: other.id, content: "Newer", createdAt: newer })
      .returning()
      .get();

    const asAuthor = await (await loadPage(subject.id, author.id)).json();
    expect(asAuthor.comments).toEqual([
      {
        id: second.id,
        content: "Newer",
        createdAt: newer,
        timeAgo: "about 2 hours ago",
        own: false,
        author: { name: "Mara Lind", initials: "ML", imageUrl: null },
      },
      {
        id: first.id,
        content: "Older",
        createdAt: older,
        timeAgo: "about 3 hours ago",
        own: true,
        author: { name: "reef_keeper", initials: "RE", imageUrl: "https://example.com/a.png" },
      },
    ]);
    // No member ids leave the server.
    expect(JSON.stringify(asAuthor.comments)).not.toContain(author.id);

    // The no-JavaScript confirmation step opens only on the member's own comment.
    expect((await (await loadPage(subject.id, author.id, `?confirmDelete=${first.id}`)).json()).confirmDeleteId).toBe(first.id);
    expect((await (await loadPage(subject.id, author.id, `?confirmDelete=${second.id}`)).json()).confirmDeleteId).toBeNull();
    expect((await (await loadPage(subject.id, undefined, `?confirmDelete=${first.id}`)).json()).confirmDeleteId).toBeNull();
    expect((await (await loadPage(subject.id, author.id, "?confirmDelete=abc")).json()).confirmDeleteId).toBeNull();
  });
});

describe("resolveSpeciesLinks", () => {
  test("an empty list needs no query", () => {
    expect(resolveSpeciesLinks([])).toEqual([]);
  });
  test("getFishDetail is undefined for a missing fish", () => {
    expect(getFishDetail(987654321)).toBeUndefined();
  });
});

describe("GET /api/fish/{id}", () => {
  test("answers every field of a fish and nothing else", async () => {
    const subject = createFish({
      name: "Api Guppy",
      compatibleWith: ["Api Platy"],
      incompatibleWith: ["Fin nippers"],
      careRequirements: { feeding: "Flakes" },
      schoolingFish: false,
    });
    const response = await getApiFish(String(subject.id));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
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
        "sources",
        ...SPECIES_FACT_KEYS,
      ].sort(),
    );
    // Facts nobody stated are unknown, not false or zero; a species nobody cited has no sources.
    for (const key of SPECIES_FACT_KEYS) expect(body[key]).toBeNull();
    expect(body.sources).toEqual([]);
    expect(body).toMatchObject({
      id: subject.id,
      name: "Api Guppy",
      schoolingFish: false,
      compatibleWith: ["Api Platy"],
      incompatibleWith: ["Fin nippers"],
      careRequirements: { feeding: "Flakes" },
    });
  });

  test("answers the references a species rests on, each with the facts it supports, as the page shows them", async () => {
    const sources: SpeciesSource[] = [
      {
        title: "SeriouslyFish: Testus citatus",
        url: "https://www.seriouslyfish.com/species/testus-citatus/",
        facts: ["adultLengthCm", "temperature"],
      },
      { title: "FishBase: Testus citatus", url: "https://www.fishbase.se/summary/Testus-citatus.html", facts: ["ph", "maxSize"] },
    ];
    const subject = createFish({ name: "Cited Fish" });
    getDb()
      .update(fish)
      .set({ sources, facts: { adultLengthCm: 3, lengthType: "TL" } })
      .where(eq(fish.id, subject.id))
      .run();
    const body = await (await getApiFish(String(subject.id))).json();
    expect(body.sources).toEqual(sources);
    const page = await (await loadPage(subject.id)).json();
    expect(page.fish.sources).toEqual(sources);
  });

  test("gives the page the notes on where the references differ, and leaves the JSON API's fields as documented", async () => {
    const factNotes = { temperature: "SeriouslyFish 22-26 °C; FishBase 24-28 °C: the medians of their bounds are kept." };
    const subject = createFish({ name: "Noted Fish" });
    getDb().update(fish).set({ factNotes }).where(eq(fish.id, subject.id)).run();
    const page = await (await loadPage(subject.id)).json();
    expect(page.fish.factNotes).toEqual(factNotes);
    const body = await (await getApiFish(String(subject.id))).json();
    expect(body).not.toHaveProperty("factNotes");
  });

  test.each(BAD_IDS.filter((id) => id !== ""))("id %j is a JSON 404", async (id) => {
    const response = await getApiFish(id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Fish not found" });
  });

  test("other methods are 405", async () => {
    const subject = createFish();
    const response = await respond(async () =>
      apiFishAction({
        request: await request(`/api/fish/${subject.id}`, { method: "DELETE" }),
        params: { fishId: String(subject.id) },
        context: {},
      }),
    );
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method DELETE not allowed" });
  });
});
