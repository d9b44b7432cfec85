import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { collectionEntries, fish, tankFish, tanks } from "../../db/schema";
import type { Tx } from "../../db/types";
import { MAX_FISH_COUNT, MAX_SPECIES_PER_TANK, type TankSex } from "~/domain/tank-rules";
import { getDb } from "~/services/db.server";
import { fail } from "./result";
import { getTank, hasTank, tankNotFound, touchTank, type TankFailure, type TankWithFish } from "./tank.server";

/**
 * The fish in a member's tanks: placing, counting, moving and removing them. A fish placed in a tank is one the
 * member keeps, so it joins their Owned collection too (removing it from a tank leaves the collection alone).
 */

export type Placement = { fishId: number; count: number; sex: TankSex | null };

const NOT_IN_TANK = "That fish is not in this tank";

const notInTank = (): TankFailure => fail(404, NOT_IN_TANK, "not-found");
const tankFull = (): TankFailure =>
  fail(409, `A tank can hold up to ${MAX_SPECIES_PER_TANK} species: remove one to add another.`, "tank-full");
const countOver = (): TankFailure => fail(400, `A tank can hold at most ${MAX_FISH_COUNT} of one fish.`, "count-over");

export type FishChoice = { id: number; name: string };

/**
 * What the tank page offers to place or try, by name: the member's owned fish first, then every other species
 * (a member may try a fish before buying it; placing it marks it Owned).
 */
export function tankFishChoices(userId: string): { owned: FishChoice[]; others: FishChoice[] } {
  const rows = getDb()
    .select({ id: fish.id, name: fish.name, type: collectionEntries.collectionType })
    .from(fish)
    .leftJoin(collectionEntries, and(eq(collectionEntries.fishId, fish.id), eq(collectionEntries.userId, userId)))
    .orderBy(asc(fish.name))
    .all();
  const choice = ({ id, name }: FishChoice) => ({ id, name });
  return { owned: rows.filter((row) => row.type === "owned").map(choice), others: rows.filter((row) => row.type !== "owned").map(choice) };
}

/**
 * Marks the fish Owned in the member's collection: added when it is not there, moved out of Wishlist or Favorites
 * (keeping its notes and date) when it is. A member has one entry per fish, so this never makes a second one.
 */
function keepAsOwned(tx: Tx, userId: string, fishIds: number[]) {
  for (const fishId of new Set(fishIds)) {
    tx.insert(collectionEntries)
      .values({ userId, fishId, collectionType: "owned" })
      .onConflictDoUpdate({ target: [collectionEntries.userId, collectionEntries.fishId], set: { collectionType: "owned" } })
      .run();
  }
}

/** The tank's row for this species and sex, if any. */
function rowFor(tx: Tx, tankId: number, fishId: number, sex: TankSex | null) {
  return tx
    .select({ id: tankFish.id, count: tankFish.count })
    .from(tankFish)
    .where(and(eq(tankFish.tankId, tankId), eq(tankFish.fishId, fishId), sex === null ? isNull(tankFish.sex) : eq(tankFish.sex, sex)))
    .get();
}

/** Whether one more species would be past the bound: only a species the tank does not hold yet counts. */
function wouldOverfill(tx: Tx, tankId: number, fishId: number): boolean {
  const species = tx.selectDistinct({ fishId: tankFish.fishId }).from(tankFish).where(eq(tankFish.tankId, tankId)).all();
  return !species.some((row) => row.fishId === fishId) && species.length >= MAX_SPECIES_PER_TANK;
}

/**
 * Adds fish to the tank; the same species and sex already there gets the count added. 404 for a tank that is
 * not the member's, 400 for an unknown fish or a count past MAX_FISH_COUNT, 409 when the tank holds
 * MAX_SPECIES_PER_TANK species already.
 */
export function placeFish(
  userId: string,
  tankId: number,
  placement: Placement,
): { ok: true; fishName: string; count: number } | TankFailure {
  const { fishId, count, sex } = placement;
  // One synchronous transaction: no other write can come between the look-up and the insert.
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    const species = tx.select({ name: fish.name }).from(fish).where(eq(fish.id, fishId)).get();
    if (!species) return fail(400, `There is no fish with id ${fishId}.`, "unknown-fish" as const);
    const existing = rowFor(tx, tankId, fishId, sex);
    if (existing) {
      if (existing.count + count > MAX_FISH_COUNT) return countOver();
      tx.update(tankFish)
        .set({ count: existing.count + count })
        .where(eq(tankFish.id, existing.id))
        .run();
    } else {
      if (wouldOverfill(tx, tankId, fishId)) return tankFull();
      tx.insert(tankFish).values({ tankId, fishId, count, sex }).run();
    }
    keepAsOwned(tx, userId, [fishId]);
    touchTank(tankId, tx);
    return { ok: true as const, fishName: species.name, count: (existing?.count ?? 0) + count };
  });
}

