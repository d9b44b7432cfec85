import { asc, count, eq, sql } from "drizzle-orm";
import { aquascapes } from "../../db/schema";
import { filterAquascapes, type AquascapeLevelId } from "~/domain/aquascapes";
import { getDb } from "~/services/db.server";

/** An aquascaping guide with every field: what a card and the API show. */
export type Aquascape = {
  id: number;
  title: string;
  style: string;
  description: string;
  difficulty: string;
  imageUrl: string;
  tools: string[];
  plants: string[];
};

const columns = {
  id: aquascapes.id,
  title: aquascapes.title,
  style: aquascapes.style,
  description: aquascapes.description,
  difficulty: aquascapes.difficulty,
  imageUrl: aquascapes.imageUrl,
  tools: aquascapes.tools,
  plants: aquascapes.plants,
};

/** Beginner guides first, then Moderate, then Advanced; by title within a level. */
const levelOrder = sql`case ${aquascapes.difficulty} when 'Beginner' then 0 when 'Moderate' then 1 when 'Advanced' then 2 else 3 end`;

/** Every guide, easiest first. */
export function listAquascapes(): Aquascape[] {
  return getDb().select(columns).from(aquascapes).orderBy(levelOrder, asc(aquascapes.title)).all();
}

/**
 * The guides a search and level select, easiest first. A dozen guides filter in microseconds in memory, and the
 * rules stay the pure functions of domain/aquascapes that the home page and the browser can use too.
 */
export function findAquascapes(query: { q?: string | null; level?: AquascapeLevelId | null } = {}): Aquascape[] {
  return filterAquascapes(listAquascapes(), query);
}

/** One guide with every field (its page and GET /api/aquascapes/{id}), or null when there is none. */
export function getAquascape(id: number): Aquascape | null {
  return getDb().select(columns).from(aquascapes).where(eq(aquascapes.id, id)).get() ?? null;
}

export function countAquascapes(): number {
  return getDb().select({ n: count() }).from(aquascapes).get()?.n ?? 0;
}

/** GET /api/aquascapes: the whole list with every field. */
export function listAquascapesForApi(): Aquascape[] {
  return listAquascapes();
}
