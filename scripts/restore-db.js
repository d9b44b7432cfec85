// Puts a backup (from scripts/backup-db.js) in place of Shoal's database. Stop the app first:
//
//   node scripts/restore-db.js <backup file>
//
// Checks the backup (PRAGMA integrity_check, and that it holds Shoal's tables) before touching anything, refuses
// while another process has DATABASE_PATH (default data/shoal.db) open, keeps the current database and its -wal
// and -shm files as <database>.replaced-<UTC time>[-wal|-shm], then copies the backup in. Start the app
// afterwards: it migrates a restored database forward if the backup is older than the code.
//
// On Fly the app cannot be stopped while keeping a shell on its volume; there the image's entrypoint does the
// same swap at boot (docs/deploy.md, Restore).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

function fail(message) {
  console.error(`Restore failed: ${message}`);
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

/** Run as root, the restored file would belong to root and the app (running as the folder's owner) could not open it. */
function becomeOwnerOf(file) {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return;
  const { uid, gid } = fs.statSync(file);
  if (uid === 0) return;
  process.setgroups([gid]);
  process.setgid(gid);
  process.setuid(uid);
}

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function checkBackup(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma("integrity_check", { simple: false }).map((row) => row.integrity_check);
    if (check.length !== 1 || check[0] !== "ok") throw new Error(`integrity_check of ${file}: ${check.slice(0, 5).join("; ")}`);
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    for (const table of ["fish", "users", "__drizzle_migrations"]) {
      if (!tables.has(table)) throw new Error(`${file} has no ${table} table: it is not a Shoal database`);
    }
  } finally {
    db.close();
  }
}

/**
 * True when another process has the database open. Every connection to a WAL database holds a shared lock on
 * the file while it is open, so an exclusive lock is refused until the app has stopped. Taking the lock also
 * folds the old -wal into the old file when the check closes it, so the copy kept aside is complete on its own.
 */
function inUse(file) {
  let db;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    if (error?.code === "SQLITE_BUSY" || error?.code === "SQLITE_LOCKED") return true;
    // A damaged database is a reason to restore, not to stop: it is kept aside as it is.
    console.warn(`Could not open the current database (${error instanceof Error ? error.message : error}); replacing it anyway.`);
    return false;
  } finally {
    db?.close();
  }
}

const backup = process.argv[2] ? path.resolve(process.argv[2]) : null;
const target = path.resolve(process.env.DATABASE_PATH || "data/shoal.db");
if (!backup) fail("usage: node scripts/restore-db.js <backup file>");
if (!fs.existsSync(backup)) fail(`no backup at ${backup}`);
if (backup === target) fail("the backup is the database itself");

const suffixes = ["", "-wal", "-shm"];
const stamp = utcStamp();
const keptAside = `${target}.replaced-${stamp}`;
const moved = [];
const partial = `${target}.restoring`;

try {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  becomeOwnerOf(fs.existsSync(target) ? target : path.dirname(target));
  checkBackup(backup);
  if (fs.existsSync(target) && inUse(target)) {
    fail(`${target} is open in another process: stop the app first`);
  }

  fs.copyFileSync(backup, partial);
  const fd = fs.openSync(partial, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  // A -wal left beside the restored file would be replayed into it: the old database's files go aside together.
  for (const suffix of suffixes) {
    if (!fs.existsSync(target + suffix)) continue;
    fs.renameSync(target + suffix, keptAside + suffix);
    moved.push(suffix);
  }
  fs.renameSync(partial, target);
} catch (error) {
  removeQuietly(partial);
  for (const suffix of moved) {
    if (!fs.existsSync(target + suffix)) fs.renameSync(keptAside + suffix, target + suffix);
  }
  fail(error instanceof Error ? error.message : String(error));
}

console.log(
  `Restored ${target} from ${backup} (${formatBytes(fs.statSync(target).size)})` +
    (moved.length > 0 ? `; the previous database was kept as ${keptAside}` : "") +
    ". Start the app now.",
);
