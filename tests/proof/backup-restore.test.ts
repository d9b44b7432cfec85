import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { removeServerFiles, startServer, type RunningServer } from "./support/server";
import { signInOverHttp } from "./support/sign-in";
import { fishIds, now, requestAs, signInMembers, sleep, startWriteLoad, thousands, type LoadMember } from "./support/write-load";

/**
 * The operator's backup and restore, as docs/deploy.md describes them: scripts/backup-db.js copies the live
 * database from its own process while members keep writing; scripts/restore-db.js refuses while the app has the
 * database open, and once it has stopped puts the copy in its place; the app started on it serves every write
 * acknowledged before the backup began, and none acknowledged after the backup had finished.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MEMBERS = 30;
/** Comments go to a few fish only, and are read back a few at a time: each discussion spans several pages. */
const DISCUSSED_FISH = 2;
const COMMENT_PAGE = 4;

let server: RunningServer | undefined;
let scratch: string | undefined;
afterAll(async () => {
  if (server) {
    await server.stop();
    removeServerFiles(server);
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

type ScriptRun = { code: number | null; stdout: string; stderr: string; ms: number };

/** Runs an operator script as its own process, without blocking this one (the write load keeps going). */
function runScript(script: string, args: string[], databasePath: string): Promise<ScriptRun> {
  const started = now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_PATH: databasePath },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, ms: now() - started }));
  });
}

/**
 * Every comment on a fish, by id, following each page's `Link: rel="next"` to the older ones. The pages are
 * small on purpose, so the walk across pages is part of what the restored server must get right.
 */
async function allComments(baseUrl: string, reader: LoadMember, fishId: number): Promise<{ comments: Map<number, string>; pages: number }> {
  const seen = new Map<number, string>();
  let next: string | null = `/api/fish/${fishId}/discussions?limit=${COMMENT_PAGE}`;
  let pages = 0;
  for (; next !== null; pages += 1) {
    if (pages > 1_000) throw new Error(`The comments of fish ${fishId} never end`);
    const answer = await requestAs(baseUrl, reader, "GET", next);
    if (answer.status !== 200 || !("body" in answer)) throw new Error(`GET ${next}: ${answer.status}`);
    for (const comment of answer.body as { id: number; content: string }[]) seen.set(comment.id, comment.content);
    const link = /<([^>]+)>\s*;\s*rel="next"/.exec(answer.headers.get("link") ?? "")?.[1];
    next = link ? `${new URL(link, baseUrl).pathname}${new URL(link, baseUrl).search}` : null;
  }
  return { comments: seen, pages };
}

function integrityOf(file: string): { integrity: string[]; journalMode: string; counts: Record<string, number> } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma("integrity_check", { simple: false }) as { integrity_check: string }[]).map((r) => r.integrity_check);
    const journalMode = db.pragma("journal_mode", { simple: true }) as string;
    const counts: Record<string, number> = {};
    for (const table of ["users", "sessions", "discussion_comments", "collection_entries"]) {
      counts[table] = db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    }
    return { integrity, journalMode, counts };
  } finally {
    db.close();
  }
}

