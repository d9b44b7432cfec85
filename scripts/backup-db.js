// Online backup of Shoal's SQLite database, safe while the app keeps serving (see docs/deploy.md, Backups):
//
//   node scripts/backup-db.js [destination]
//
// Reads DATABASE_PATH (default data/shoal.db) and writes a consistent copy to `destination` (default
// <database folder>/backups/shoal-<UTC time>.db), checks the copy with PRAGMA integrity_check, and prints its
// path, size and the time taken. Exits non-zero, leaving no file at `destination`, if anything fails.
//
// Copying shoal.db with cp is not a backup: in WAL mode the latest writes live in shoal.db-wal, and a copy taken
// mid-write can be torn. SQLite's backup API copies the database as one transaction sees it, WAL included.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

// The largest step better-sqlite3 accepts: the whole database in one step (see below).
const ALL_PAGES = 0x7fffffff;

function fail(message) {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

/** Cleaning up after a failure must not hide the failure itself. */
function removeQuietly(file) {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    // nothing was written there, or it cannot be reached: either way the original error is what matters
  }
}

function utcStamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Run as root (as `fly ssh console` does), files this script creates would belong to root: a -shm file made
 * next to the database could then lock the app, which runs as the database file's owner, out of its own
 * database. So work as that owner instead.
 */
function becomeOwnerOf(file) {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return "";
  const { uid, gid } = fs.statSync(file);
  if (uid === 0) return "";
  process.setgroups([gid]);
  process.setgid(gid);
  process.setuid(uid);
  return ` (working as uid ${uid}, the owner of ${file})`;
}

const source = path.resolve(process.env.DATABASE_PATH || "data/shoal.db");
const destination = path.resolve(process.argv[2] || path.join(path.dirname(source), "backups", `shoal-${utcStamp()}.db`));
// Written under a temporary name and renamed only once checked, so a file at `destination` is always a good copy.
const partial = `${destination}.partial`;

if (!fs.existsSync(source)) fail(`no database at ${source} (set DATABASE_PATH)`);
if (destination === source || destination.startsWith(`${source}-`)) fail("the destination is the database itself");
if (fs.existsSync(destination)) fail(`${destination} already exists; choose another name`);

let actingAs = "";
try {
  actingAs = becomeOwnerOf(source);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.rmSync(partial, { force: true });

  const started = process.hrtime.bigint();
  const db = new Database(source, { readonly: true, fileMustExist: true });
  let pages = 0;
  try {
    // The app may hold the write lock for a moment; wait for it rather than fail.
    db.pragma("busy_timeout = 5000");
    // SQLite restarts a backup whenever another connection writes between two of its steps, so under steady
    // writes a backup copied a few pages at a time might never finish. One step copies everything inside one
    // read transaction instead; in WAL mode a reader does not block the app's writes.
    const result = await db.backup(partial, { progress: () => ALL_PAGES });
    pages = result.totalPages;
  } finally {
    db.close();
  }

  const copy = new Database(partial);
  try {
    // One self-contained file (no -wal beside it), so the copy can be moved, downloaded and opened read-only
    // anywhere. The app switches a restored database back to WAL when it opens it.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: false }).map((row) => row.integrity_check);
    if (check.length !== 1 || check[0] !== "ok") throw new Error(`integrity_check of the copy: ${check.slice(0, 5).join("; ")}`);
  } finally {
    copy.close();
  }

  const fd = fs.openSync(partial, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, destination);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const size = fs.statSync(destination).size;
  console.log(
    `Backed up ${source} to ${destination}: ${formatBytes(size)} (${pages} pages) in ${seconds.toFixed(2)} s, integrity_check ok`,
  );
} catch (error) {
  removeQuietly(partial);
  fail(`${error instanceof Error ? error.message : String(error)}${actingAs}`);
}
