import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { fish as fishTable, plants as plantTable } from "../../db/schema";
import { seedReferenceData } from "../../db/seed/seed";
import { seedPlants } from "../../db/seed/plants";
import { toastOf } from "../support/fish";
import { madeTankFor } from "../support/tanks";
import type { TankInput } from "~/domain/tank-input";
import { createUser, request, respond } from "../support/factories";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { addPlantToCollection } from "~/models/plant-collection.server";
import { placeFish } from "~/models/tank-fish.server";
import { setTankPlants } from "~/models/tank-plants.server";
import { tankReport } from "~/models/tank-report.server";
import { getTank } from "~/models/tank.server";
import { action as apiAction } from "~/routes/api.tanks.$tankId.plants";
import { action as tankAction, loader as tankLoader } from "~/routes/my-tanks.$tankId/route";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";

// The real species and plants: the report's verdicts below are the checker's on the reference files.
beforeAll(() => {
  seedReferenceData(getDb(), DRAWING_ADDRESSES);
  seedPlants(getDb(), DRAWING_ADDRESSES);
});

const idOf = (name: string) => getDb().select({ id: plantTable.id }).from(plantTable).where(eq(plantTable.name, name)).get()!.id;
const fishIdOf = (name: string) => getDb().select({ id: fishTable.id }).from(fishTable).where(eq(fishTable.name, name)).get()!.id;

function tankOf(userId: string, extra: Partial<TankInput> = {}) {
  return madeTankFor(userId, { lengthCm: 120, widthCm: 45, heightCm: 50, volumeL: 230, planted: true, lid: true, cycled: true, ...extra });
}

async function onTank(tankId: number, fields: Record<string, string>, userId?: string) {
  const body = new URLSearchParams(fields);
  return respond(async () =>
    tankAction({
      request: await request(`/my-tanks/${tankId}`, { method: "POST", body, userId }),
      params: { tankId: String(tankId) },
      context: {},
    }),
  );
}

async function putPlants(tankId: number, body: unknown, userId?: string) {
  resetRateLimits();
  return respond(async () =>
    apiAction({
      request: await request(`/api/tanks/${tankId}/plants`, { method: "PUT", json: body, userId }),
      params: { tankId: String(tankId) },
      context: {},
    }),
  );
}