test("an online backup taken under write load restores to a server that answers with the same data", async () => {
  server = await startServer();
  const running = server;
  scratch = fs.mkdtempSync(path.join(path.dirname(running.dir), "shoal-backup-"));
  const backupFile = path.join(scratch, "backups", "shoal-proof.db");

  const members = await signInMembers(running.url, MEMBERS, "backup");
  const fish = await fishIds(running.url);
  const tag = `backup-${Date.now().toString(36)}`;
  const load = startWriteLoad(running.url, members, fish, tag, { commentOn: fish.slice(0, DISCUSSED_FISH) });
  await sleep(8_000);

  const backupStartedAt = now();
  const backup = await runScript("scripts/backup-db.js", [backupFile], running.databasePath);
  const backupEndedAt = now();
  expect(backup.code, backup.stderr).toBe(0);

  // Restoring over a database the app still has open would pull it from under the running process.
  const refused = await runScript("scripts/restore-db.js", [backupFile], running.databasePath);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toMatch(/stop the app first/);

  await sleep(2_000);
  await load.stop();
  await running.stop();

  const copy = integrityOf(backupFile);
  expect(copy.integrity).toEqual(["ok"]);
  // One self-contained file: nothing of it waits in a -wal beside it.
  expect(copy.journalMode).toBe("delete");

  const restore = await runScript("scripts/restore-db.js", [backupFile], running.databasePath);
  expect(restore.code, restore.stderr).toBe(0);
  const keptAside = fs.readdirSync(running.dir).filter((name) => name.startsWith("shoal.db.replaced-"));
  expect(keptAside.length).toBeGreaterThan(0);
  await running.start();

  // What the restored server must show, and what it must not: writes acknowledged before the backup started
  // are in it; writes sent after it had finished cannot be. Those in between may be either.
  const comments = [...load.comments.values()];
  const before = (at: number) => at < backupStartedAt;
  const after = (at: number) => at > backupEndedAt;
  const commentsBefore = comments.filter((c) => before(c.ackAt) && (c.deleteSentAt === undefined || after(c.deleteSentAt)));
  const deletesBefore = comments.filter((c) => c.deleteAckAt !== undefined && before(c.deleteAckAt));
  const commentsAfter = comments.filter((c) => after(c.sentAt));
  const savesBefore = load.saves.filter((s) => before(s.ackAt));
  const savesAfter = load.saves.filter((s) => after(s.sentAt));
  const duringBackup = [...comments.map((c) => c.ackAt), ...load.saves.map((s) => s.ackAt)].filter(
    (at) => at >= backupStartedAt && at <= backupEndedAt,
  ).length;

  const problems: string[] = [];

  // Sessions live in the database too: a cookie from before the backup should still be signed in.
  let signedInAgain = 0;
  const sessions = new Map<string, LoadMember>();
  for (const member of members) {
    const me = await requestAs(running.url, member, "GET", "/api/auth/user");
    if (me.status === 200) {
      sessions.set(member.id, member);
      continue;
    }
    signedInAgain += 1;
    const cookie = await signInOverHttp(running.url, { email: member.email }, member.ip);
    sessions.set(member.id, { ...member, cookie });
  }

  for (const member of sessions.values()) {
    const answer = await requestAs(running.url, member, "GET", "/api/my-fish");
    if (answer.status !== 200 || !("body" in answer)) throw new Error(`GET /api/my-fish as ${member.email}: ${answer.status}`);
    const entries = new Set((answer.body as { fishId: number; collectionType: string }[]).map((e) => `${e.fishId} ${e.collectionType}`));
    for (const s of savesBefore.filter((s) => s.userId === member.id)) {
      if (!entries.has(`${s.fishId} ${s.collectionType}`)) problems.push(`${member.email} lost ${s.fishId} ${s.collectionType}`);
    }
    for (const s of savesAfter.filter((s) => s.userId === member.id)) {
      if (entries.has(`${s.fishId} ${s.collectionType}`))
        problems.push(`${member.email} has ${s.fishId} ${s.collectionType} from after the backup`);
    }
  }

  const reader = sessions.values().next().value as LoadMember;
  const fishToRead = new Set([...commentsBefore, ...deletesBefore, ...commentsAfter].map((c) => c.fishId));
  let pagesRead = 0;
  for (const fishId of fishToRead) {
    const { comments: shown, pages } = await allComments(running.url, reader, fishId);
    pagesRead += pages;
    for (const c of commentsBefore.filter((c) => c.fishId === fishId)) {
      if (shown.get(c.id) !== c.content) problems.push(`comment ${c.id} on fish ${fishId} is missing`);
    }
    for (const c of deletesBefore.filter((c) => c.fishId === fishId)) {
      if (shown.has(c.id)) problems.push(`comment ${c.id}, deleted before the backup, is back`);
    }
    for (const c of commentsAfter.filter((c) => c.fishId === fishId)) {
      if (shown.has(c.id)) problems.push(`comment ${c.id}, posted after the backup, is in it`);
    }
  }

  const size = fs.statSync(backupFile).size;
  const copySeconds = /in ([\d.]+) s/.exec(backup.stdout)?.[1] ?? "?";
  const shownBefore = commentsBefore.length + deletesBefore.length + savesBefore.length;
  const absentAfter = commentsAfter.length + savesAfter.length;
  console.log(
    `backup-restore: ${(size / (1024 * 1024)).toFixed(1)} MB backup (${thousands(copy.counts.discussion_comments)} comments, ` +
      `${thousands(copy.counts.collection_entries)} collection entries, ${copy.counts.sessions} sessions) copied in ${copySeconds} s ` +
      `(${(backup.ms / 1000).toFixed(2)} s for the whole backup-db.js process) while ${duringBackup} writes were acknowledged; ` +
      `after restore-db.js the restarted server shows all ${shownBefore} writes acknowledged before the backup ` +
      `(${commentsBefore.length} comments, ${savesBefore.length} saves, ${deletesBefore.length} deletes) and none of the ` +
      `${absentAfter} sent after it (comments read in ${pagesRead} pages); ${signedInAgain} of ${MEMBERS} members had to sign in again; ` +
      `${problems.length} problems; integrity_check ${copy.integrity.join("; ")}`,
  );

  expect(problems.slice(0, 20)).toEqual([]);
  expect(shownBefore).toBeGreaterThan(100);
  expect(absentAfter).toBeGreaterThan(0);
});
