import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { removeServerFiles, startServer, type RunningServer } from "./support/server";
import { createTanks, orphanedFiles, recordsWithoutFiles, startUploadLoad, type StoredFile } from "./support/upload-load";
import { fishIds, mustBePresent, now, signInMembers, sleep, startWriteLoad, thousands } from "./support/write-load";

/**
 * A write the server acknowledged is on disk, and a crash leaves no file behind: the process is killed with
 * SIGKILL (no shutdown, no final checkpoint) several times at random moments while many members comment, save
 * fish, post gallery images and edit their tanks, and restarted each time while the load goes on. Afterwards the
 * SQLite file itself must hold every acknowledged comment, collection save, gallery image and tank edit (a tank's
 * stock whole, as one edit set it), must not hold any comment whose delete was acknowledged, and must pass PRAGMA
 * integrity_check. And the files: what each kill left unused (unfinished writes, images whose record was never
 * written) must be gone once the sweep at a restart has run past its grace, shortened here, and no record may
 * lack its file.
 */

const MEMBERS = 40;
const UPLOADERS = 8;
const TANK_EDITORS = 10;
const KILLS = 5;
/** The sweep's grace for the server under test: files a kill left must be this old before a sweep takes them. */
const GRACE_SECONDS = 4;

let server: RunningServer | undefined;
afterAll(async () => {
  if (!server) return;
  await server.stop();
  removeServerFiles(server);
});