describe("plants in a member's tank", () => {
  test("the tank page adds a plant and removes it, with a toast, and only on the member's own tank", async () => {
    const member = createUser();
    const other = createUser();
    const tank = tankOf(member.id);
    const fern = idOf("Java Fern");

    const added = await onTank(tank.id, { intent: "add-plant", plantId: String(fern) }, member.id);
    expect(added.status).toBe(302);
    expect(await toastOf(added)).toMatchObject({ title: "Plant added", description: "Java Fern is growing in this tank." });
    expect(getTank(member.id, tank.id)!.plants.map((plant) => plant.name)).toEqual(["Java Fern"]);
    // Added twice, it is listed once.
    await onTank(tank.id, { intent: "add-plant", plantId: String(fern) }, member.id);
    expect(getTank(member.id, tank.id)!.plants).toHaveLength(1);

    expect((await onTank(tank.id, { intent: "add-plant", plantId: String(fern) }, other.id)).status).toBe(404);
    const unknown = await onTank(tank.id, { intent: "add-plant", plantId: "999999" }, member.id);
    expect(await toastOf(unknown)).toMatchObject({ title: "Not changed", description: "Plant 999999 is not in the encyclopedia." });

    const page = await respond(async () =>
      tankLoader({
        request: await request(`/my-tanks/${tank.id}`, { userId: member.id }),
        params: { tankId: String(tank.id) },
        context: {},
      }),
    );
    const loaded = await page.json();
    expect(loaded.tank.plants.map((plant: { name: string }) => plant.name)).toEqual(["Java Fern"]);
    expect(loaded.plantChoices.owned).toEqual([]);
    expect(loaded.plantChoices.others.length).toBeGreaterThanOrEqual(80);

    const removed = await onTank(tank.id, { intent: "remove-plant", plantId: String(fern) }, member.id);
    expect(await toastOf(removed)).toMatchObject({ title: "Plant removed" });
    expect(getTank(member.id, tank.id)!.plants).toEqual([]);
    const again = await onTank(tank.id, { intent: "remove-plant", plantId: String(fern) }, member.id);
    expect(await toastOf(again)).toMatchObject({ description: "That plant is not in this tank." });
  });

  test("the tank page offers the member's owned plants first, by name, and every other plant after them", async () => {
    const member = createUser();
    const tank = tankOf(member.id);
    addPlantToCollection(member.id, idOf("Java Fern"), "owned");
    addPlantToCollection(member.id, idOf("Anubias Nana"), "owned");
    addPlantToCollection(member.id, idOf("Hornwort"), "wishlist");
    addPlantToCollection(createUser().id, idOf("Java Moss"), "owned");
    const page = await respond(async () =>
      tankLoader({
        request: await request(`/my-tanks/${tank.id}`, { userId: member.id }),
        params: { tankId: String(tank.id) },
        context: {},
      }),
    );
    const { plantChoices } = (await page.json()) as { plantChoices: Record<"owned" | "others", { name: string }[]> };
    expect(plantChoices.owned.map((plant) => plant.name)).toEqual(["Anubias Nana", "Java Fern"]);
    const others = plantChoices.others.map((plant) => plant.name);
    expect(others).toContain("Hornwort");
    expect(others).toContain("Java Moss");
    expect(others).not.toContain("Java Fern");
  });

  test("PUT /api/tanks/{id}/plants replaces the list, refuses what is not a plant, and hides others' tanks", async () => {
    const member = createUser();
    const tank = tankOf(member.id);
    const ids = [idOf("Java Fern"), idOf("Hornwort"), idOf("Java Fern")];
    const answer = await putPlants(tank.id, { plantIds: ids }, member.id);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.plants.map((plant: { name: string }) => plant.name)).toEqual(["Hornwort", "Java Fern"]);
    expect(body).toMatchObject({ light: null, co2: null });

    const refused = await putPlants(tank.id, { plantIds: [999999] }, member.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: "Plant 999999 is not in the encyclopedia." });
    expect((await putPlants(tank.id, { plantIds: "java fern" }, member.id)).status).toBe(400);
    expect((await putPlants(tank.id, { plantIds: Array.from({ length: 41 }, (_, i) => i + 1) }, member.id)).status).toBe(400);
    expect((await putPlants(tank.id, { plantIds: [] }, createUser().id)).status).toBe(404);
    expect((await putPlants(tank.id, { plantIds: [] })).status).toBe(401);
    expect(getTank(member.id, tank.id)!.plants).toHaveLength(2);
  });

  test("the tank's report judges its plants with its fish, and suggests plants that suit it", () => {
    const member = createUser();
    const tank = tankOf(member.id, { light: "low", co2: false });
    placeFish(member.id, tank.id, { fishId: fishIdOf("Silver Dollar"), count: 5, sex: null });
    const set = setTankPlants(member.id, tank.id, [idOf("Cabomba"), idOf("Java Fern")]);
    if (!set.ok) throw new Error(set.message);
    const checked = tankReport(member, tank.id);
    if (!checked.ok) throw new Error(checked.message);
    const eaten = checked.report.findings.find((finding) => finding.rule === "plants-eaten");
    expect(eaten?.message).toContain("Cabomba is at risk");
    expect(checked.report.findings.some((finding) => finding.rule === "plant-light")).toBe(true);
    // Beside plant-eaters, only tough plants are offered.
    expect(checked.report.plantSuggestions.length).toBeGreaterThan(0);
    const offered = checked.report.plantSuggestions.map((s) => s.name);
    expect(offered).not.toContain("Java Fern");
    expect(offered.every((name) => /anubias|fern|bucephalandra/i.test(name))).toBe(true);
  });
});
