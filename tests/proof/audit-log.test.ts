import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allows, encodeBody, MUTATIONS, rowName, usesAdminPower, type Cast, type Outcome, type Row } from "./route-table";
import { chooseUsername, openProof, signIn, type Member, type Proof } from "./support/fixtures";
import { as, locationOf, toastOf, type Answer } from "./support/http";
import { ADMIN_EMAIL, removeServerFiles, startServer, type RunningServer } from "./support/server";

/**
 * The audit log is complete: every mutation of the route table that the admin may do is performed once, as the
 * admin, on content of another member's (the row's owner), against the built server; the rows marked `audited`
 * (the catalogue, and other members' content) must each leave exactly one new row in the audit log, written by
 * the admin, and every other row (the admin acting as a member: commenting, liking, saving) none. The log is read
 * from the server's SQLite file. A new admin mutation fails here until it is audited and its row says so.
 */

let server: RunningServer;
let proof: Proof;
let db: Database.Database;
const owners: Member[] = [];
let admin: Member;
const performed: { row: Row; written: AuditRow[] }[] = [];

type AuditRow = { id: number; actor_id: string; action: string; subject_kind: string; subject_id: string };

beforeAll(async () => {
  server = await startServer();
  proof = await openProof(server.url);
  // Three members take turns owning the fixtures, so no one member reaches a rate limit making them.
  owners.push(
    await signIn(proof, "Ari", "ari.audit@example.com", "198.51.100.41"),
    await signIn(proof, "Bo", "bo.audit@example.com", "198.51.100.42"),
    await signIn(proof, "Cai", "cai.audit@example.com", "198.51.100.43"),
  );
  admin = await signIn(proof, "Admin", ADMIN_EMAIL, "198.51.100.44");
  for (const member of [...owners, admin]) await chooseUsername(proof, member, `${member.label.toLowerCase()}_audit`);
  db = new Database(server.databasePath, { readonly: true, fileMustExist: true });
});

afterAll(async () => {
  const audited = performed.filter(({ row }) => row.audited).length;
  console.log(
    `audit log: ${performed.length} admin mutations performed, ${audited} audited, ${performed.length - audited} acting as a member`,
  );
  db?.close();
  proof?.close();
  if (server) {
    await server.stop();
    removeServerFiles(server);
  }
});

function lastAuditId(): number {
  return (db.prepare("select coalesce(max(id), 0) as id from audit_log").get() as { id: number }).id;
}

function auditRowsAfter(id: number): AuditRow[] {
  return db.prepare("select id, actor_id, action, subject_kind, subject_id from audit_log where id > ? order by id").all(id) as AuditRow[];
}

/** Whether the answer is the admin's expected (allowed) outcome. */
function isOutcome(expected: Outcome, answer: Answer): boolean {
  const redirect = answer.status >= 300 && answer.status < 400;
  if (expected === "2xx") return answer.status >= 200 && answer.status < 300;
  if (/^\d{3}$/.test(expected)) return answer.status === Number(expected);
  if (expected.startsWith("redirect:toast:")) return redirect && toastOf(answer)?.title === expected.slice("redirect:toast:".length);
  if (expected.startsWith("redirect:to:")) {
    return redirect && locationOf(answer, proof.baseUrl)?.split("?")[0] === expected.slice("redirect:to:".length);
  }
  return false;
}

const ADMIN_MAY = MUTATIONS.filter((row) => allows(row.expect!.admin));

describe("the route table says which admin mutations are audited", () => {
  it("marks every row that needs the admin's power as audited, and only rows the admin may do", () => {
    const unmarked = MUTATIONS.filter((row) => usesAdminPower(row) && !row.audited).map(rowName);
    const notTheAdmins = MUTATIONS.filter((row) => row.audited && !allows(row.expect!.admin)).map(rowName);
    expect(unmarked, `admin mutations without audited: true:\n${unmarked.join("\n")}`).toEqual([]);
    expect(notTheAdmins, `audited rows the admin may not do:\n${notTheAdmins.join("\n")}`).toEqual([]);
    expect(ADMIN_MAY.filter((row) => row.audited).length).toBeGreaterThan(0);
  });
});

describe("every admin mutation, performed once as the admin", () => {
  for (const [index, row] of ADMIN_MAY.entries()) {
    const wanted = row.audited ? "writes exactly one audit row" : "writes no audit row (the admin acts as a member)";
    it(`${rowName(row)} ${wanted}`, async () => {
      const owner = owners[index % owners.length];
      const other = owners[(index + 1) % owners.length];
      const cast: Cast = { owner, other, admin, acting: { role: "admin", member: admin, ip: admin.ip } };
      const fixtures = row.arrange ? await row.arrange(proof, cast) : undefined;
      const target = row.target(fixtures, cast, proof);
      const { type, bytes } = await encodeBody(row.body, target);
      const cookie = target.cookie !== undefined ? target.cookie : admin.cookie;
      const accept = row.surface === "page" ? "text/html,application/xhtml+xml" : "application/json";
      const before = lastAuditId();
      const answer = await proof.client.send({
        method: row.method,
        path: target.path,
        headers: as({ cookie, ip: admin.ip }, { Accept: accept, ...(type ? { "Content-Type": type } : {}), ...target.headers }),
        body: bytes,
      });
      const written = auditRowsAfter(before);
      performed.push({ row, written });

      const toast = toastOf(answer)?.title;
      expect(
        isOutcome(row.expect!.admin, answer),
        `expected ${row.expect!.admin}, got ${answer.status}${toast ? ` toast "${toast}"` : ""}`,
      ).toBe(true);
      if (row.changed) expect(await row.changed(proof, fixtures, cast, answer), "the admin's change is not there").not.toBe(false);
      const described = written.map((entry) => `${entry.action} ${entry.subject_kind} ${entry.subject_id}`).join(", ") || "none";
      expect(written.length, `audit rows written: ${described}`).toBe(row.audited ? 1 : 0);
      for (const entry of written) expect(entry.actor_id).toBe(admin.id);
    });
  }
});
