import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

/**
 * Where this machine stands in a LiteFS cluster, read from the files LiteFS keeps in its mount: `.primary` exists
 * only on a replica and names the primary's host; `<database>-pos` holds the position of the last transaction
 * this machine has applied ("<txid as 16 hex digits>/<checksum>"). Without LITEFS_DIR there is no cluster: this
 * machine is its own primary and nothing here reads a file.
 *
 * The files are read on each call, not remembered: the lease moves when the primary stops, and a replica can
 * become the primary (or the primary a replica) while the process runs.
 */

/** The primary's host when this machine is a replica; null when this machine may write. */
export function primaryInstance(): string | null {
  const dir = getEnv().LITEFS_DIR;
  if (!dir) return null;
  try {
    const host = fs.readFileSync(path.join(dir, ".primary"), "utf8").trim();
    return host || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Whether this machine may write the database: always without LiteFS, only while holding the lease with it. */
export function isPrimary(): boolean {
  return primaryInstance() === null;
}

/** The transaction position as a number: the part before the slash, hexadecimal. Null when it is not one. */
export function parsePosition(text: string | undefined | null): bigint | null {
  const txid = text?.trim().split("/", 1)[0];
  if (!txid || !/^[0-9a-f]{1,16}$/i.test(txid)) return null;
  return BigInt(`0x${txid}`);
}

/** The position this machine's copy of the database has reached, or null without LiteFS (or before the first write). */
export function transactionPosition(): bigint | null {
  const env = getEnv();
  if (!env.LITEFS_DIR) return null;
  try {
    return parsePosition(fs.readFileSync(path.join(env.LITEFS_DIR, `${path.basename(env.DATABASE_PATH)}-pos`), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** A position written as the `-pos` file writes it (16 hex digits), for a cookie. */
export function formatPosition(position: bigint): string {
  return position.toString(16).padStart(16, "0");
}

const POLL_MS = 20;

/**
 * Resolves to true once this machine has applied `target` (at once when it already has), or to false when
 * `timeoutMs` passes first. The file is polled: LiteFS does not announce a change in a way a watcher sees on
 * every system, and a replica usually catches up within a few polls.
 */
export async function waitForPosition(target: bigint, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = transactionPosition();
    if (current !== null && current >= target) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(1, deadline - Date.now()))));
  }
}
