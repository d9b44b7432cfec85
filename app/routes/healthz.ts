import { sql } from "drizzle-orm";
import { getDb } from "~/services/db.server";
import { readOnly } from "~/services/api.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

/** The platform's health check: answers only when the database answers. */
export function loader() {
  try {
    getDb().get(sql`select count(*) as fish from fish`);
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": NO_STORE_CACHE_CONTROL } });
  } catch (error) {
    console.error("Health check failed", error);
    return new Response("database unavailable", { status: 503, headers: { "Cache-Control": NO_STORE_CACHE_CONTROL } });
  }
}

/** Only reads are answered here. */
export const action = readOnly;
