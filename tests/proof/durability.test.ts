import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { removeServerFiles, startServer, type RunningServer } from "./support/server";
import { fishIds, mustBePresent, now, signInMembers, sleep, startWriteLoad, thousands } from "./support/write-load";

/**
 * A write the server acknowledged is on disk: the process is killed with SIGKILL (no shutdown, no final
 * checkpoint) several times at random moments while many members write, and restarted each time while the load
 * goes on. Afterwards the SQLite file itself must hold every acknowledged comment and collection save, must not
 * hold any comment whose delete was acknowledged, and must pass PRAGMA integrity_check.
 */

const MEMBERS = 40;
const KILLS = 5;

let server: RunningServer | undefined;
afterAll(async () => {
  if (!server) return;
  await server.stop();
  removeServerFiles(server);
});

test("acknowledged writes survive SIGKILL mid-load, and the database stays intact", async () => {
  server = await startServer();
  const running = server;
  const members = await signInMembers(running.url, MEMBERS, "durability");
  const fish = await fishIds(running.url);
  const tag = `durability-${Date.now().toString(36)}`;

  const load = startWriteLoad(running.url, members, fish, tag);
  const restartedAt: number[] = [];
  const downtimes: number[] = [];
  for (let kill = 0; kill < KILLS; kill += 1) {
    await sleep(2_500 + Math.random() * 2_500);
    const killedAt = now();
    await running.kill("SIGKILL");
    await running.start();
    restartedAt.push(now());
    downtimes.push(now() - killedAt);
  }
  await sleep(2_000);
  await load.stop();
  await running.stop();

  const comments = [...load.comments.values()];
  const kept = comments.filter(mustBePresent);
  const deleted = comments.filter((c) => c.deleteAckAt !== undefined);
  const acknowledged = comments.length + load.saves.length + deleted.length;

  // The load really went on across every restart: writes were acknowledged by each restarted process.
  for (const [i, from] of restartedAt.entries()) {
    const until = restartedAt[i + 1] ?? Infinity;
    const acknowledgedThen = [...comments.map((c) => c.ackAt), ...load.saves.map((s) => s.ackAt)].filter(
      (at) => at >= from && at < until,
    );
    expect(acknowledgedThen.length, `writes acknowledged after restart ${i + 1}`).toBeGreaterThan(0);
  }

  const lost: string[] = [];
  // A delete answered 404 means an acknowledged comment had already gone.
  const vanished = load.otherAnswers.get("delete 404") ?? 0;
  if (vanished > 0) lost.push(`${vanished} acknowledged comment(s) were gone when their author deleted them`);

  const db = new Database(running.databasePath, { readonly: true, fileMustExist: true });
  let integrity: string[];
  let committedUnacknowledged = 0;
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
  } finally {
    db.close();
  }

  const others = [...load.otherAnswers].map(([key, count]) => `${key}: ${count}`).join(", ");
  const meanDowntime = downtimes.reduce((a, b) => a + b, 0) / downtimes.length;
  console.log(
    `durability: ${thousands(acknowledged)} acknowledged writes (${thousands(comments.length)} comments, ` +
      `${thousands(load.saves.length)} collection saves, ${thousands(deleted.length)} deletes) from ${MEMBERS} members ` +
      `across ${KILLS} SIGKILLs, ${lost.length} lost; ${load.unanswered.cutOff} requests cut off in flight ` +
      `(${committedUnacknowledged} committed anyway), ${load.unanswered.refused} refused while down ` +
      `(${(meanDowntime / 1000).toFixed(1)} s per restart); ` +
      `integrity_check ${integrity.join("; ")}${others ? `; other answers: ${others}` : ""}`,
  );

  expect(lost.slice(0, 20)).toEqual([]);
  expect(integrity).toEqual(["ok"]);
  expect(acknowledged).toBeGreaterThan(300);
});
