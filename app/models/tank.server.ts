import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { fish, plants, tankFish, tankPlants, tanks } from "../../db/schema";
import type { Db, Tx } from "../../db/types";
import type { TankInput } from "~/domain/tank-input";
import { MAX_TANKS_PER_MEMBER, type TankSex } from "~/domain/tank-rules";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { fail, type Failure } from "./result";
import { isUniqueViolation } from "./sqlite-errors.server";

/**
 * Members' tanks. Every function takes the member's id and finds only that member's tanks: another member's
 * tank answers exactly as a tank that does not exist, so an id never reveals one.
 */

export type Tank = TankInput & { id: number; createdAt: string; updatedAt: string };

/** One species (and sex) in a tank, with what the page shows of the species. */
export type TankFish = {
  id: number;
  fishId: number;
  count: number;
  sex: TankSex | null;
  name: string;
  scientificName: string;
  imageUrl: string;
};

/** A plant growing in a tank, with what the page shows of it. */
export type TankPlant = { plantId: number; name: string; scientificName: string; imageUrl: string };

export type TankWithFish = Tank & { fish: TankFish[]; plants: TankPlant[] };

/** A tank as the list shows it: its size and how many fish (and species) live in it. */
export type TankSummary = Pick<Tank, "id" | "name" | "lengthCm" | "widthCm" | "heightCm" | "volumeL"> & {
  fishCount: number;
  speciesCount: number;
};

export type TankFailureCode =
  | "not-found"
  | "too-many-tanks"
  | "name-taken"
  | "unknown-fish"
  | "tank-full"
  | "count-over"
  | "same-tank"
  | "unknown-plant"
  | "plants-full";
export type TankFailure = Failure<400 | 404 | 409, TankFailureCode>;

export const TANK_NOT_FOUND = "Tank not found";

export const tankNotFound = (): TankFailure => fail(404, TANK_NOT_FOUND, "not-found");

const tankColumns = {
  id: tanks.id,
  name: tanks.name,
  standardSize: tanks.standardSize,
  lengthCm: tanks.lengthCm,
  widthCm: tanks.widthCm,
  heightCm: tanks.heightCm,
  volumeL: tanks.volumeL,
  filterRatedVolumeL: tanks.filterRatedVolumeL,
  filterFlowLph: tanks.filterFlowLph,
  heater: tanks.heater,
  planted: tanks.planted,
  lid: tanks.lid,
  setUpOn: tanks.setUpOn,
  cycled: tanks.cycled,
  temperatureC: tanks.temperatureC,
  ph: tanks.ph,
  ghDgh: tanks.ghDgh,
  khDkh: tanks.khDkh,
  light: tanks.light,
  co2: tanks.co2,
  createdAt: tanks.createdAt,
  updatedAt: tanks.updatedAt,
};

/** The member's own tank, as a condition. */
export function ownTank(userId: string, tankId: number) {
  return and(eq(tanks.id, tankId), eq(tanks.userId, userId));
}

/** Whether the member has this tank: for writes that must not reach anyone else's. */
export function hasTank(userId: string, tankId: number, db: Db | Tx = getDb()): boolean {
  return Boolean(db.select({ id: tanks.id }).from(tanks).where(ownTank(userId, tankId)).get());
}

