import { and, asc, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { tankReadings, tanks } from "../../db/schema";
import type { Tx } from "../../db/types";
import type { KeysetPage } from "~/domain/pagination";
import type { JournalEntry } from "~/domain/journal/entries";
import type { ReadingInput } from "~/domain/journal/reading-input";
import { readCycle } from "~/domain/journal/cycle";
import { JOURNAL_MAX_ENTRIES } from "~/domain/journal/limits";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { fail, type Failure } from "./result";
import { hasTank, tankNotFound, touchTank, type TankFailure } from "./tank.server";

/**
 * A tank's journal: water tests and water changes. Every function takes the member's id and reaches only that
 * member's tanks: another member's tank, or an entry of it, answers exactly as one that does not exist. A write
 * that completes the nitrogen cycle marks the tank cycled in the same transaction.
 */

export type JournalFailure = TankFailure | Failure<400 | 404 | 409, "entry-not-found" | "journal-full">;
type Written = { ok: true; entry: JournalEntry; cycledNow: boolean };

export const ENTRY_NOT_FOUND = "Journal entry not found";
const entryNotFound = () => fail(404, ENTRY_NOT_FOUND, "entry-not-found" as const);

const entryColumns = {
  id: tankReadings.id,
  takenAt: tankReadings.takenAt,
  temperature: tankReadings.temperatureC,
  ph: tankReadings.ph,
  gh: tankReadings.ghDgh,
  kh: tankReadings.khDkh,
  ammonia: tankReadings.ammoniaPpm,
  nitrite: tankReadings.nitritePpm,
  nitrate: tankReadings.nitratePpm,
  phosphate: tankReadings.phosphatePpm,
  tds: tankReadings.tdsPpm,
  waterChangePct: tankReadings.waterChangePct,
  note: tankReadings.note,
};

function rowOf(input: ReadingInput) {
  return {
    takenAt: input.takenAt,
    temperatureC: input.temperature,
    ph: input.ph,
    ghDgh: input.gh,
    khDkh: input.kh,
    ammoniaPpm: input.ammonia,
    nitritePpm: input.nitrite,
    nitratePpm: input.nitrate,
    phosphatePpm: input.phosphate,
    tdsPpm: input.tds,
    waterChangePct: input.waterChangePct,
    note: input.note,
  };
}

const ofTank = (tankId: number) => eq(tankReadings.tankId, tankId);
const newestFirst = [desc(tankReadings.takenAt), desc(tankReadings.id)];

function entryOf(tankId: number, entryId: number, db: Tx | ReturnType<typeof getDb> = getDb()): JournalEntry | undefined {
  return db
    .select(entryColumns)
    .from(tankReadings)
    .where(and(ofTank(tankId), eq(tankReadings.id, entryId)))
    .get();
}

/** One page of the member's tank's journal, newest first, starting after the entry `before`; undefined: no such tank. */
export function journalPage(userId: string, tankId: number, before: number | null, limit: number): KeysetPage<JournalEntry> | undefined {
  if (!hasTank(userId, tankId)) return undefined;
  const cursor = before === null ? undefined : entryOf(tankId, before);
  const older = cursor ? sql`(${tankReadings.takenAt}, ${tankReadings.id}) < (${cursor.takenAt}, ${cursor.id})` : undefined;
  const rows = getDb()
    .select(entryColumns)
    .from(tankReadings)
    .where(older ? and(ofTank(tankId), older) : ofTank(tankId))
    .orderBy(...newestFirst)
    .limit(limit + 1)
    .all();
  if (rows.length <= limit) return { items: rows, olderBefore: null };
  const items = rows.slice(0, limit);
  return { items, olderBefore: items[items.length - 1].id };
}

/** One entry of the member's tank, or undefined. */
export function getJournalEntry(userId: string, tankId: number, entryId: number): JournalEntry | undefined {
  return hasTank(userId, tankId) ? entryOf(tankId, entryId) : undefined;
}

/** The tank's entries taken since `sinceIso`, oldest first (a chart's range); the caller has checked the tank is the member's. */
export function entriesSince(tankId: number, sinceIso: string, db: Tx | ReturnType<typeof getDb> = getDb()): JournalEntry[] {
  return db
    .select(entryColumns)
    .from(tankReadings)
    .where(and(ofTank(tankId), gte(tankReadings.takenAt, sinceIso)))
    .orderBy(asc(tankReadings.takenAt), asc(tankReadings.id))
    .all();
}

/** The member's whole journal, oldest first, for an export; undefined: no such tank. */
export function journalExport(userId: string, tankId: number): JournalEntry[] | undefined {
  if (!hasTank(userId, tankId)) return undefined;
  return getDb()
    .select(entryColumns)
    .from(tankReadings)
    .where(ofTank(tankId))
    .orderBy(asc(tankReadings.takenAt), asc(tankReadings.id))
    .all();
}

/** The last water change ever logged and the first entry ever: what "no water change in two weeks" reads. */
export function journalBounds(tankId: number): { lastWaterChangeAt: string | null; firstEntryAt: string | null } {
  const db = getDb();
  const lastChange = db
    .select({ takenAt: tankReadings.takenAt })
    .from(tankReadings)
    .where(and(ofTank(tankId), isNotNull(tankReadings.waterChangePct)))
    .orderBy(...newestFirst)
    .limit(1)
    .get();
  const first = db
    .select({ takenAt: tankReadings.takenAt })
    .from(tankReadings)
    .where(ofTank(tankId))
    .orderBy(asc(tankReadings.takenAt), asc(tankReadings.id))
    .limit(1)
    .get();
  return { lastWaterChangeAt: lastChange?.takenAt ?? null, firstEntryAt: first?.takenAt ?? null };
}

/** The water as last measured: the newest entry with a temperature, pH, GH or KH, or null. */
export function latestWater(tankId: number): Pick<JournalEntry, "takenAt" | "temperature" | "ph" | "gh" | "kh"> | null {
  return latestWaterOf().get({ tankId }) ?? null;
}

// Every tank page, checker preview and fits list a member opens asks for the latest water, so it is prepared
// once per connection.
const latestWaterOf = preparedPerConnection((db) =>
  db
    .select({
      takenAt: tankReadings.takenAt,
      temperature: tankReadings.temperatureC,
      ph: tankReadings.ph,
      gh: tankReadings.ghDgh,
      kh: tankReadings.khDkh,
    })
    .from(tankReadings)
    .where(
      and(
        eq(tankReadings.tankId, sql.placeholder("tankId")),
        sql`coalesce(${tankReadings.temperatureC}, ${tankReadings.ph}, ${tankReadings.ghDgh}, ${tankReadings.khDkh}) is not null`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(1)
    .prepare(),
);

/** How far back the cycle is read: a cycle takes four to eight weeks. */
export const CYCLE_WINDOW_DAYS = 90;

export function windowStart(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();
}

/** Marks the tank cycled when its recent tests complete the cycle; whether it did now. */
function markCycledIfComplete(tx: Tx, tankId: number): boolean {
  const tank = tx.select({ cycled: tanks.cycled }).from(tanks).where(eq(tanks.id, tankId)).get();
  if (!tank || tank.cycled === true) return false;
  const recent = entriesSince(tankId, windowStart(new Date(), CYCLE_WINDOW_DAYS), tx);
  if (readCycle(recent, { units: "metric", hardness: "dgh" }).stage !== "cycled") return false;
  tx.update(tanks).set({ cycled: true }).where(eq(tanks.id, tankId)).run();
  touchTank(tankId, tx);
  return true;
}

function roomFor(tx: Tx, tankId: number, adding: number): boolean {
  const existing = tx.select({ n: count() }).from(tankReadings).where(ofTank(tankId)).get()?.n ?? 0;
  return existing + adding <= JOURNAL_MAX_ENTRIES;
}

const journalFull = () =>
  fail(
    409,
    `A tank's journal holds up to ${JOURNAL_MAX_ENTRIES.toLocaleString("en-US")} entries: delete old ones first.`,
    "journal-full" as const,
  );

/** A new entry in the member's tank's journal. */
export function createJournalEntry(userId: string, tankId: number, input: ReadingInput): Written | JournalFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    if (!roomFor(tx, tankId, 1)) return journalFull();
    const { id } = tx
      .insert(tankReadings)
      .values({ ...rowOf(input), tankId })
      .returning({ id: tankReadings.id })
      .get();
    return { ok: true as const, entry: entryOf(tankId, id, tx)!, cycledNow: markCycledIfComplete(tx, tankId) };
  });
}

