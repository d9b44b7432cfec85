import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACTORS,
  allows,
  encodeBody,
  MUTATIONS,
  ROUTES,
  rowName,
  type Acting,
  type Actor,
  type Cast,
  type Outcome,
  type Row,
} from "./route-table";
import {
  chooseUsername,
  must,
  openProof,
  postComment,
  putBytes,
  sessionIsLive,
  signIn,
  signInAgain,
  uploadAddress,
  type Member,
  type Proof,
} from "./support/fixtures";
import { as, contentType, freshIp, jsonOf, locationOf, toastOf, type Answer } from "./support/http";
import { ADMIN_EMAIL, CLIENT_IP_HEADER, removeServerFiles, startServer, type RunningServer } from "./support/server";

/**
 * Every mutation of the route table, as a visitor, another member, the owner and an admin. Each cell gets
 * fresh fixtures made over HTTP by the owner, sends one request, and checks both the answer (status, or the
 * redirect and its toast) and the effect read back afterwards: a refused cell leaves the resource as it was,
 * an allowed one changes it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let server: RunningServer;
let proof: Proof;
/**
 * The members who own fixtures, in turn. Each cell's fixtures are made over HTTP by its owner, so ten members
 * share the work and fixtures alone never reach one member's rate limits (uploads, photos, comments).
 */
const owners: Member[] = [];
/** The first owner, for the checks after the matrix. */
let first: Member;
let admin: Member;

beforeAll(async () => {
  server = await startServer();
  proof = await openProof(server.url);
  // Distinct addresses, so no member shares a visitor's (or another member's) per-address counts.
  owners.push(
    await signIn(proof, "Ana", "ana.matrix@example.com", "198.51.100.11"),
    await signIn(proof, "Ben", "ben.matrix@example.com", "198.51.100.12"),
    await signIn(proof, "Cy", "cy.matrix@example.com", "198.51.100.14"),
    await signIn(proof, "Di", "di.matrix@example.com", "198.51.100.15"),
    await signIn(proof, "Ed", "ed.matrix@example.com", "198.51.100.16"),
    await signIn(proof, "Flo", "flo.matrix@example.com", "198.51.100.17"),
    await signIn(proof, "Gus", "gus.matrix@example.com", "198.51.100.24"),
    await signIn(proof, "Hal", "hal.matrix@example.com", "198.51.100.25"),
    await signIn(proof, "Ivy", "ivy.matrix@example.com", "198.51.100.26"),
    await signIn(proof, "Jo", "jo.matrix@example.com", "198.51.100.27"),
  );
  [first] = owners;
  countWritesSent(proof);
  admin = await signIn(proof, "Admin", ADMIN_EMAIL, "198.51.100.13");
  for (const member of [...owners, admin]) await chooseUsername(proof, member, `${member.label.toLowerCase()}_matrix`);
});

/**
 * How many writes each client address has sent. Members are limited in how many uploads, reviews, comments and
 * so on they send in a few minutes, and the rows that need such fixtures come in runs: each row's owner is the
 * member who has written least so far, so fixtures alone never reach a limit however the rows are ordered.
 */
const writesSent = new Map<string, number>();

function countWritesSent(proof: Proof) {
  const send = proof.client.send.bind(proof.client);
  proof.client.send = (request) => {
    const ip = request.headers?.[CLIENT_IP_HEADER];
    if (request.method !== "GET" && typeof ip === "string") writesSent.set(ip, (writesSent.get(ip) ?? 0) + 1);
    return send(request);
  };
}

/** The owner and the other member for a row: the two who have written least, in turn on a tie. */
function ownersFor(index: number): [Member, Member] {
  const turn = (member: Member) => (owners.indexOf(member) - (index % owners.length) + owners.length) % owners.length;
  const [owner, other] = [...owners].sort((a, b) => (writesSent.get(a.ip) ?? 0) - (writesSent.get(b.ip) ?? 0) || turn(a) - turn(b));
  return [owner, other];
}

type Cell = { row: Row; actor: Actor; expected: Outcome; got: string; problems: string[] };
const cells: Cell[] = [];

afterAll(async () => {
  const wrong = cells.filter((cell) => cell.problems.length > 0);
  const figure = `authorization matrix: ${MUTATIONS.length} mutations x ${ACTORS.length} actors = ${cells.length} cells`;
  console.log(wrong.length === 0 ? `${figure}, all as expected` : `${figure}, ${wrong.length} not as expected`);
  if (wrong.length > 0) console.log(outcomeTable(cells));
  proof?.close();
  if (server) {
    await server.stop();
    removeServerFiles(server);
  }
});