test("acknowledged writes survive SIGKILL mid-load, the database stays intact, and no file is left behind", async () => {
  server = await startServer({ env: { UPLOAD_SWEEP_GRACE_SECONDS: String(GRACE_SECONDS) } });
  const running = server;
  const members = await signInMembers(running.url, MEMBERS, "durability");
  const uploaders = await signInMembers(running.url, UPLOADERS, "durability-gallery", 101);
  const editors = await signInMembers(running.url, TANK_EDITORS, "durability-tanks", 121);
  const fish = await fishIds(running.url);
  const tag = `durability-${Date.now().toString(36)}`;
  const tanks = await createTanks(running.url, editors, tag);

  const load = startWriteLoad(running.url, members, fish, tag);
  const uploads = startUploadLoad(
    running.url,
    uploaders,
    editors.map((member, i) => ({ member, tank: tanks[i] })),
    fish,
    tag,
  );
  const restartedAt: number[] = [];
  const downtimes: number[] = [];
  // What each kill left that no record uses, and what a sweep should have removed but had not.
  const leftByKill: StoredFile[][] = [];
  const notSwept: string[] = [];

  /**
   * After a restart the sweep runs in the background. Every start has leftovers past the grace (those planted
   * beside what the kill left), so its sweep removes some and says so in one line: wait for that line, then
   * every file a kill left that was past the grace when the server started must be gone (younger ones are due
   * at a later start). Waiting for the line, not for a while, keeps a slow sweep on a busy machine from
   * looking like a wrong one.
   */
  const sweptAfterStart = async (startedAt: number, label: string) => {
    const due = leftByKill.flat().filter((file) => file.modifiedAt < startedAt - GRACE_SECONDS * 1000);
    // A limit, not a measure: the sweep shares the restarted process with the whole load.
    const deadline = Date.now() + 45_000;
    const sweepLine = () => /^Upload sweep: .*$/m.exec(running.output())?.[0];
    while (!sweepLine() && Date.now() < deadline) await sleep(200);
    const said = sweepLine() ?? `no sweep within 45 s; the server printed: ${running.output().slice(-1500)}`;
    for (const file of due.filter((file) => fs.existsSync(file.file))) {
      notSwept.push(`${file.key} (left by a kill, still there after ${label}; ${said})`);
    }
  };
  /**
   * What a kill during a write leaves, written beside whatever this kill really left: an unfinished write and a
   * published image (with a copy) that no record names, both past the grace. A kill lands mid-write only by
   * chance, so these make sure every restart's sweep has leftovers to take.
   */
  const plantLeftovers = (): StoredFile[] => {
    const old = new Date(Date.now() - 2 * GRACE_SECONDS * 1000);
    const image = `uploads/${randomUUID()}`;
    return [`.partial/${randomUUID()}.tmp`, image, `${image}-w320`].map((key) => {
      const file = path.join(running.uploadsDir, key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, "left by a write that never finished");
      fs.utimesSync(file, old, old);
      return { key, file, modifiedAt: old.getTime() };
    });
  };
  const planted: StoredFile[] = [];
  const leftNow = () => {
    const db = new Database(running.databasePath, { readonly: true, fileMustExist: true });
    try {
      return orphanedFiles(db, running.uploadsDir);
    } finally {
      db.close();
    }
  };

  for (let kill = 0; kill < KILLS; kill += 1) {
    await sleep(2_500 + Math.random() * 2_500);
    // Killed while a gallery upload writes its files (it rarely waits long: eight members upload).
    const until = Date.now() + 3_000;
    while (uploads.writingFiles() === 0 && Date.now() < until) await sleep(5);
    const killedAt = now();
    await running.kill("SIGKILL");
    leftByKill.push(leftNow());
    const plantedNow = plantLeftovers();
    planted.push(...plantedNow);
    leftByKill.push(plantedNow);
    const startedAt = Date.now();
    await running.start();
    restartedAt.push(now());
    downtimes.push(now() - killedAt);
    await sweptAfterStart(startedAt, `restart ${kill + 1}`);
  }
  await sleep(2_000);
  await Promise.all([load.stop(), uploads.stop()]);
  // Once the load has stopped and the last leftovers are past the grace, one more start sweeps them all.
  await sleep(GRACE_SECONDS * 1000 + 500);
  await running.kill("SIGKILL");
  const plantedLast = plantLeftovers();
  planted.push(...plantedLast);
  leftByKill.push(plantedLast);
  const lastStart = Date.now();
  await running.start();
  await sweptAfterStart(lastStart, "the last restart");
  await running.stop();

  const comments = [...load.comments.values()];
  const kept = comments.filter(mustBePresent);
  const deleted = comments.filter((c) => c.deleteAckAt !== undefined);
  const acknowledged = comments.length + load.saves.length + deleted.length;

  // The load really went on across every restart: writes were acknowledged by each restarted process.
  for (const [i, from] of restartedAt.entries()) {
    const until = restartedAt[i + 1] ?? Infinity;
    const acknowledgedThen = [...comments.map((c) => c.ackAt), ...load.saves.map((s) => s.ackAt)].filter((at) => at >= from && at < until);
    expect(acknowledgedThen.length, `writes acknowledged after restart ${i + 1}`).toBeGreaterThan(0);
  }

  const lost: string[] = [];
  // A delete answered 404 means an acknowledged comment had already gone.
  const vanished = load.otherAnswers.get("delete 404") ?? 0;
  if (vanished > 0) lost.push(`${vanished} acknowledged comment(s) were gone when their author deleted them`);

  const db = new Database(running.databasePath, { readonly: true, fileMustExist: true });
  let integrity: string[];
  let committedUnacknowledged = 0;
  let orphaned: string[] = [];
  let withoutFiles: string[] = [];
  try {
    integrity = (db.pragma("integrity_check", { simple: false }) as { integrity_check: string }[]).map((r) => r.integrity_check);

    const commentRow = db.prepare("SELECT fish_id AS fishId, user_id AS userId, content FROM discussion_comments WHERE id = ?");
    for (const c of kept) {
      const row = commentRow.get(c.id) as { fishId: number; userId: string; content: string } | undefined;
      if (!row) lost.push(`comment ${c.id} ("${c.content}") is missing`);
      else if (row.fishId !== c.fishId || row.userId !== c.userId || row.content !== c.content) {
        lost.push(`comment ${c.id} changed: ${JSON.stringify(row)}`);
      }
    }
    for (const c of deleted) {
      if (commentRow.get(c.id)) lost.push(`comment ${c.id} is back after its delete was acknowledged`);
    }

    const saveRow = db.prepare("SELECT 1 FROM collection_entries WHERE user_id = ? AND fish_id = ? AND collection_type = ?");
    for (const s of load.saves) {
      if (!saveRow.get(s.userId, s.fishId, s.collectionType)) lost.push(`save ${s.userId} ${s.fishId} ${s.collectionType} is missing`);
    }

    // Cut-off requests that committed before the kill: allowed, and worth knowing.
    const storedComments = db.prepare("SELECT count(*) FROM discussion_comments WHERE content LIKE ?").pluck().get(`${tag} %`) as number;
    const storedSaves = db.prepare("SELECT count(*) FROM collection_entries WHERE notes = ?").pluck().get(`${tag} save`) as number;
    const survivingAcknowledged = comments.length - deleted.length;
    committedUnacknowledged = Math.max(0, storedComments - survivingAcknowledged) + Math.max(0, storedSaves - load.saves.length);

    const galleryRow = db.prepare("SELECT object_key AS objectKey FROM community_images WHERE id = ?");
    for (const image of uploads.gallery) {
      if (!galleryRow.get(image.id)) lost.push(`gallery image ${image.id} is missing`);
    }

    // A tank holds an edit at least as late as its last acknowledged one, and a stock exactly as one edit set it.
    const tankRow = db.prepare("SELECT name FROM tanks WHERE id = ?");
    const stockRows = db.prepare("SELECT fish_id AS fishId, count FROM tank_fish WHERE tank_id = ? ORDER BY fish_id");
    const sameStock = (a: { fishId: number; count: number }[], b: { fishId: number; count: number }[]) =>
      JSON.stringify([...a].sort((x, y) => x.fishId - y.fishId)) === JSON.stringify([...b].sort((x, y) => x.fishId - y.fishId));
    for (const tank of uploads.tanks) {
      const names = tank.edits.filter((edit) => edit.kind === "name");
      const stocks = tank.edits.filter((edit) => edit.kind === "stock");
      const lastNameAck = Math.max(0, ...names.filter((edit) => edit.ack).map((edit) => edit.seq));
      const lastStockAck = Math.max(0, ...stocks.filter((edit) => edit.ack).map((edit) => edit.seq));
      const row = tankRow.get(tank.id) as { name: string } | undefined;
      if (!row) {
        lost.push(`tank ${tank.id} is missing`);
        continue;
      }
      const nameEdit = names.find((edit) => edit.name === row.name);
      if (lastNameAck > 0 && (!nameEdit || nameEdit.seq < lastNameAck))
        lost.push(`tank ${tank.id} is named "${row.name}", older than its acknowledged edit ${lastNameAck}`);
      const stock = stockRows.all(tank.id) as { fishId: number; count: number }[];
      const stockEdit = stocks.find((edit) => edit.seq >= lastStockAck && sameStock(edit.stock!, stock));
      if (lastStockAck > 0 && !stockEdit)
        lost.push(`tank ${tank.id} holds ${JSON.stringify(stock)}, no stock sent at or after its acknowledged edit ${lastStockAck}`);
    }

    orphaned = orphanedFiles(db, running.uploadsDir).map((file) => file.key);
    withoutFiles = recordsWithoutFiles(db, running.uploadsDir);
  } finally {
    db.close();
  }

  const others = [...load.otherAnswers, ...uploads.otherAnswers].map(([key, count]) => `${key}: ${count}`).join(", ");
  const tankEdits = uploads.tanks.reduce((sum, tank) => sum + tank.edits.filter((edit) => edit.ack).length, 0);
  const plantedFiles = new Set(planted.map((file) => file.file));
  const left = leftByKill.flat().filter((file) => !plantedFiles.has(file.file));
  const meanDowntime = downtimes.reduce((a, b) => a + b, 0) / downtimes.length;
  console.log(
    `durability: ${thousands(acknowledged)} acknowledged writes (${thousands(comments.length)} comments, ` +
      `${thousands(load.saves.length)} collection saves, ${thousands(deleted.length)} deletes) from ${MEMBERS} members ` +
      `across ${KILLS} SIGKILLs, ${lost.length} lost; ${uploads.gallery.length} gallery images and ${tankEdits} tank edits ` +
      `acknowledged; the kills left ${left.filter((f) => f.key.startsWith(".partial")).length} unfinished writes and ` +
      `${left.filter((f) => !f.key.startsWith(".partial")).length} unused image files (and ${planted.length} were planted), ` +
      `${notSwept.length} not swept, ` +
      `${orphaned.length} orphaned at the end, ${withoutFiles.length} records without their file; ` +
      `${load.unanswered.cutOff} requests cut off in flight ` +
      `(${committedUnacknowledged} committed anyway), ${load.unanswered.refused} refused while down ` +
      `(${(meanDowntime / 1000).toFixed(1)} s per restart); ` +
      `integrity_check ${integrity.join("; ")}${others ? `; other answers: ${others}` : ""}`,
  );

  expect(lost.slice(0, 20)).toEqual([]);
  expect(integrity).toEqual(["ok"]);
  expect(acknowledged).toBeGreaterThan(300);
  // Every restart's sweep took what the kills left and what was planted beside it.
  expect(notSwept.slice(0, 20)).toEqual([]);
  expect(orphaned.slice(0, 20)).toEqual([]);
  expect(withoutFiles.slice(0, 20)).toEqual([]);
  // The new load really ran through the kills.
  expect(uploads.gallery.length).toBeGreaterThan(3);
  expect(tankEdits).toBeGreaterThan(50);
}, 180_000);