/** Replaces an entry of the member's tank. */
export function updateJournalEntry(userId: string, tankId: number, entryId: number, input: ReadingInput): Written | JournalFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    if (!entryOf(tankId, entryId, tx)) return entryNotFound();
    tx.update(tankReadings)
      .set(rowOf(input))
      .where(and(ofTank(tankId), eq(tankReadings.id, entryId)))
      .run();
    return { ok: true as const, entry: entryOf(tankId, entryId, tx)!, cycledNow: markCycledIfComplete(tx, tankId) };
  });
}

/** Deletes an entry of the member's tank, answering it as it was. */
export function deleteJournalEntry(userId: string, tankId: number, entryId: number): { ok: true; entry: JournalEntry } | JournalFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    const entry = entryOf(tankId, entryId, tx);
    if (!entry) return entryNotFound();
    tx.delete(tankReadings)
      .where(and(ofTank(tankId), eq(tankReadings.id, entryId)))
      .run();
    return { ok: true as const, entry };
  });
}

/** Adds every entry of an import, or none: one transaction. */
export function importJournalEntries(
  userId: string,
  tankId: number,
  inputs: readonly ReadingInput[],
): { ok: true; count: number; cycledNow: boolean } | JournalFailure {
  return getDb().transaction((tx) => {
    if (!hasTank(userId, tankId, tx)) return tankNotFound();
    if (!roomFor(tx, tankId, inputs.length)) return journalFull();
    for (const input of inputs)
      tx.insert(tankReadings)
        .values({ ...rowOf(input), tankId })
        .run();
    return { ok: true as const, count: inputs.length, cycledNow: markCycledIfComplete(tx, tankId) };
  });
}
