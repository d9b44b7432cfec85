import { eq } from "drizzle-orm";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createElement as h, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { auditLog, plants } from "../../db/schema";
import { seedPlants } from "../../db/seed/plants";
import { toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { madeTankFor } from "../support/tanks";
import { ToastProvider } from "~/components/toast/toast-context";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { setTankPlants } from "~/models/tank-plants.server";
import AdminPlantDelete, { action as deleteAction, loader as deleteLoader } from "~/routes/admin.plants.$plantId.delete";
import AdminPlantEdit, { action as editAction, loader as editLoader } from "~/routes/admin.plants.$plantId.edit";
import AdminPlantList, { loader as listLoader } from "~/routes/admin.plants._index";
import AdminPlantNew, { action as newAction } from "~/routes/admin.plants.new";
import { getDb } from "~/services/db.server";

const admin = createUser({ isAdmin: true });
const member = createUser();

/** The form as a browser posts it: every value as typed text, one checkbox value per ticked place. */
function form(fields: Record<string, string> = {}, placement: string[] = ["foreground", "midground"]) {
  const body = new URLSearchParams({
    name: "Form Crypt",
    scientificName: "Cryptocoryne formalis",
    synonyms: "Form water trumpet\nCrypt of forms",
    type: "rosette",
    light: "low",
    co2: "not needed",
    growthRate: "slow",
    difficulty: "easy",
    minTemperatureC: "22",
    maxTemperatureC: "28.5",
    minPh: "6",
    maxPh: "7.5",
    maxHeightCm: "15",
    propagation: "Runners",
    description: "A crypt made for a test.",
    care: "Leave it be; it melts when moved.",
    colour: "",
    leafShape: "",
    ...fields,
  });
  for (const place of placement) body.append("placement", place);
  return body;
}

type Answer = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; toast: Record<string, string> };

async function post(fn: typeof newAction, url: string, body: URLSearchParams, params: Record<string, string> = {}, userId = admin.id) {
  return respond(async () => fn({ request: await request(url, { method: "POST", body, userId }), params, context: {} }));
}

