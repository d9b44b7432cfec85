import { and, eq, inArray } from "drizzle-orm";
import { plants, tankPlants } from "../../db/schema";
import { MAX_PLANTS_PER_TANK } from "~/domain/tank-rules";
import { getDb } from "~/services/db.server";
import { fail } from "./result";
import { checkerPlantsList } from "./checker.server";
import { ownedPlantIds } from "./plant-collection.server";
import { getTank, hasTank, tankNotFound, touchTank, type TankFailure, type TankWithFish } from "./tank.server";

/**
 * The plants growing in a member's tank. Like its fish, only the member's own tank can be changed, and another
 * member's tank answers as one that does not exist.
 */

/** The plants a member can add: every plant, by name. */
export function plantChoices(): { id: number; name: string }[] {
  return checkerPlantsList().map(({ id, name }) => ({ id, name }));
}

type PlantChoice = { id: number; name: string };

/** What a tank's "Add a plant" offers: the plants the member owns first, then every other plant, each by name. */
export function tankPlantChoices(userId: string): { owned: PlantChoice[]; others: PlantChoice[] } {
  const owned = new Set(ownedPlantIds(userId));
  const all = plantChoices();
  return { owned: all.filter((plant) => owned.has(plant.id)), others: all.filter((plant) => !owned.has(plant.id)) };
}

const unknownPlant = (id: number): TankFailure => fail(400, `Plant ${id} is not in the encyclopedia.`, "unknown-plant");
const plantsFull = (): TankFailure =>
  fail(409, `A tank can list up to ${MAX_PLANTS_PER_TANK} plants: remove one to add another.`, "plants-full");

/**
 * Replaces the tank's plants with `plantIds` (each once, in any order): 404 for a tank that is not the member's,
 * 400 naming the first id that is no plant, 409 past the limit.
 */
export function setTankPlants(userId: string, tankId: number, plantIds: number[]): { ok: true; tank: TankWithFish } | TankFailure {
  const wanted = [...new Set(plantIds)];
  if (wanted.length > MAX_PLANTS_PER_TANK) return plantsFull();
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    const known = new Set(
      wanted.length
        ? tx
            .select({ id: plants.id })
            .from(plants)
            .where(inArray(plants.id, wanted))
            .all()
            .map((row) => row.id)
        : [],
    );
    const missing = wanted.find((id) => !known.has(id));
    if (missing !== undefined) return unknownPlant(missing);
    tx.delete(tankPlants).where(eq(tankPlants.tankId, tankId)).run();
    if (wanted.length)
      tx.insert(tankPlants)
        .values(wanted.map((plantId) => ({ tankId, plantId })))
        .run();
    touchTank(tankId, tx);
    return { ok: true as const, tank: getTank(userId, tankId, tx)! };
  });
}

/** Adds one plant (a plant already there stays once). */
export function addTankPlant(userId: string, tankId: number, plantId: number): { ok: true; plantName: string } | TankFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    const plant = tx.select({ name: plants.name }).from(plants).where(eq(plants.id, plantId)).get();
    if (!plant) return unknownPlant(plantId);
    const present = tx.select({ plantId: tankPlants.plantId }).from(tankPlants).where(eq(tankPlants.tankId, tankId)).all();
    if (present.some((row) => row.plantId === plantId)) return { ok: true as const, plantName: plant.name };
    if (present.length >= MAX_PLANTS_PER_TANK) return plantsFull();
    tx.insert(tankPlants).values({ tankId, plantId }).run();
    touchTank(tankId, tx);
    return { ok: true as const, plantName: plant.name };
  });
}

/** Takes a plant out of the tank: 404 when the tank is not the member's or the plant is not in it. */
export function removeTankPlant(userId: string, tankId: number, plantId: number): { ok: true; plantName: string } | TankFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    const row = tx
      .select({ name: plants.name })
      .from(tankPlants)
      .innerJoin(plants, eq(plants.id, tankPlants.plantId))
      .where(and(eq(tankPlants.tankId, tankId), eq(tankPlants.plantId, plantId)))
      .get();
    if (!row) return fail(404, "That plant is not in this tank.", "not-found");
    tx.delete(tankPlants)
      .where(and(eq(tankPlants.tankId, tankId), eq(tankPlants.plantId, plantId)))
      .run();
    touchTank(tankId, tx);
    return { ok: true as const, plantName: row.name };
  });
}
