import { randomBytes } from "node:crypto";
import type { Cast } from "../route-table";
import { must, type Member, type Proof } from "./fixtures";
import { as, jsonOf } from "./http";

/**
 * The plant collection's fixtures, made and read over HTTP as the fish collection's are: a member's entries from
 * GET /api/my-plants, an entry added with POST, and a plant taken out of several members' collections so a cell
 * starts from nothing.
 */

export type PlantEntry = { id: number; plantId: number; collectionType: string; notes: string | null };

/** Seeded plants are numbered from 1; the suites take them in turn (the tank rows use the first 60). */
const SEEDED_PLANTS = 80;
let turn = 0;
export const nextCollectionPlantId = () => (turn++ % SEEDED_PLANTS) + 1;

export async function plantCollectionOf(proof: Proof, member: Member): Promise<PlantEntry[]> {
  const answer = must(await proof.client.send({ method: "GET", path: "/api/my-plants", headers: as(member) }), 200, "GET /api/my-plants");
  return jsonOf<PlantEntry[]>(answer)!;
}

export async function addPlantToCollection(proof: Proof, member: Member, plantId: number, collectionType: string) {
  const body = JSON.stringify({ plantId, collectionType, notes: "made by the proof suite" });
  const headers = as(member, { "Content-Type": "application/json" });
  must(await proof.client.send({ method: "POST", path: "/api/my-plants", headers, body }), 201, "POST /api/my-plants");
}

/** Takes the plant out of each member's collection, wherever it is, so no earlier cell's entry is mistaken for this one's. */
export async function clearPlant(proof: Proof, members: Member[], plantId: number) {
  for (const member of members) {
    for (const entry of await plantCollectionOf(proof, member)) {
      if (entry.plantId !== plantId) continue;
      const path = `/api/my-plants/${plantId}/${entry.collectionType}`;
      must(await proof.client.send({ method: "DELETE", path, headers: as(member) }), 200, `DELETE ${path}`);
    }
  }
}

/** The members of a cell who may hold the plant: its owner, the other member and the admin. */
const castOf = (cast: Cast) => [cast.owner, cast.other, cast.admin];

export type CollectionPlant = { plantId: number; notes: string };

/** A plant in nobody's collection of this cell, and notes no other cell uses. */
export async function freshCollectionPlant(proof: Proof, cast: Cast): Promise<CollectionPlant> {
  const plantId = nextCollectionPlantId();
  await clearPlant(proof, castOf(cast), plantId);
  return { plantId, notes: `matrix plant notes ${randomBytes(5).toString("hex")}` };
}

/** The owner's entry of such a plant, in Owned. */
export async function ownedPlantEntry(proof: Proof, cast: Cast): Promise<CollectionPlant> {
  const fresh = await freshCollectionPlant(proof, cast);
  await addPlantToCollection(proof, cast.owner, fresh.plantId, "owned");
  return fresh;
}

/** Whether the acting member (or, for a visitor, anyone of the cast) now has the plant in this collection. */
export async function plantSavedByActor(proof: Proof, cast: Cast, plantId: number, type: string): Promise<boolean> {
  for (const member of cast.acting.member ? [cast.acting.member] : castOf(cast)) {
    if ((await plantCollectionOf(proof, member)).some((e) => e.plantId === plantId && e.collectionType === type)) return true;
  }
  return false;
}

/** Whether the owner's collection holds the plant in this collection (with these notes, when given). */
export async function ownersPlantEntryIs(proof: Proof, cast: Cast, plantId: number, type: string, notes?: string): Promise<boolean> {
  return (await plantCollectionOf(proof, cast.owner)).some(
    (e) => e.plantId === plantId && e.collectionType === type && (notes === undefined || e.notes === notes),
  );
}
