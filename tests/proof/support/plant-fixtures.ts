import { randomBytes } from "node:crypto";
import { must, type Member, type Proof } from "./fixtures";
import { as, jsonOf } from "./http";

/** Every fact of a plant body for POST and PUT /api/admin/plants, under a name no other fixture uses. */
export function plantBody(name: string) {
  return {
    name,
    scientificName: "Planta fixturata",
    synonyms: ["Proof weed"],
    type: "stem",
    placement: ["background"],
    light: "medium",
    co2: "helps",
    growthRate: "fast",
    difficulty: "easy",
    minTemperatureC: 20,
    maxTemperatureC: 28,
    minPh: 6,
    maxPh: 7.5,
    maxHeightCm: 40,
    propagation: "Cuttings",
    description: "Made by the proof suites.",
    care: "Trim it now and then.",
    colour: null,
    leafShape: null,
  };
}

/** A plant the admin makes for one cell, so editing or deleting it never touches the seeded plants tanks use. */
export async function createPlantAsAdmin(proof: Proof, admin: Member, name: string): Promise<{ id: number; name: string }> {
  const answer = must(
    await proof.client.send({
      method: "POST",
      path: "/api/admin/plants",
      headers: as(admin, { "Content-Type": "application/json" }),
      body: JSON.stringify(plantBody(name)),
    }),
    201,
    "POST /api/admin/plants",
  );
  return jsonOf<{ id: number; name: string }>(answer)!;
}

type PlantSeen = { id: number; name: string; description: string };

/** A plant as GET /api/plants/{id} shows it to anyone (asked afresh), or null when there is none. */
export async function plantSeen(proof: Proof, plantId: number): Promise<PlantSeen | null> {
  const path = `/api/plants/${plantId}?fresh=${randomBytes(4).toString("hex")}`;
  const answer = await proof.client.send({ method: "GET", path, headers: { Accept: "application/json" } });
  return answer.status === 200 ? jsonOf<PlantSeen>(answer)! : null;
}

/** Whether the admin's list (GET /api/admin/plants, which no search limit counts) has a plant of this name. */
export async function plantListed(proof: Proof, admin: Member, name: string): Promise<boolean> {
  const path = `/api/admin/plants?q=${encodeURIComponent(name)}`;
  const answer = await proof.client.send({ method: "GET", path, headers: as(admin) });
  if (answer.status !== 200) throw new Error(`GET /api/admin/plants as ${admin.label}: ${answer.status}`);
  return Boolean(jsonOf<{ plants: { name: string }[] }>(answer)?.plants.some((plant) => plant.name === name));
}