/**
 * Replaces the tank's whole stock (PUT /api/tanks/{id}/fish; the list is checked for duplicates and bounds by
 * its schema). 404 for a tank that is not the member's, 400 naming the first unknown fish id.
 */
export function setTankFish(userId: string, tankId: number, stock: Placement[]): { ok: true; tank: TankWithFish } | TankFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    const ids = [...new Set(stock.map((entry) => entry.fishId))];
    const known = new Set(
      ids.length
        ? tx
            .select({ id: fish.id })
            .from(fish)
            .where(inArray(fish.id, ids))
            .all()
            .map((row) => row.id)
        : [],
    );
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) return fail(400, `There is no fish with id ${unknown}.`, "unknown-fish" as const);
    tx.delete(tankFish).where(eq(tankFish.tankId, tankId)).run();
    if (stock.length > 0)
      tx.insert(tankFish)
        .values(stock.map((entry) => ({ ...entry, tankId })))
        .run();
    keepAsOwned(tx, userId, ids);
    touchTank(tankId, tx);
    return { ok: true as const, tank: getTank(userId, tankId, tx)! };
  });
}

/** The row, when it is in this tank of this member, with its species' name. */
function ownRow(tx: Tx, userId: string, tankId: number, rowId: number) {
  return tx
    .select({ id: tankFish.id, fishId: tankFish.fishId, count: tankFish.count, sex: tankFish.sex, name: fish.name })
    .from(tankFish)
    .innerJoin(tanks, eq(tanks.id, tankFish.tankId))
    .innerJoin(fish, eq(fish.id, tankFish.fishId))
    .where(and(eq(tankFish.id, rowId), eq(tankFish.tankId, tankId), eq(tanks.userId, userId)))
    .get();
}

/** A new count for one species (and sex) in the tank: 404 when the row is not in this member's tank. */
export function updateFishCount(
  userId: string,
  tankId: number,
  rowId: number,
  count: number,
): { ok: true; fishName: string } | TankFailure {
  return getDb().transaction((tx) => {
    const row = ownRow(tx, userId, tankId, rowId);
    if (!row) return notInTank();
    tx.update(tankFish).set({ count }).where(eq(tankFish.id, row.id)).run();
    touchTank(tankId, tx);
    return { ok: true as const, fishName: row.name };
  });
}

/** Takes one species (and sex) out of the tank: 404 when the row is not in this member's tank. */
export function removeFish(userId: string, tankId: number, rowId: number): { ok: true; fishName: string } | TankFailure {
  return getDb().transaction((tx) => {
    const row = ownRow(tx, userId, tankId, rowId);
    if (!row) return notInTank();
    tx.delete(tankFish).where(eq(tankFish.id, row.id)).run();
    touchTank(tankId, tx);
    return { ok: true as const, fishName: row.name };
  });
}

/**
 * Moves one species (and sex) with its whole count to another of the member's tanks, joining a group of the
 * same species and sex there. 404 when either tank or the row is not the member's; 400 for the same tank or a
 * joined count past MAX_FISH_COUNT; 409 when the other tank holds MAX_SPECIES_PER_TANK species already.
 */
export function moveFish(
  userId: string,
  tankId: number,
  rowId: number,
  toTankId: number,
): { ok: true; fishName: string; tankName: string } | TankFailure {
  return getDb().transaction((tx) => {
    const row = ownRow(tx, userId, tankId, rowId);
    if (!row) return notInTank();
    if (toTankId === tankId) return fail(400, "The fish are in that tank already.", "same-tank" as const);
    const target = tx
      .select({ name: tanks.name })
      .from(tanks)
      .where(and(eq(tanks.id, toTankId), eq(tanks.userId, userId)))
      .get();
    if (!target) return tankNotFound();
    const joined = rowFor(tx, toTankId, row.fishId, row.sex);
    if (joined) {
      if (joined.count + row.count > MAX_FISH_COUNT) return countOver();
      tx.update(tankFish)
        .set({ count: joined.count + row.count })
        .where(eq(tankFish.id, joined.id))
        .run();
      tx.delete(tankFish).where(eq(tankFish.id, row.id)).run();
    } else {
      if (wouldOverfill(tx, toTankId, row.fishId)) return tankFull();
      tx.update(tankFish)
        .set({ tankId: toTankId })
        .where(and(eq(tankFish.id, row.id), ne(tankFish.tankId, toTankId)))
        .run();
    }
    touchTank(tankId, tx);
    touchTank(toTankId, tx);
    return { ok: true as const, fishName: row.name, tankName: target.name };
  });
}