/** Marks a tank as changed (its details or its fish). */
export function touchTank(tankId: number, db: Db | Tx) {
  db.update(tanks)
    .set({ updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(tanks.id, tankId))
    .run();
}

const tankFishColumns = {
  id: tankFish.id,
  fishId: tankFish.fishId,
  count: tankFish.count,
  sex: tankFish.sex,
  name: fish.name,
  scientificName: fish.scientificName,
  imageUrl: fish.imageUrl,
};
const tankFishOrder = [asc(fish.name), asc(tankFish.sex), asc(tankFish.id)];
const tankPlantColumns = {
  plantId: tankPlants.plantId,
  name: plants.name,
  scientificName: plants.scientificName,
  imageUrl: plants.imageUrl,
};
const tankPlantOrder = [asc(plants.name), asc(tankPlants.plantId)];

// A tank with its fish and plants is read by every tank page, preview and fits list a member opens: on the
// request's own connection these are prepared once (inside a transaction, the queries are built as usual).
const tankStatements = preparedPerConnection((db) => ({
  tank: db
    .select(tankColumns)
    .from(tanks)
    .where(and(eq(tanks.id, sql.placeholder("tankId")), eq(tanks.userId, sql.placeholder("userId"))))
    .prepare(),
  fish: db
    .select(tankFishColumns)
    .from(tankFish)
    .innerJoin(fish, eq(fish.id, tankFish.fishId))
    .where(eq(tankFish.tankId, sql.placeholder("tankId")))
    .orderBy(...tankFishOrder)
    .prepare(),
  plants: db
    .select(tankPlantColumns)
    .from(tankPlants)
    .innerJoin(plants, eq(plants.id, tankPlants.plantId))
    .where(eq(tankPlants.tankId, sql.placeholder("tankId")))
    .orderBy(...tankPlantOrder)
    .prepare(),
}));

/** A tank's fish, by species name then sex, with the species' name and picture. */
export function tankFishOf(tankId: number, db: Db | Tx = getDb()): TankFish[] {
  if (db === getDb()) return tankStatements().fish.all({ tankId });
  return db
    .select(tankFishColumns)
    .from(tankFish)
    .innerJoin(fish, eq(fish.id, tankFish.fishId))
    .where(eq(tankFish.tankId, tankId))
    .orderBy(...tankFishOrder)
    .all();
}

/** A tank's plants, by name. */
export function tankPlantsOf(tankId: number, db: Db | Tx = getDb()): TankPlant[] {
  if (db === getDb()) return tankStatements().plants.all({ tankId });
  return db
    .select(tankPlantColumns)
    .from(tankPlants)
    .innerJoin(plants, eq(plants.id, tankPlants.plantId))
    .where(eq(tankPlants.tankId, tankId))
    .orderBy(...tankPlantOrder)
    .all();
}

/** The member's tank with its fish and plants, or undefined when the member has no such tank. */
export function getTank(userId: string, tankId: number, db: Db | Tx = getDb()): TankWithFish | undefined {
  const tank =
    db === getDb()
      ? tankStatements().tank.get({ tankId, userId })
      : db.select(tankColumns).from(tanks).where(ownTank(userId, tankId)).get();
  return tank ? { ...tank, fish: tankFishOf(tank.id, db), plants: tankPlantsOf(tank.id, db) } : undefined;
}

// Every fish page a member opens lists their tanks (the "Add to a tank" form), so it is prepared once per connection.
const tanksOf = preparedPerConnection((db) =>
  db
    .select({
      id: tanks.id,
      name: tanks.name,
      lengthCm: tanks.lengthCm,
      widthCm: tanks.widthCm,
      heightCm: tanks.heightCm,
      volumeL: tanks.volumeL,
      fishCount: sql<number>`coalesce(sum(${tankFish.count}), 0)`,
      speciesCount: sql<number>`count(distinct ${tankFish.fishId})`,
    })
    .from(tanks)
    .leftJoin(tankFish, eq(tankFish.tankId, tanks.id))
    .where(eq(tanks.userId, sql.placeholder("userId")))
    .groupBy(tanks.id)
    .orderBy(asc(tanks.createdAt), asc(tanks.id))
    .prepare(),
);

/** The member's tanks, oldest first (the order they were set up in), with their fish counts. */
export function listTanks(userId: string): TankSummary[] {
  return tanksOf().all({ userId });
}

/** Every tank of the member with its fish, for GET /api/tanks (at most MAX_TANKS_PER_MEMBER). */
export function listTanksWithFish(userId: string): TankWithFish[] {
  const db = getDb();
  return db
    .select(tankColumns)
    .from(tanks)
    .where(eq(tanks.userId, userId))
    .orderBy(asc(tanks.createdAt), asc(tanks.id))
    .all()
    .map((tank) => ({ ...tank, fish: tankFishOf(tank.id, db), plants: tankPlantsOf(tank.id, db) }));
}

/** The member's other tanks, for "move to" choices. */
export function otherTanks(userId: string, tankId: number): { id: number; name: string }[] {
  return getDb()
    .select({ id: tanks.id, name: tanks.name })
    .from(tanks)
    .where(and(eq(tanks.userId, userId), ne(tanks.id, tankId)))
    .orderBy(asc(tanks.name))
    .all();
}

function nameTaken(name: string): TankFailure {
  return fail(409, `You already have a tank called ${name}.`, "name-taken");
}

function nameInUse(tx: Tx, userId: string, name: string, exceptId?: number): boolean {
  const sameName = and(eq(tanks.userId, userId), sql`lower(${tanks.name}) = lower(${name})`);
  const row = tx
    .select({ id: tanks.id })
    .from(tanks)
    .where(exceptId === undefined ? sameName : and(sameName, ne(tanks.id, exceptId)))
    .get();
  return Boolean(row);
}

/** A new tank: 409 when the member has MAX_TANKS_PER_MEMBER already, or another tank of the same name. */
export function createTank(userId: string, input: TankInput): { ok: true; tank: TankWithFish } | TankFailure {
  try {
    return getDb().transaction((tx) => {
      const existing = tx.select({ n: count() }).from(tanks).where(eq(tanks.userId, userId)).get()?.n ?? 0;
      if (existing >= MAX_TANKS_PER_MEMBER) {
        return fail(409, `You can keep up to ${MAX_TANKS_PER_MEMBER} tanks: delete one to add another.`, "too-many-tanks" as const);
      }
      if (nameInUse(tx, userId, input.name)) return nameTaken(input.name);
      const { id } = tx
        .insert(tanks)
        .values({ ...input, userId })
        .returning({ id: tanks.id })
        .get();
      return { ok: true as const, tank: getTank(userId, id, tx)! };
    });
  } catch (error) {
    // Two creations racing for one name: the unique index (member, name) decides.
    if (isUniqueViolation(error)) return nameTaken(input.name);
    throw error;
  }
}

/** Replaces the tank's details (its fish stay): 404 for a tank that is not the member's, 409 for a name in use. */
export function updateTank(userId: string, tankId: number, input: TankInput): { ok: true; tank: TankWithFish } | TankFailure {
  try {
    return getDb().transaction((tx) => {
      if (!hasTank(userId, tankId, tx)) return tankNotFound();
      if (nameInUse(tx, userId, input.name, tankId)) return nameTaken(input.name);
      tx.update(tanks)
        .set({ ...input, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
        .where(ownTank(userId, tankId))
        .run();
      return { ok: true as const, tank: getTank(userId, tankId, tx)! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken(input.name);
    throw error;
  }
}

/** Deletes the tank and its fish (the member's collection keeps them): 404 when it is not the member's. */
export function deleteTank(userId: string, tankId: number): { ok: true; tank: TankWithFish } | TankFailure {
  return getDb().transaction((tx) => {
    const tank = getTank(userId, tankId, tx);
    if (!tank) return tankNotFound();
    tx.delete(tanks).where(ownTank(userId, tankId)).run();
    return { ok: true as const, tank };
  });
}