async function loaderData(loader: (args: LoaderFunctionArgs) => unknown, url: string, params: Record<string, string> = {}) {
  const response = await respond(async () => loader({ request: await request(url, { userId: admin.id }), params, context: {} }));
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Server markup of a route component given its loader data, inside a data router (its forms need one). */
async function render(Page: ComponentType, pattern: string, url: string, data: object | null = null) {
  const handler = createStaticHandler([{ id: "page", path: pattern, loader: () => data, Component: Page }]);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(h(ToastProvider, { initial: null, children: h(StaticRouterProvider, { router, context, hydrate: false }) }));
}

const byName = (name: string) => getDb().select().from(plants).where(eq(plants.name, name)).get();

describe("the admin plant form without JavaScript", () => {
  test("creates a plant and goes back to the list with the fish admin's toast, with Plant for Fish", async () => {
    const response = await post(newAction, "/admin/plants/new", form());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/plants");
    expect(await toastOf(response)).toMatchObject({ title: "Success", description: "Plant profile created successfully" });
    expect(byName("Form Crypt")).toMatchObject({
      synonyms: ["Form water trumpet", "Crypt of forms"],
      placement: ["foreground", "midground"],
      maxTemperatureC: 28.5,
      maxHeightCm: 15,
      colour: null,
      adminEditedAt: expect.any(String),
    });
  });

  test("one ticked place posts as one value; an empty height is a floating plant's", async () => {
    await post(newAction, "/admin/plants/new", form({ name: "Form Frogbit", type: "floating", maxHeightCm: "" }, ["floating"]));
    expect(byName("Form Frogbit")).toMatchObject({ placement: ["floating"], maxHeightCm: null });
  });

  test("names each problem beside its field, keeps what was typed, and answers with the destructive toast", async () => {
    const response = await post(
      newAction,
      "/admin/plants/new",
      form({ name: "Half Typed", scientificName: "", minTemperatureC: "warm", minPh: "8", maxPh: "6", care: "" }, []),
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Answer;
    expect(answer.toast).toEqual({ title: "Error", description: "Failed to create plant", variant: "destructive" });
    expect(answer.result.error).toMatchObject({
      scientificName: ["Scientific name is required"],
      placement: ["Choose at least one placement"],
      minTemperatureC: ["Temperature must be a number from 0 to 40 °C"],
      maxPh: ["Highest pH must not be below the lowest"],
      care: ["Care is required"],
    });
    expect(answer.result.initialValue.name).toBe("Half Typed");
    expect(byName("Half Typed")).toBeUndefined();
  });

  test("an edit saves every field; a name another plant has is refused beside the name", async () => {
    await post(newAction, "/admin/plants/new", form({ name: "Editable Crypt" }));
    await post(newAction, "/admin/plants/new", form({ name: "Someone Else's Crypt" }));
    const plant = byName("Editable Crypt")!;
    const params = { plantId: String(plant.id) };
    const page = await loaderData(editLoader, `/admin/plants/${plant.id}/edit`, params);
    expect(page.plant).toMatchObject({ name: "Editable Crypt", minTemperatureC: 22 });

    const taken = await post(editAction, `/admin/plants/${plant.id}/edit`, form({ name: "Someone Else's Crypt" }), params);
    expect(taken.status).toBe(409);
    const takenAnswer = (await taken.json()) as Answer;
    expect(takenAnswer.result.error.name).toEqual(["A plant with this name already exists"]);
    expect(takenAnswer.toast).toEqual({ title: "Error", description: "Failed to update plant", variant: "destructive" });

    const saved = await post(
      editAction,
      `/admin/plants/${plant.id}/edit`,
      form({ name: "Editable Crypt", light: "medium", colour: "pink" }),
      params,
    );
    expect(await toastOf(saved)).toMatchObject({ title: "Success", description: "Plant profile updated successfully" });
    expect(byName("Editable Crypt")).toMatchObject({ light: "medium", colour: "pink" });
    // The drawing follows its colour, so its address does too.
    expect(byName("Editable Crypt")?.imageUrl).not.toBe(plant.imageUrl);
  });

  test("the delete page asks first and says which tanks lose the plant; its post deletes", async () => {
    await post(newAction, "/admin/plants/new", form({ name: "Doomed Crypt" }));
    const plant = byName("Doomed Crypt")!;
    const tank = madeTankFor(member.id);
    setTankPlants(member.id, tank.id, [plant.id]);
    const params = { plantId: String(plant.id) };
    expect(await loaderData(deleteLoader, `/admin/plants/${plant.id}/delete`, params)).toEqual({
      plant: { id: plant.id, name: "Doomed Crypt" },
      impact: { tanks: 1 },
    });
    const deleted = await post(deleteAction, `/admin/plants/${plant.id}/delete`, new URLSearchParams(), params);
    expect(await toastOf(deleted)).toMatchObject({ title: "Success", description: "Plant profile deleted successfully" });
    expect(byName("Doomed Crypt")).toBeUndefined();
    const audited = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(plant.id)))
      .all();
    expect(audited.map((entry) => entry.action)).toEqual(["plant.created", "plant.deleted"]);
  });

  test("a member's posts are refused before anything is read", async () => {
    await post(newAction, "/admin/plants/new", form({ name: "Guarded Crypt" }));
    const plant = byName("Guarded Crypt")!;
    const params = { plantId: String(plant.id) };
    expect((await post(newAction, "/admin/plants/new", form({ name: "Members' Crypt" }), {}, member.id)).status).toBe(403);
    expect((await post(editAction, `/admin/plants/${plant.id}/edit`, form({ name: "Renamed" }), params, member.id)).status).toBe(403);
    expect((await post(deleteAction, `/admin/plants/${plant.id}/delete`, new URLSearchParams(), params, member.id)).status).toBe(403);
    expect(byName("Guarded Crypt")).toBeDefined();
    expect(byName("Members' Crypt")).toBeUndefined();
    const missing = await respond(async () =>
      editLoader({ request: await request("/admin/plants/999999/edit", { userId: admin.id }), params: { plantId: "999999" }, context: {} }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("the admin plant list", () => {
  test("a search over name and scientific name shows the first 8 and the total; without one, pages of 24", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const page = async (url: string) =>
      (await loaderData(listLoader, url)) as { plants: { name: string }[]; total: number; pages: number; notice: string | null };
    const crypts = await page("/admin/plants?q=cryptocoryne");
    expect(crypts.total).toBeGreaterThan(0);
    expect(crypts.plants.length).toBeLessThanOrEqual(8);
    expect((await page("/admin/plants?q=java%20fern")).plants.map((plant) => plant.name)).toEqual(["Java Fern"]);
    const all = await page("/admin/plants");
    expect(all.plants).toHaveLength(Math.min(24, all.total));
    expect(all.pages).toBe(Math.ceil(all.total / 24));
    const last = await page(`/admin/plants?page=${all.pages}`);
    expect(last.plants.length).toBe(all.total - 24 * (all.pages - 1));
    expect((await page("/admin/plants?q=%25")).total).toBe(0);
    const many = await page("/admin/plants?q=a");
    if (many.total > 8) expect(many.notice).toBe("Showing first 8 results. Refine search to see more.");
  });

  test("renders the list, the empty search, the form and the confirmation", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const list = await render(
      AdminPlantList,
      "/admin/plants",
      "/admin/plants?q=fern",
      await loaderData(listLoader, "/admin/plants?q=fern"),
    );
    expect(list).toContain('<label for="admin-plants-search" class="sr-only">Search plants by name or scientific name</label>');
    expect(list).toContain('aria-label="Edit Java Fern"');
    const none = await render(AdminPlantList, "/admin/plants", "/admin/plants?q=zzz", await loaderData(listLoader, "/admin/plants?q=zzz"));
    expect(none).toContain("No plants found matching &quot;zzz&quot;");

    const blank = await render(AdminPlantNew, "/admin/plants/new", "/admin/plants/new");
    expect(blank).toContain("Lowest temperature (°C)");
    expect(blank).toMatch(/id="plant-form-placement-midground"[^>]*checked=""/);
    expect(blank).toContain('<option value="">The type&#x27;s own</option>');
    expect(blank).toContain(">Create Plant</button>");

    const fern = getDb().select().from(plants).where(eq(plants.slug, "java-fern")).get()!;
    const url = `/admin/plants/${fern.id}/edit`;
    const edit = await render(
      AdminPlantEdit,
      "/admin/plants/:plantId/edit",
      url,
      await loaderData(editLoader, url, { plantId: String(fern.id) }),
    );
    expect(edit).toContain("Edit Java Fern");
    expect(edit).toMatch(/id="plant-form-placement-epiphyte"[^>]*checked=""/);
    expect(edit).toMatch(/name="minTemperatureC"[^>]*value="20"/);

    const confirmUrl = `/admin/plants/${fern.id}/delete`;
    const confirm = await render(
      AdminPlantDelete,
      "/admin/plants/:plantId/delete",
      confirmUrl,
      await loaderData(deleteLoader, confirmUrl, { plantId: String(fern.id) }),
    );
    expect(confirm).toContain("Are you sure you want to delete Java Fern? This action cannot be undone.");
    expect(confirm).toContain("No member&#x27;s tank has this plant.");
  });
});