describe("the route table", () => {
  it("has a row for every route module that exports an action, and for each intent of a page action", async () => {
    const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as { routes: BuildRoutes };
    const problems: string[] = [];

    for (const [id, route] of Object.entries(build.routes)) {
      if (typeof route.module.action !== "function") continue;
      // The shared read-only action only answers 405: no mutation to authorize (the fuzz suite sends it writes).
      if (route.module.action.name === "readOnly") continue;
      const fullPath = routePath(build.routes, id);
      const rows = ROUTES.filter((row) => row.routeId === id && row.method !== "GET");
      if (rows.length === 0) {
        problems.push(`${id} (${fullPath}) exports an action but the route table has no row for it`);
        continue;
      }
      for (const intent of intentsInSource(id)) {
        if (!rows.some((row) => row.intent === intent)) {
          problems.push(`${id} (${fullPath}) handles intent "${intent}" but the route table has no row for it`);
        }
      }
    }
    for (const row of ROUTES) {
      const route = build.routes[row.routeId];
      if (!route) {
        problems.push(`${rowName(row)}: no route ${row.routeId} in the build`);
        continue;
      }
      if (routePath(build.routes, row.routeId) !== row.path) {
        problems.push(`${rowName(row)}: ${row.routeId} serves ${routePath(build.routes, row.routeId)}, not ${row.path}`);
      }
      const handler = row.method === "GET" ? route.module.loader : route.module.action;
      if (typeof handler !== "function") {
        problems.push(`${rowName(row)}: ${row.routeId} has no ${row.method === "GET" ? "loader" : "action"}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe("authorization matrix", () => {
  for (const [index, row] of MUTATIONS.entries()) {
    const creation = row.creates ? " (creates: the owner is the acting member)" : "";
    it(`${rowName(row)}: ${row.who}${creation}`, async () => {
      const [owner, other] = ownersFor(index);
      const results: Cell[] = [];
      for (const actor of ACTORS) {
        const cell = await runCell(row, actor, owner, other);
        cells.push(cell);
        results.push(cell);
      }
      const wrong = results.filter((cell) => cell.problems.length > 0);
      expect(
        wrong.length,
        `${rowName(row)} (${row.who})\n${wrong.map((cell) => `  ${cell.actor}: ${cell.problems.join("; ")}`).join("\n")}`,
      ).toBe(0);
    });
  }
});

async function runCell(row: Row, actor: Actor, owner: Member, other: Member): Promise<Cell> {
  const member = { visitor: null, other, owner, admin }[actor];
  const acting: Acting = { role: actor, member, ip: member ? member.ip : freshIp() };
  const cast: Cast = { owner, other, admin, acting };
  const expected = row.expect![actor];
  const cell: Cell = { row, actor, expected, got: "", problems: [] };
  try {
    const fixtures = row.arrange ? await row.arrange(proof, cast) : undefined;
    const target = row.target(fixtures, cast, proof);
    const { type, bytes } = await encodeBody(row.body, target);
    const cookie = target.cookie !== undefined ? target.cookie : (member?.cookie ?? null);
    const accept = row.surface === "page" ? "text/html,application/xhtml+xml" : "application/json";
    const answer = await proof.client.send({
      method: row.method,
      path: target.path,
      headers: as({ cookie, ip: acting.ip }, { Accept: accept, ...(type ? { "Content-Type": type } : {}), ...target.headers }),
      body: bytes,
    });
    cell.got = describeAnswer(answer);
    const mismatch = outcomeMismatch(row, expected, answer);
    if (mismatch) cell.problems.push(mismatch);
    const changed = row.changed ? await row.changed(proof, fixtures, cast, answer) : null;
    if (changed !== null && changed !== allows(expected)) {
      cell.problems.push(allows(expected) ? "allowed, but nothing changed" : "refused, but the resource changed");
    }
  } catch (error) {
    cell.problems.push(error instanceof Error ? error.message : String(error));
  }
  return cell;
}

const isRedirect = (answer: Answer) => answer.status >= 300 && answer.status < 400;

/** Why an answer is not the expected outcome, or null when it is. */
function outcomeMismatch(row: Row, expected: Outcome, answer: Answer): string | null {
  const got = describeAnswer(answer);
  const location = locationOf(answer, proof.baseUrl);
  const toast = toastOf(answer);
  let ok: boolean;
  if (expected === "2xx") ok = answer.status >= 200 && answer.status < 300;
  else if (/^\d{3}$/.test(expected)) ok = answer.status === Number(expected);
  else if (expected === "redirect:sign-in") {
    ok = isRedirect(answer) && (Boolean(location?.startsWith("/api/login")) || toast?.title === "Please sign in");
  } else if (expected.startsWith("redirect:toast:")) {
    ok = isRedirect(answer) && toast?.title === expected.slice("redirect:toast:".length);
  } else {
    ok = isRedirect(answer) && location !== null && location.split("?")[0] === expected.slice("redirect:to:".length);
  }
  if (!ok) return `expected ${expected}, got ${got}`;
  if (row.surface === "api" && answer.status >= 400) {
    const body = jsonOf<{ message?: unknown }>(answer);
    if (!contentType(answer).includes("application/json") || typeof body?.message !== "string") {
      return `answered ${answer.status} without a JSON {message}: ${answer.body.slice(0, 120)}`;
    }
  }
  return null;
}

function describeAnswer(answer: Answer): string {
  if (answer.error) return `no answer (${answer.error})`;
  const location = locationOf(answer, proof.baseUrl);
  const toast = toastOf(answer);
  return [
    String(answer.status),
    location ? `-> ${location.length > 40 ? `${location.slice(0, 40)}...` : location}` : "",
    toast?.title ? `toast "${toast.title}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** One line per row: each actor's outcome, with the expected one beside any that differ. */
function outcomeTable(all: Cell[]): string {
  const byRow = new Map<Row, Cell[]>();
  for (const cell of all) byRow.set(cell.row, [...(byRow.get(cell.row) ?? []), cell]);
  const width = Math.max(...[...byRow.keys()].map((row) => rowName(row).length));
  const lines = [`${"".padEnd(width)}  ${ACTORS.map((actor) => actor.padEnd(34)).join("")}`];
  for (const [row, rowCells] of byRow) {
    const columns = ACTORS.map((actor) => {
      const cell = rowCells.find((c) => c.actor === actor);
      if (!cell) return "".padEnd(34);
      const text = cell.problems.length === 0 ? `ok ${cell.expected}` : `WRONG ${cell.got} (want ${cell.expected})`;
      return text.padEnd(34);
    });
    lines.push(`${rowName(row).padEnd(width)}  ${columns.join("")}`);
  }
  return lines.join("\n");
}

type BuildRoutes = Record<string, { path?: string; parentId?: string; module: Record<string, unknown> }>;

/**
 * A route's full path, as Remix joins the nested paths: "routes/api.fish.$fishId.discussions" is
 * /api/fish/:fishId/discussions (its path "discussions" under "api/fish/:fishId").
 */
function routePath(routes: BuildRoutes, id: string): string {
  const segments: string[] = [];
  for (let route: BuildRoutes[string] | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

/**
 * The intents a page action tells apart, read from its source: `case "…":` labels and comparisons of the
 * `intent` field with a literal inside the exported action.
 */
function intentsInSource(routeId: string): string[] {
  const base = path.join(root, "app", routeId);
  const file = [".tsx", ".ts", ".jsx", ".js", "/route.tsx", "/route.ts"].map((ext) => base + ext).find((f) => fs.existsSync(f));
  if (!file) return [];
  const source = fs.readFileSync(file, "utf8");
  const start = source.search(/export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/);
  if (start < 0) return [];
  const end = source.indexOf("\n}\n", start);
  const action = source.slice(start, end < 0 ? undefined : end);
  if (!/intent/.test(action)) return [];
  const intents = new Set<string>();
  for (const match of action.matchAll(/case\s+"([^"]+)"\s*:/g)) intents.add(match[1]);
  // `intent === "x"` or `get("intent") === "x"`, but not `typeof intent === "string"`.
  for (const match of action.matchAll(/(?<!typeof\s+)(?:\bintent\s*|get\(\s*"intent"\s*\)\s*)===\s*"([^"]+)"/g)) {
    intents.add(match[1]);
  }
  return [...intents];
}

describe("protections beside the matrix", () => {
  it("GET /api/logout from another site asks 'Sign out?' and keeps the session; from this site it signs out", async () => {
    const problems: string[] = [];
    for (const [label, headers] of [
      ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
      ["a Referer on another site", { Referer: "https://elsewhere.example/page" }],
    ] as const) {
      const cookie = await signInAgain(proof, first);
      const answer = await proof.client.send({
        method: "GET",
        path: "/api/logout",
        headers: as({ cookie, ip: first.ip }, { Accept: "text/html", ...headers }),
      });
      if (
        answer.status !== 200 ||
        !answer.body.includes("Sign out?") ||
        !/<form[^>]*method="post"[^>]*action="\/api\/logout"/.test(answer.body)
      ) {
        problems.push(`${label}: expected 200 with a "Sign out?" form posting to /api/logout, got ${describeAnswer(answer)}`);
      }
      if (!(await sessionIsLive(proof, cookie, first.ip))) problems.push(`${label}: the session ended`);
    }
    const cookie = await signInAgain(proof, first);
    const sameSite = await proof.client.send({
      method: "GET",
      path: "/api/logout",
      headers: as({ cookie, ip: first.ip }, { Accept: "text/html", "Sec-Fetch-Site": "same-origin" }),
    });
    if (!isRedirect(sameSite) || locationOf(sameSite, proof.baseUrl) !== "/") {
      problems.push(`same-origin: expected a redirect to /, got ${describeAnswer(sameSite)}`);
    }
    if (await sessionIsLive(proof, cookie, first.ip)) problems.push("same-origin: the session is still live");

    const crossPost = await signInAgain(proof, first);
    const refused = await proof.client.send({
      method: "POST",
      path: "/api/logout",
      headers: as({ cookie: crossPost, ip: first.ip }, { Origin: "https://elsewhere.example" }),
    });
    if (refused.status !== 403) problems.push(`cross-origin POST: expected 403, got ${describeAnswer(refused)}`);
    if (!(await sessionIsLive(proof, crossPost, first.ip))) problems.push("cross-origin POST: the session ended");
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("an upload address is a capability for one PUT: a second PUT answers 409, a forged signature 403", async () => {
    // A member of its own, so the matrix's many uploads cannot have used up this member's upload allowance.
    const uploader = await signIn(proof, "Ursa", "ursa.capability@example.com", freshIp());
    const address = await uploadAddress(proof, uploader);
    const visitor = { cookie: null, ip: freshIp() };
    const firstPut = await putBytes(proof, address, visitor);
    const secondPut = await putBytes(proof, address, uploader);
    const forged = await putBytes(proof, address.replace(/sig=[^&]+/, "sig=AAAA"), uploader);
    expect([firstPut.status, secondPut.status, forged.status], [firstPut, secondPut, forged].map(describeAnswer).join(", ")).toEqual([
      200, 409, 403,
    ]);
    expect(jsonOf<{ message?: unknown }>(secondPut)?.message).toEqual(expect.any(String));
  });

  it("over a rate limit, a member gets 429 with Retry-After (JSON under /api, a toast on pages)", async () => {
    const member = await signIn(proof, "Cleo", "cleo.limits@example.com", "198.51.100.21");
    const fishId = proof.freshFish();
    const statuses: number[] = [];
    let limited: Answer | null = null;
    for (let attempt = 0; attempt < 30 && !limited; attempt += 1) {
      const answer = await proof.client.send({
        method: "POST",
        path: `/api/fish/${fishId}/discussions`,
        headers: as(member, { "Content-Type": "application/json" }),
        body: JSON.stringify({ content: `comment number ${attempt}` }),
      });
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
      else must(answer, 201, "POST a comment under the limit");
    }
    expect(limited, `no 429 after ${statuses.length} comments: ${statuses.join(" ")}`).not.toBeNull();
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
    expect(jsonOf<{ message?: unknown }>(limited!)?.message).toEqual(expect.any(String));

    const page = await proof.client.send({
      method: "POST",
      path: `/fish/${fishId}`,
      headers: as(member, { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams({ intent: "comment", content: "one more" }).toString(),
    });
    expect(describeAnswer(page)).toMatch(/^30\d .*toast "Too many requests"/);
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("visitors are counted by client address: one address is limited, the next is not", async () => {
    const ip = freshIp();
    // Callbacks nobody started here (another site's pictures) are refused before they count.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const forged = await proof.client.send({
        method: "GET",
        path: `/api/login?state=forged${attempt}&code=not-a-code`,
        headers: as({ cookie: null, ip }),
      });
      expect(forged.status).toBe(400);
    }
    let limited: Answer | null = null;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      // A callback of a sign-in this browser started: its state cookie names the state.
      const started = `oauth2:0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11=state%3Dproof${attempt}%26proof${attempt}%3Dverifier`;
      const answer = await proof.client.send({
        method: "GET",
        path: `/api/login?state=proof${attempt}&code=not-a-code`,
        headers: as({ cookie: started, ip }),
      });
      if (answer.status === 429) limited = answer;
    }
    expect(limited, "no 429 from one address").not.toBeNull();
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await proof.client.send({
      method: "GET",
      path: "/api/login?state=proof&code=not-a-code",
      headers: as({ cookie: null, ip: freshIp() }),
    });
    expect(elsewhere.status).not.toBe(429);
  });

  it("a comment a member posted is theirs alone to delete, even through the page of another fish", async () => {
    const fishId = proof.freshFish();
    const elsewhere = proof.freshFish();
    const mine = await postComment(proof, first, fishId, "posted on one fish");
    const answer = await proof.client.send({
      method: "POST",
      path: `/fish/${elsewhere}`,
      headers: as(first, { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams({ intent: "delete-comment", commentId: String(mine.id) }).toString(),
    });
    // The page of another fish cannot reach it: the comment is not on that page.
    expect(answer.status, describeAnswer(answer)).toBe(404);
  });
});
