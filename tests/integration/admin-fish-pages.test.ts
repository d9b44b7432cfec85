import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { fish } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { addComment } from "~/models/discussion.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.fish.$fishId.delete";
import { action as editAction, loader as editLoader } from "~/routes/admin.fish.$fishId.edit";
import { loader as listLoader } from "~/routes/admin.fish._index";
import { action as newAction } from "~/routes/admin.fish.new";
import { getDb } from "~/services/db.server";

const admin = createUser({ isAdmin: true });

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    name: "Form Danio",
    scientificName: "Danio formalis",
    imageUrl: "/images/fish-illustration.svg",
    difficulty: "Beginner",
    temperament: "Peaceful",
    diet: "Omnivore",
    minTankSize: "ten",
    maxSize: "2.5",
    compatibleWith: "Neon Tetra\nCherry Barb",
    "careRequirements.feeding": "Flakes",
    ...fields,
  });

async function post(fn: typeof newAction, url: string, body: URLSearchParams, params: Record<string, string> = {}) {
  return respond(async () => fn({ request: await request(url, { method: "POST", body, userId: admin.id }), params, context: {} }));
}

const byName = (name: string) => getDb().select().from(fish).where(eq(fish.name, name)).get();

describe("the admin fish form without JavaScript", () => {
  test("creates a fish and goes back to the list with its toast; a number that does not parse is 0", async () => {
    const response = await post(newAction, "/admin/fish/new", form({}));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/fish");
    expect(await toastOf(response)).toMatchObject({ title: "Success", description: "Fish profile created successfully" });
    expect(byName("Form Danio")).toMatchObject({
      minTankSizeGal: 0,
      maxSizeIn: 2.5,
      compatibleWith: ["Neon Tetra", "Cherry Barb"],
      careRequirements: { feeding: "Flakes" },
    });
  });

  test("says which required field is missing instead of ignoring the post, and keeps what was typed", async () => {
    // "No drawing" chosen, so the image address is the only picture the fish could have.
    const noDrawing = { "illustration.shape": "", "illustration.pattern": "plain", "illustration.colors.body": "#8fb3c7" };
    const response = await post(newAction, "/admin/fish/new", form({ name: "Half Typed", imageUrl: "", ...noDrawing }));
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(result.error.imageUrl).toEqual(["Image URL is required"]);
    expect(result.initialValue.name).toBe("Half Typed");
    expect(byName("Half Typed")).toBeUndefined();
  });

  test("a refused create or update also answers with the destructive toast, keeping the field errors", async () => {
    createFish({ name: "Taken Tetra" });
    type Answer = { result: { error: Record<string, string[]> }; toast: { title: string; description: string; variant: string } };
    const createFailed = { title: "Error", description: "Failed to create fish", variant: "destructive" };
    const updateFailed = { title: "Error", description: "Failed to update fish", variant: "destructive" };

    const missing = await post(newAction, "/admin/fish/new", form({ name: "", scientificName: "" }));
    expect(missing.status).toBe(400);
    const missingAnswer = (await missing.json()) as Answer;
    expect(missingAnswer.toast).toEqual(createFailed);
    expect(missingAnswer.result.error).toMatchObject({ name: ["Name is required"], scientificName: ["Scientific name is required"] });

    const taken = await post(newAction, "/admin/fish/new", form({ name: "Taken Tetra" }));
    expect(taken.status).toBe(409);
    const takenAnswer = (await taken.json()) as Answer;
    expect(takenAnswer.toast).toEqual(createFailed);
    expect(takenAnswer.result.error.name).toEqual(["A fish with this name already exists"]);

    const species = createFish({ name: "Renamed Rasbora" });
    const params = { fishId: String(species.id) };
    const clash = await post(editAction, `/admin/fish/${species.id}/edit`, form({ name: "Taken Tetra" }), params);
    expect(clash.status).toBe(409);
    const clashAnswer = (await clash.json()) as Answer;
    expect(clashAnswer.toast).toEqual(updateFailed);
    expect(clashAnswer.result.error.name).toEqual(["A fish with this name already exists"]);

    // Pictures are shown from this site only: an address elsewhere, even https, is refused.
    for (const elsewhere of ["http://insecure.example.com/a.jpg", "https://images.example.com/a.jpg", "//images.example.com/a.jpg"]) {
      const invalid = await post(editAction, `/admin/fish/${species.id}/edit`, form({ imageUrl: elsewhere }), params);
      expect(invalid.status).toBe(400);
      const invalidAnswer = (await invalid.json()) as Answer;
      expect(invalidAnswer.toast).toEqual(updateFailed);
      expect(invalidAnswer.result.error.imageUrl).toEqual([
        "Image URL must be a path on this site (/…): upload the picture as a photo of the fish instead of linking to another site",
      ]);
    }
  });

  test("an edit saves every field; a name another fish has is refused beside the name", async () => {
    const species = createFish({ name: "Editable Fish" });
    createFish({ name: "Someone Else" });
    const page = await respond(async () =>
      editLoader({
        request: await request(`/admin/fish/${species.id}/edit`, { userId: admin.id }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    expect(((await page.json()) as { fish: { name: string } }).fish.name).toBe("Editable Fish");

    const taken = await post(editAction, `/admin/fish/${species.id}/edit`, form({ name: "Someone Else" }), { fishId: String(species.id) });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { result: { error: Record<string, string[]> } }).result.error.name).toEqual([
      "A fish with this name already exists",
    ]);

    const saved = await post(editAction, `/admin/fish/${species.id}/edit`, form({ name: "Editable Fish", lifespan: "4 years" }), {
      fishId: String(species.id),
    });
    expect(await toastOf(saved)).toMatchObject({ description: "Fish profile updated successfully" });
    expect(byName("Editable Fish")?.lifespan).toBe("4 years");
  });

  test("the delete page asks first and says what goes with the fish; its post deletes", async () => {
    const species = createFish({ name: "Doomed Fish" });
    addComment(createUser().id, species.id, "Lovely fish");
    const confirm = await respond(async () =>
      deleteLoader({
        request: await request(`/admin/fish/${species.id}/delete`, { userId: admin.id }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    expect(await confirm.json()).toEqual({
      fish: { id: species.id, name: "Doomed Fish" },
      impact: { collectionEntries: 0, comments: 1, photos: 0 },
    });
    const deleted = await post(deleteAction, `/admin/fish/${species.id}/delete`, new URLSearchParams(), { fishId: String(species.id) });
    expect(await toastOf(deleted)).toMatchObject({ description: "Fish profile deleted successfully" });
    expect(byName("Doomed Fish")).toBeUndefined();
  });
});

describe("the admin fish list", () => {
  test("a search over name, scientific name and type shows the first 8 and the total", async () => {
    for (let i = 0; i < 10; i += 1) createFish({ name: `Searchable Rasbora ${i}`, fishType: "Cyprinid" });
    const page = async (url: string) =>
      (await (
        await respond(async () => listLoader({ request: await request(url, { userId: admin.id }), params: {}, context: {} }))
      ).json()) as { fish: { name: string }[]; total: number; notice: string | null };
    const found = await page("/admin/fish?q=searchable%20rasbora");
    expect(found.fish).toHaveLength(8);
    expect(found.total).toBe(10);
    expect(found.notice).toBe("Showing first 8 results. Refine search to see more.");
    expect((await page("/admin/fish?q=searchable%20rasbora%207")).notice).toBeNull();
    expect((await page("/admin/fish")).notice).toBeNull();
    expect((await page("/admin/fish?q=CYPRINID")).total).toBeGreaterThanOrEqual(10);
    expect((await page("/admin/fish?q=%25")).total).toBe(0);
    expect((await page("/admin/fish")).fish.length).toBeLessThanOrEqual(24);
  });
});
