import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTML_PAGE, JPEG_1X1, PNG_1X1, pngOfSize } from "../support/images";
import { allows, encodeBody, ROUTES, type Acting, type Cast, type Field, type Row, type Target } from "./route-table";
import { chooseUsername, openProof, signIn, type Member, type Proof } from "./support/fixtures";
import { as, contentType, freshIp, jsonOf, toastOf, type Answer } from "./support/http";
import { ADMIN_EMAIL, removeServerFiles, startServer, type RunningServer } from "./support/server";

/**
 * Every row of the route table, driven with malformed input as a visitor and as signed-in members: broken and
 * mistyped JSON, the wrong content types, wrong types and hostile text in every field, bad ids and traversal in
 * every path segment, malformed percent-escapes, unknown methods, bodies past the size limit, cross-site writes.
 * Whatever arrives, the server answers in kind: never a 5xx, never a stack trace, and every /api error is JSON
 * with a message. Rate limits (429) are expected along the way and are fine.
 *
 * Each malformed body goes where it can be read: to the admin on the admin's own routes, to the members
 * elsewhere, and to a visitor only where visitors may use the route (a copy a route refuses before reading it
 * tests only the refusal again).
 */

const MB = 1024 * 1024;
const FORM_BODY_LIMIT = 64 * 1024;
const CONCURRENCY = 8;
const PAGE_ACCEPT = "text/html,application/xhtml+xml";

/** The protections a case may be held to on top of the rules for every answer. */
const RULES = {
  method: "unknown methods, and methods an /api route does not serve, answer 405",
  size:
    "bodies past 64 KB (and uploads past their limit) answer 413, or 411 when sent without a length; " +
    "a browser's form post may go back to the page with a toast",
  escape: "malformed percent-escapes in the path answer 400",
  formType: "a page action posted with JSON, text or no content type answers 415 or 400",
  origin: "a write from another site answers 403",
  json: "a JSON route never accepts a body that is not JSON (4xx)",
} as const;
type RuleName = keyof typeof RULES;

type Who = "visitor" | "member";

type Case = {
  row: Row | null;
  /** What kind of input this is, for the report. */
  kind: string;
  who: Who;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  chunked?: boolean;
  /** Needs an upload address of its own (a used one answers 409 before its body is looked at). */
  freshAddress?: boolean;
  /** One of the malformed bodies (the address, query and cookie are the sample's). */
  malformedBody?: boolean;
  /**
   * Sent as the admin: a malformed body for a route that is the admin's alone, which another member's copy would
   * never get past the refusal to (the refusal itself is the authorization matrix's).
   */
  asAdmin?: boolean;
  rule?: { name: RuleName; ok: (answer: Answer) => boolean; expected: string };
};

type Result = { test: Case; answer: Answer; sentPath: string };

let server: RunningServer;
let proof: Proof;
const members: Member[] = [];
const uploaders: Member[] = [];
/** The admin among the members. */
let admin: Member;
let results: Result[] = [];
let routeCount = 0;
let elapsedMs = 0;
/** Members whose session ended during the run: their later requests would have been a visitor's. */
const signedOut: string[] = [];

// The whole run happens here (about 26,000 requests, a few hundred of them re-encoding a posted picture), so it
// gets longer than the suite's usual hook limit.
const FUZZ_RUN_TIMEOUT_MS = 300_000;

beforeAll(async () => {
  server = await startServer();
  proof = await openProof(server.url);
  // Several members, so per-member rate limits still leave many requests to reach the parsers.
  for (let i = 0; i < 6; i += 1) {
    members.push(await signIn(proof, `Fuzzer${i}`, `fuzzer${i}@example.com`, `198.51.100.${40 + i}`));
  }
  admin = await signIn(proof, "Admin", ADMIN_EMAIL, "198.51.100.49");
  members.push(admin);
  for (const member of members) await chooseUsername(proof, member, `${member.label.toLowerCase()}_fz`);
  // Members who only hold the fresh upload addresses some cases need: each member may keep only a few unused
  // addresses at a time (the upload quota), and the fuzz cases above use up the others' allowance.
  for (let i = 0; i < 8; i += 1) {
    uploaders.push(await signIn(proof, `Uploader${i}`, `uploader${i}@example.com`, `198.51.100.${60 + i}`));
  }

  let cases: Case[] = [];
  // The rows' fixtures are made by the members in turn: photos and gallery images each take an upload, and one
  // member's upload allowance would run out long before the last row.
  const fixtureOwners = members.filter((member) => !member.isAdmin);
  for (const [index, row] of ROUTES.entries()) cases.push(...(await casesFor(row, fixtureOwners[index % fixtureOwners.length])));
  cases.push(...pathProbes());
  cases = withoutRepeats(cases);
  routeCount = new Set(ROUTES.map((row) => `${row.method} ${row.path}`)).size;

  const started = Date.now();
  results = await runAll(cases);
  elapsedMs = Date.now() - started;
  for (const member of members) {
    const me = await proof.client.send({ method: "GET", path: "/api/auth/user", headers: as(member) });
    if (me.status !== 200) signedOut.push(member.email);
  }

  const fiveXx = results.filter(({ answer }) => answer.status >= 500).length;
  const apiNotJson = results.filter(isApiErrorWithoutMessage).length;
  console.log(
    `fuzz: ${results.length.toLocaleString("en-US")} requests over ${routeCount} routes in ${(elapsedMs / 1000).toFixed(1)} s, ` +
      `${fiveXx} answers 5xx, ${apiNotJson === 0 ? "every /api error JSON" : `${apiNotJson} /api errors not JSON`}`,
  );
}, FUZZ_RUN_TIMEOUT_MS);

afterAll(async () => {
  proof?.close();
  if (server) {
    await server.stop();
    removeServerFiles(server);
  }
});

describe("fuzz", () => {
  it("answers every request, never with a 5xx", () => {
    // An oversized body left without an answer is reported under the size rule instead.
    const failures = results.filter(({ test, answer }) => answer.status >= 500 || (answer.error && test.rule?.name !== "size"));
    expect(failures.length, report("5xx or no answer", failures, server)).toBe(0);
  });

  it("keeps every member signed in to the end, so member cases were sent as members", () => {
    expect(signedOut).toEqual([]);
  });

  it("never shows a stack trace, a server file path or a server file's content", () => {
    const failures = results.filter(({ test, answer }) => leaks(withoutEchoes(answer.body, test)));
    expect(failures.length, report("stack trace or server detail in the body", failures)).toBe(0);
  });

  it("answers every /api error with JSON {message}", () => {
    const failures = results.filter(isApiErrorWithoutMessage);
    expect(failures.length, report("an /api error without a JSON {message}", failures)).toBe(0);
  });

  for (const [name, description] of Object.entries(RULES) as [RuleName, string][]) {
    it(description, () => {
      const held = results.filter(({ test }) => test.rule?.name === name);
      expect(held.length, `no case checks: ${description}`).toBeGreaterThan(0);
      const failures = held.filter(({ test, answer }) => !test.rule!.ok(answer));
      expect(failures.length, report(`expected ${description}`, failures)).toBe(0);
    });
  }
});

// ---- running ------------------------------------------------------------------------------------------------

/**
 * Drops a case that would send the very request another case sends, held to the same rule: in a form body an
 * empty list, an empty object and a missing field are all the same absent field, and a page's intents share one
 * address. Requests with a body of bytes (multipart, each with its own boundary) are always kept.
 */
function withoutRepeats(cases: Case[]): Case[] {
  const seen = new Set<string>();
  return cases.filter((test) => {
    if (test.body instanceof Uint8Array || test.chunked || test.freshAddress) return true;
    const key = JSON.stringify([test.who, test.method, test.path, test.headers, test.body ?? null, test.rule?.name ?? null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let nextMember = 0;

async function runAll(cases: Case[]): Promise<Result[]> {
  const done: Result[] = [];
  let index = 0;
  const worker = async () => {
    while (index < cases.length) {
      const test = cases[index++];
      done.push(await runCase(test));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done;
}

async function runCase(test: Case): Promise<Result> {
  // Members take turns, so one member's rate limits do not stop every later request at 429 (the admin's own
  // routes are not rate-limited).
  const member = test.who === "member" ? (test.asAdmin ? admin : members[nextMember++ % members.length]) : null;
  const who = { cookie: member?.cookie ?? null, ip: member?.ip ?? freshIp() };
  // A case's own Cookie header (a forged one) replaces the member's.
  const headers = { ...as(who), ...test.headers };
  const answer = await proof.client.send({
    method: test.method,
    path: test.path,
    headers,
    body: test.body,
    chunked: test.chunked,
  });
  return { test, answer, sentPath: test.path };
}

function castFor(owner: Member): Cast {
  const other = members.find((m) => m !== owner && !m.isAdmin)!;
  const acting: Acting = { role: "owner", member: owner, ip: owner.ip };
  return { owner, other, admin, acting };
}

// ---- the rules every answer meets ---------------------------------------------------------------------------

const isApi = (path: string) => path === "/api" || path.startsWith("/api/") || path.startsWith("/api?");

function isApiErrorWithoutMessage({ answer, sentPath }: Result): boolean {
  if (!isApi(sentPath) || answer.status < 400 || answer.error) return false;
  const body = jsonOf<{ message?: unknown }>(answer);
  return !contentType(answer).includes("application/json") || typeof body?.message !== "string";
}

/** A stack frame, a path on the server, or the content of a file that must never be served. */
const LEAKS = [
  /^\s*at\s+\S.*:\d+:\d+\)?\s*$/m,
  /\bat (?:async )?[\w$.<>[\]]+ \((?:file:\/\/|\/|node:)/,
  /\/work\/|node_modules|file:\/\/\//,
  /root:x:0:0|SESSION_SECRET|createRequestHandler|"devDependencies"/,
];
const leaks = (body: string) => LEAKS.some((pattern) => pattern.test(body));

/**
 * The body without the values the request itself sent: a form shown again with what was typed (so nothing is
 * lost) repeats "file:///etc/passwd" because the client sent it, which is no leak of the server's.
 */
function withoutEchoes(body: string, test: Case): string {
  const type = test.headers["Content-Type"] ?? "";
  if (!test.body || !(type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data"))) return body;
  const sent = typeof test.body === "string" ? test.body : new TextDecoder().decode(test.body);
  // A form shown again keeps what was typed (a file URL in a link field, say): that is the member's own text.
  const values = type.startsWith("multipart/")
    ? [...sent.matchAll(/\r\nContent-Disposition: form-data; name="[^"]*"\r\n\r\n([^\r]*)\r\n--/g)].map((match) => match[1])
    : [...new URLSearchParams(sent).values()];
  let shown = body;
  for (const value of values) {
    if (value.length >= 8) shown = shown.split(value).join("");
  }
  return shown;
}

function report(what: string, failures: Result[], running?: RunningServer): string {
  const lines = failures.slice(0, 150).map(({ test, answer, sentPath }) => {
    const shown = sentPath.length > 140 ? `${sentPath.slice(0, 140)}...(${sentPath.length} chars)` : sentPath;
    const status = answer.error ? `no answer (${answer.error})` : String(answer.status);
    const body = answer.body.slice(0, 200).replace(/\s+/g, " ");
    return `  ${test.method} ${shown} [${test.kind}; ${test.who}] -> ${status}${test.rule ? ` (want ${test.rule.expected})` : ""}: ${body}`;
  });
  const more = failures.length > 150 ? `\n  ...and ${failures.length - 150} more` : "";
  const log = running && failures.length > 0 ? `\nserver output (end):\n${running.output().slice(-3000)}` : "";
  return `${failures.length} requests: ${what}\n${lines.join("\n")}${more}${log}`;
}

// ---- rules for particular cases -----------------------------------------------------------------------------

const status =
  (...allowed: number[]) =>
  (answer: Answer) =>
    allowed.includes(answer.status);
const refused = (answer: Answer) => answer.status >= 400 && answer.status < 500;

const methodRule = { name: "method" as const, ok: status(405), expected: "405" };
const escapeRule = { name: "escape" as const, ok: status(400), expected: "400" };
const formTypeRule = { name: "formType" as const, ok: status(415, 400), expected: "415 or 400" };
const originRule = { name: "origin" as const, ok: status(403), expected: "403" };
const jsonRule = { name: "json" as const, ok: refused, expected: "a 4xx" };

function sizeRule(page: boolean, withoutLength = false) {
  const expected = withoutLength ? "411 or 413" : "413";
  return {
    name: "size" as const,
    expected: page && !withoutLength ? `${expected}, or a redirect back with the 'Too much text' toast` : expected,
    ok: (answer: Answer) =>
      answer.status === 413 ||
      (withoutLength && answer.status === 411) ||
      (page && answer.status >= 300 && answer.status < 400 && toastOf(answer)?.title === "Too much text"),
  };
}

function malformedEscape(path: string): boolean {
  try {
    decodeURIComponent(path.split("?", 1)[0]);
    return false;
  } catch {
    return true;
  }
}

// ---- what is sent -------------------------------------------------------------------------------------------

/** A value for a field: sent as JSON, form text or multipart text. `raw` is JSON text put in as it is. */
type Variant = { label: string; value?: unknown; raw?: string; omit?: true; big?: true };

const long = (size: number) => "x".repeat(size);

const COMMON: Variant[] = [
  { label: "missing", omit: true },
  { label: "null", value: null },
  { label: "empty", value: "" },
  { label: "blank", value: "   \t\n" },
  { label: "number 0", value: 0 },
  { label: "number -1", value: -1 },
  { label: "number 1.5", value: 1.5 },
  { label: "1e309 (Infinity)", raw: "1e309" },
  { label: "2^64", raw: "18446744073709551616" },
  { label: "-0", raw: "-0" },
  { label: "true", value: true },
  { label: "empty array", value: [] },
  { label: "array of strings", value: ["a", "b"] },
  { label: "object", value: {} },
  { label: "operator object", value: { $ne: null, $gt: "" } },
  { label: "60 KB string", value: long(60 * 1024) },
  { label: "1 MB string", value: long(MB), big: true },
  { label: "NUL", value: "a\u0000b" },
  { label: "only NUL", value: "\u0000" },
  { label: "ANSI escape", value: "\u001b[31mred\u001b[0m\u001b]0;title\u0007" },
  { label: "CR LF", value: "line\r\nSet-Cookie: injected=1\r\n\r\n" },
  { label: "zero-width spaces", value: "\u200b\u200b\u200b" },
  { label: "byte-order mark", value: "\ufeff" },
  { label: "RTL override", value: "\u202egnp.exe" },
  { label: "joiners", value: "\u200d\u2060\u180e" },
  { label: "combining marks", value: "a\u0301\u0302\u0303\u0304\u0305\u0306\u0307" },
  { label: "lone surrogate", raw: '"\\ud800"' },
  { label: "emoji", value: "🐟🐠🐡" },
  { label: "markup", value: "<script>alert(1)</script><img src=x onerror=alert(1)>" },
  { label: "SQL", value: "' OR 1=1; DROP TABLE users; --" },
  { label: "traversal", value: "../../../../etc/passwd" },
  { label: "percent NUL", value: "%00" },
  { label: "template", value: "${7*7}{{7*7}}" },
  { label: "__proto__", value: "__proto__" },
];

const BY_TYPE: Record<Field["type"], Variant[]> = {
  text: [],
  token: [{ label: "5,000 characters", value: long(5000) }],
  id: [
    { label: "id 0", value: "0" },
    { label: "id -1", value: "-1" },
    { label: "id 1e309", value: "1e309" },
    { label: "id abc", value: "abc" },
    { label: "id past 2^53", raw: "9007199254740993" },
    { label: "id 1.0", value: "1.0" },
    { label: "id 01", value: "01" },
    { label: "id with spaces", value: " 1 " },
    { label: "id 0x10", value: "0x10" },
    { label: "id of 400 digits", value: "9".repeat(400) },
    { label: "id that does not exist", value: 999999999 },
  ],
  enum: [
    { label: "wrong case", value: "OWNED" },
    { label: "trailing space", value: "liked " },
    { label: "constructor", value: "constructor" },
    { label: "toString", value: "toString" },
  ],
  username: [
    { label: "too short", value: "ab" },
    { label: "too long", value: "a".repeat(21) },
    { label: "upper case", value: "ADMIN" },
    { label: "non-Latin", value: "名前の魚" },
    { label: "with a space", value: "user name" },
    { label: "homoglyph", value: "аdmin" },
  ],
  url: [
    { label: "javascript: URL", value: "javascript:alert(1)" },
    { label: "protocol-relative", value: "//elsewhere.example/x.png" },
    { label: "metadata address", value: "http://169.254.169.254/latest/meta-data/" },
    { label: "file URL", value: "file:///etc/passwd" },
    { label: "traversal in uploads", value: "/objects/uploads/../../../etc/passwd" },
    { label: "unknown upload", value: "/objects/uploads/00000000-0000-4000-8000-000000000000" },
    { label: "data URL", value: "data:image/png;base64,iVBORw0KGgo=" },
    { label: "2,100 characters", value: `https://example.com/${long(2100)}` },
  ],
  email: [
    { label: "no domain", value: "a@" },
    { label: "no local part", value: "@example.com" },
    { label: "300 characters", value: `${long(300)}@example.com` },
    { label: "two at-signs", value: "a@b@example.com" },
  ],
  intent: [
    { label: "unknown intent", value: "launch-missiles" },
    { label: "intent in capitals", value: "SAVE" },
    { label: "intent with NUL", value: "delete-comment\u0000" },
    { label: "another form's intent", value: "delete-photo" },
  ],
};

const PATH_SEGMENTS: { label: string; segment: string }[] = [
  { label: "0", segment: "0" },
  { label: "-1", segment: "-1" },
  { label: "1e309", segment: "1e309" },
  { label: "abc", segment: "abc" },
  { label: "past 2^53", segment: "9007199254740993" },
  { label: "1.5", segment: "1.5" },
  { label: "encoded traversal", segment: "..%2F..%2F..%2Fetc%2Fpasswd" },
  { label: "double-encoded traversal", segment: "..%252F..%252Fetc%252Fpasswd" },
  { label: "encoded dots", segment: "%2e%2e" },
  { label: "backslash traversal", segment: "..%5C..%5Cwindows" },
  { label: "percent NUL", segment: "%00" },
  { label: "encoded NUL in id", segment: "1%00" },
  { label: "very long", segment: "9".repeat(5000) },
  { label: "encoded space", segment: "%201" },
  { label: "emoji", segment: "%F0%9F%90%9F" },
  { label: "malformed escape %E0%A4%A", segment: "%E0%A4%A" },
  { label: "lone %", segment: "%" },
  { label: "bad hex %zz", segment: "%zz" },
  { label: "overlong UTF-8", segment: "%C0%AE%C0%AE" },
  { label: "lone surrogate escape", segment: "%ED%A0%80" },
  { label: "semicolon", segment: "1;drop" },
  { label: "markup", segment: "%3Cscript%3E" },
];

const QUERY_VALUES: { label: string; value: string }[] = [
  { label: "empty", value: "" },
  { label: "percent NUL", value: "%00" },
  { label: "malformed escape", value: "%E0%A4%A" },
  { label: "lone %", value: "%" },
  { label: "protocol-relative", value: "%2F%2Felsewhere.example" },
  { label: "backslash host", value: "%2F%5Celsewhere.example" },
  { label: "javascript:", value: "javascript:alert(1)" },
  { label: "5,000 characters", value: long(5000) },
  { label: "markup", value: "%3Cscript%3Ealert(1)%3C%2Fscript%3E" },
  { label: "control characters", value: "%0D%0ASet-Cookie:%20x=1" },
  { label: "number past 2^53", value: "9007199254740993" },
];

const INVALID_JSON: { label: string; text: string }[] = [
  { label: "truncated object", text: '{"content":' },
  { label: "lone brace", text: "{" },
  { label: "trailing comma", text: '{"a":1,}' },
  { label: "single quotes", text: "{'content':'x'}" },
  { label: "unquoted key", text: "{content: 1}" },
  { label: "NaN", text: '{"a": NaN}' },
  { label: "comment", text: '{"a": 1 /* note */}' },
  { label: "two documents", text: '{"a":1}{"b":2}' },
  { label: "NUL bytes", text: "\u0000\u0000\u0000" },
  { label: "byte-order mark then JSON", text: '\ufeff{"a":1}' },
  { label: "bare word", text: "undefined" },
  { label: "deep nesting", text: `${"[".repeat(20000)}${"]".repeat(20000)}` },
  { label: "not JSON at all", text: "content=hello&intent=comment" },
];

const VALID_BUT_WRONG_JSON: { label: string; text: string }[] = [
  { label: "JSON null", text: "null" },
  { label: "JSON array", text: "[]" },
  { label: "JSON string", text: '"text"' },
  { label: "JSON number", text: "42" },
  { label: "JSON true", text: "true" },
  { label: "array of the object", text: "[{}]" },
];

const UNKNOWN_METHODS = ["TRACE", "PROPFIND", "MKCOL", "LOCK", "OPTIONS"];

const FORGED_COOKIES = [
  "__shoal_session=forged.c2lnbmF0dXJl",
  "__shoal_session=%E0%A4%A",
  `__shoal_session=${long(4000)}`,
  "__shoal_session=",
];

/** Routes whose address (path, query, cookie) has been driven already: a page's intents share one address. */
const drivenRoutes = new Set<string>();
/** Fields driven already, by route: the `intent` field of a page is the same field in every row of that page. */
const drivenFields = new Set<string>();

/** Fields a member types get every variant; opaque and enumerated ones a shorter list. */
const SHORT = new Set([
  "missing",
  "null",
  "empty",
  "array of strings",
  "object",
  "60 KB string",
  "1 MB string",
  "NUL",
  "RTL override",
  "lone surrogate",
  "markup",
  "number 0",
]);
function variantsFor(type: Field["type"]): Variant[] {
  const full = type === "text" || type === "id" || type === "username" || type === "url";
  return [...(full ? COMMON : COMMON.filter((variant) => SHORT.has(variant.label))), ...BY_TYPE[type]];
}

/** Builds a JSON body from the sample's values with one field replaced. */
function jsonWith(values: Record<string, unknown>, field: string, variant: Variant): string {
  const marker = "__proof_raw_value__";
  const copy: Record<string, unknown> = { ...values };
  if (variant.omit) delete copy[field];
  else copy[field] = variant.raw !== undefined ? marker : variant.value;
  const text = JSON.stringify(copy);
  return variant.raw !== undefined ? text.replace(`"${marker}"`, variant.raw) : text;
}

/** A form value as a browser (or a script) might send it: arrays repeat the field, objects use brackets. */
function formPairs(field: string, variant: Variant): string[] {
  if (variant.omit) return [];
  const key = encodeURIComponent(field);
  const value = variant.raw !== undefined ? variant.raw : variant.value;
  if (value === null) return [key];
  if (Array.isArray(value)) return value.map((item) => `${key}=${encodeURIComponent(String(item))}`);
  if (typeof value === "object")
    return Object.entries(value as object).map(([k, v]) => `${key}%5B${encodeURIComponent(k)}%5D=${encodeURIComponent(String(v))}`);
  return [`${key}=${encodeURIComponent(String(value))}`];
}

function formWith(values: Record<string, unknown>, field: string, variant: Variant): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (name !== field) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  pairs.push(...formPairs(field, variant));
  return pairs.join("&");
}

async function multipart(
  values: Record<string, unknown>,
  files: { field: string; name: string; type: string; bytes: Uint8Array }[],
): Promise<{ type: string; bytes: Uint8Array }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === "string" ? item : JSON.stringify(item));
  }
  for (const file of files) form.append(file.field, new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { type: encoded.headers.get("Content-Type")!, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

function withSegment(samplePath: string, index: number, segment: string): string {
  const [pathname, query] = samplePath.split("?", 2);
  const parts = pathname.split("/");
  parts[index] = segment;
  return `${parts.join("/")}${query === undefined ? "" : `?${query}`}`;
}

/** The indexes of a template's parameters (`:name` or `*`) in its path segments. */
function paramIndexes(template: string): number[] {
  return template
    .split("/")
    .map((part, index) => (part.startsWith(":") || part === "*" ? index : -1))
    .filter((index) => index >= 0);
}

async function casesFor(row: Row, owner: Member): Promise<Case[]> {
  const fixtures = row.arrange ? await row.arrange(proof, castFor(owner)) : undefined;
  const sample: Target = row.target(fixtures, castFor(owner), proof);
  const values = sample.values ?? {};
  const page = row.surface === "page";
  const api = row.surface === "api";
  const base = { row, headers: { ...(page ? { Accept: PAGE_ACCEPT } : { Accept: "application/json" }), ...sample.headers } };
  const encoded = await encodeBody(row.body, sample);
  const typed = (type: string | undefined): Record<string, string> => (type ? { "Content-Type": type } : {});
  const cases: Omit<Case, "who">[] = [];
  const add = (test: Omit<Case, "who" | "row" | "headers"> & { headers?: Record<string, string> }) =>
    cases.push({ ...base, ...test, headers: { ...base.headers, ...test.headers } });

  add({ kind: "the sample request", method: row.method, path: sample.path, headers: typed(encoded.type), body: encoded.bytes });

  // Methods: those the server knows no route for, and (under /api) those this route does not serve.
  const served = new Set<string>(ROUTES.filter((other) => other.routeId === row.routeId).map((other) => other.method));
  for (const method of UNKNOWN_METHODS) add({ kind: `method ${method}`, method, path: sample.path, rule: methodRule });
  if (api && row.path !== "/api/*") {
    for (const method of ["PATCH", "PUT", "DELETE", "POST", "GET"]) {
      if (!served.has(method)) add({ kind: `method ${method} not served`, method, path: sample.path, rule: methodRule });
    }
  }

  // What belongs to the address rather than the form (path, query, cookie) is driven once per route and method:
  // the page action's intents share them.
  const routeKey = `${row.method} ${row.routeId}`;
  const firstOfRoute = !drivenRoutes.has(routeKey);
  drivenRoutes.add(routeKey);

  // Path parameters.
  for (const index of firstOfRoute ? paramIndexes(row.path) : []) {
    for (const { label, segment } of PATH_SEGMENTS) {
      const path = withSegment(sample.path, index, segment);
      add({
        kind: `path segment: ${label}`,
        method: row.method,
        path,
        headers: typed(encoded.type),
        body: encoded.bytes,
        rule: malformedEscape(path) ? escapeRule : undefined,
      });
    }
  }

  // Query parameters: each one the route reads, and some it never asked for.
  const [pathname, sampleQuery = ""] = sample.path.split("?", 2);
  for (const name of Object.keys(row.query ?? {})) {
    for (const { label, value } of QUERY_VALUES) {
      const params = sampleQuery.split("&").filter((pair) => pair && !pair.startsWith(`${name}=`));
      params.push(`${encodeURIComponent(name)}=${value}`);
      add({
        kind: `query ${name}: ${label}`,
        method: row.method,
        path: `${pathname}?${params.join("&")}`,
        headers: typed(encoded.type),
        body: encoded.bytes,
      });
    }
  }
  if (firstOfRoute) {
    const junk = "__proto__%5Bpolluted%5D=1&constructor=1&returnTo=%2F%2Felsewhere.example&x=%00&y=%E0%A4%A&z=%";
    add({
      kind: "query: parameters nobody asked for",
      method: row.method,
      path: `${pathname}?${sampleQuery ? `${sampleQuery}&` : ""}${junk}`,
      headers: typed(encoded.type),
      body: encoded.bytes,
    });
    add({
      kind: "query: repeated parameters",
      method: row.method,
      path: `${pathname}?${sampleQuery}&${sampleQuery}&a=1&a=2`,
      headers: typed(encoded.type),
      body: encoded.bytes,
    });
  }

  if (row.method !== "GET") {
    cases.push(...(await bodyCases(row, sample, values, encoded, base)).map((test) => ({ ...test, malformedBody: true })));

    // Writes from another site, however the browser says so.
    for (const [label, headers] of [
      ["Origin of another site", { Origin: "https://elsewhere.example" }],
      ["Origin null", { Origin: "null" }],
      ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ] as const) {
      add({
        kind: label,
        method: row.method,
        path: sample.path,
        headers: { ...typed(encoded.type), ...headers },
        body: encoded.bytes,
        rule: originRule,
      });
    }
  }

  // A forged or garbled session cookie is a visitor, never an error.
  for (const cookie of firstOfRoute ? FORGED_COOKIES : []) {
    add({
      kind: `cookie ${cookie.slice(0, 30)}`,
      method: row.method,
      path: sample.path,
      headers: { ...typed(encoded.type), Cookie: cookie },
      body: encoded.bytes,
    });
  }

  const whos: Who[] = row.visitorOnly ? ["visitor"] : ["visitor", "member"];
  const all = whos.flatMap((who) =>
    cases
      .filter((test) => (who === "visitor" ? !onlyRefusalAgain(row, test) : !answeredBeforeSession(test)))
      .map((test) => ({ ...test, who, asAdmin: who === "member" && Boolean(test.malformedBody) && adminsAlone(row) })),
  );
  // Cases that must reach the checks of an unused upload address get one each, from members taking turns
  // (each member may ask for only so many addresses).
  let turn = 0;
  for (const test of all.filter((test) => test.freshAddress)) {
    const uploader = uploaders[turn++ % uploaders.length];
    test.path = row.target(await row.arrange!(proof, castFor(uploader)), castFor(uploader), proof).path;
  }
  return all;
}

async function bodyCases(
  row: Row,
  sample: Target,
  values: Record<string, unknown>,
  encoded: { type?: string; bytes?: Uint8Array },
  base: { row: Row; headers: Record<string, string> },
): Promise<Omit<Case, "who">[]> {
  const page = row.surface === "page";
  const api = row.surface === "api";
  const cases: Omit<Case, "who">[] = [];
  const method = row.method;
  const path = sample.path;
  const add = (test: Omit<Case, "who" | "row" | "headers"> & { headers?: Record<string, string> }) =>
    cases.push({ ...base, ...test, headers: { ...base.headers, ...test.headers } });
  const sampleJson = JSON.stringify(values);
  const sampleForm = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  const readsJson = row.body.kind === "json" && Object.keys(values).length > 0;
  // Outside /api and /objects, anything but a form body is refused before a route sees it.
  const formOnly = !isApi(path) && !path.startsWith("/objects/");

  // The wrong content type for the route.
  const wrongTypes: [string, Record<string, string>, string][] = [
    ["JSON", { "Content-Type": "application/json" }, sampleJson],
    ["JSON with charset", { "Content-Type": "application/json; charset=utf-8" }, sampleJson],
    ["text/plain", { "Content-Type": "text/plain" }, row.body.kind === "json" ? sampleJson : sampleForm],
    ["no content type", {}, row.body.kind === "json" ? sampleJson : sampleForm],
    ["url-encoded", { "Content-Type": "application/x-www-form-urlencoded" }, sampleForm],
    ["XML", { "Content-Type": "application/xml" }, "<content>x</content>"],
    ["unparsable content type", { "Content-Type": ";;;=/" }, sampleJson],
    ["multipart without boundary", { "Content-Type": "multipart/form-data" }, sampleForm],
    ["multipart with a wrong boundary", { "Content-Type": "multipart/form-data; boundary=nothere" }, `--other\r\n\r\n${sampleForm}`],
  ];
  for (const [label, headers, body] of wrongTypes) {
    const formType = /x-www-form-urlencoded|multipart/.test(headers["Content-Type"] ?? "");
    let rule: Case["rule"];
    if (formOnly && !formType) rule = formTypeRule;
    else if (readsJson && !String(headers["Content-Type"] ?? "").includes("application/json")) rule = jsonRule;
    add({ kind: `content type: ${label}`, method, path, headers, body, rule });
  }

  // Broken JSON, and JSON that is not an object.
  if (row.body.kind === "json" || api) {
    for (const { label, text } of INVALID_JSON) {
      add({
        kind: `invalid JSON: ${label}`,
        method,
        path,
        headers: { "Content-Type": "application/json" },
        body: text,
        rule: readsJson ? jsonRule : undefined,
      });
    }
    for (const { label, text } of VALID_BUT_WRONG_JSON) {
      add({
        kind: label,
        method,
        path,
        headers: { "Content-Type": "application/json" },
        body: text,
        rule: readsJson ? jsonRule : undefined,
      });
    }
    add({ kind: "empty JSON body", method, path, headers: { "Content-Type": "application/json" }, body: "" });
  }

  // Each field: missing, mistyped, huge, hostile.
  const fields = "fields" in row.body ? row.body.fields : {};
  for (const [field, spec] of Object.entries(fields)) {
    const fieldKey = `${row.routeId} ${field}`;
    if (drivenFields.has(fieldKey)) continue;
    drivenFields.add(fieldKey);
    for (const variant of variantsFor(spec.type)) {
      // A JSON or form body holding a 1 MB value is past the 64 KB limit whatever the field: the request guard
      // refuses it from its length before any field is read, as the row's own 70 KB body shows. Only a
      // multipart upload's fields reach their parser at that size.
      if (variant.big && row.body.kind !== "multipart") continue;
      const kind = `field ${field}: ${variant.label}`;
      const rule = variant.big ? sizeRule(page) : undefined;
      if (row.body.kind === "json") {
        add({
          kind,
          method,
          path,
          headers: { "Content-Type": "application/json" },
          body: jsonWith(values, field, variant),
          rule,
        });
      } else if (row.body.kind === "form") {
        add({
          kind,
          method,
          path,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: formWith(values, field, variant),
          rule,
        });
      } else if (row.body.kind === "multipart") {
        const copy: Record<string, unknown> = { ...values };
        if (variant.omit) delete copy[field];
        else copy[field] = variant.raw ?? variant.value;
        const { type, bytes } = await multipart(copy, [
          { field: row.body.file.field, name: "photo.png", type: "image/png", bytes: PNG_1X1 },
        ]);
        add({ kind: `multipart ${kind}`, method, path, headers: { "Content-Type": type }, body: bytes });
      }
    }
  }
  if (row.body.kind === "json") {
    const extras = [
      ["extra fields", { ...values, extra: 1, isAdmin: true, userId: "someone-else", id: 1, status: "approved" }],
      // An object body's own fields after the key; an array body (a list of fish) gets a stand-in field.
      [
        "__proto__ key",
        JSON.parse(
          `{"__proto__": {"isAdmin": true, "polluted": true}, ${(sampleJson.startsWith("{") && sampleJson.slice(1, -1)) || '"a": 1'}}`,
        ),
      ],
      ["constructor key", { ...values, constructor: { prototype: { isAdmin: true } } }],
    ] as const;
    for (const [label, body] of extras)
      add({ kind: label, method, path, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    add({
      kind: "duplicate keys",
      method,
      path,
      headers: { "Content-Type": "application/json" },
      body: `${sampleJson.slice(0, -1)}${sampleJson.length > 2 ? "," : ""}"${Object.keys(fields)[0] ?? "a"}": 12}`,
    });
  }
  if (row.body.kind === "form") {
    add({
      kind: "every field twice",
      method,
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `${sampleForm}&${sampleForm}`,
    });
    add({
      kind: "malformed url-encoding",
      method,
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `${sampleForm}&bad=%E0%A4%A&%zz=1`,
    });
  }
  if (row.body.kind === "multipart") {
    const field = row.body.file.field;
    const files: [string, { field: string; name: string; type: string; bytes: Uint8Array }[]][] = [
      ["no file", []],
      ["empty file", [{ field, name: "empty.png", type: "image/png", bytes: new Uint8Array() }]],
      ["HTML declared as PNG", [{ field, name: "photo.png", type: "image/png", bytes: HTML_PAGE }]],
      ["JPEG declared as SVG", [{ field, name: "photo.svg", type: "image/svg+xml", bytes: JPEG_1X1 }]],
      ["traversal in the file name", [{ field, name: "../../../etc/passwd", type: "image/png", bytes: PNG_1X1 }]],
      ["control characters in the file name", [{ field, name: "a\u202egnp.exe\u0000.png", type: "image/png", bytes: PNG_1X1 }]],
      [
        "two files",
        [
          { field, name: "a.png", type: "image/png", bytes: PNG_1X1 },
          { field, name: "b.jpg", type: "image/jpeg", bytes: JPEG_1X1 },
        ],
      ],
      ["a file in another field", [{ field: "caption", name: "c.png", type: "image/png", bytes: PNG_1X1 }]],
      ["11 MB image", [{ field, name: "big.png", type: "image/png", bytes: pngOfSize(11 * MB) }]],
    ];
    for (const [label, list] of files) {
      const { type, bytes } = await multipart(values, list);
      add({ kind: `multipart: ${label}`, method, path, headers: { "Content-Type": type }, body: bytes });
    }
    const { type, bytes } = await multipart(values, [{ field, name: "photo.png", type: "image/png", bytes: PNG_1X1 }]);
    add({
      kind: "multipart: cut off half-way",
      method,
      path,
      headers: { "Content-Type": type },
      body: bytes.subarray(0, Math.floor(bytes.length / 2)),
    });
  }
  if (row.body.kind === "bytes") {
    const fresh = { freshAddress: true };
    const uploads: [string, Record<string, string>, Uint8Array][] = [
      ["not an image", { "Content-Type": "image/png" }, HTML_PAGE],
      ["empty", { "Content-Type": "image/png" }, new Uint8Array()],
      ["declared as HTML", { "Content-Type": "text/html" }, PNG_1X1],
      ["declared as SVG", { "Content-Type": "image/svg+xml" }, PNG_1X1],
      ["no content type", {}, PNG_1X1],
      ["JPEG", { "Content-Type": "image/jpeg" }, JPEG_1X1],
    ];
    for (const [label, headers, body] of uploads) add({ kind: `upload: ${label}`, method, path, headers, body, ...fresh });
    add({
      kind: "upload: 11 MB image",
      method,
      path,
      headers: { "Content-Type": "image/png" },
      body: pngOfSize(11 * MB),
      ...fresh,
      rule: sizeRule(false),
    });
    add({
      kind: "upload: 11 MB sent without a length",
      method,
      path,
      headers: { "Content-Type": "image/png" },
      body: pngOfSize(11 * MB),
      chunked: true,
      ...fresh,
      rule: sizeRule(false, true),
    });
  }

  // Oversized bodies, each of the route's own type where the route reads one.
  const bigType = formOnly ? "application/x-www-form-urlencoded" : "application/json";
  const bigBody = (size: number) => (formOnly ? `${sampleForm}&padding=${long(size)}` : `{"padding":"${long(size)}"}`);
  // The guard decides a body with a length from its Content-Length alone, so one just past the limit stands for
  // every larger one (unit-tested for every route in tests/unit/request-guard-routes.test.ts); a body sent
  // without a length is counted as it arrives, so that one is large.
  if (row.body.kind !== "bytes" && row.body.kind !== "multipart") {
    add({
      kind: "70 KB body",
      method,
      path,
      headers: { "Content-Type": bigType },
      body: bigBody(FORM_BODY_LIMIT + 6 * 1024),
      rule: sizeRule(page),
    });
    add({
      kind: "1 MB body without a length",
      method,
      path,
      headers: { "Content-Type": bigType },
      body: bigBody(MB),
      chunked: true,
      rule: sizeRule(page, true),
    });
  }
  if (page) {
    // The same form as the page's script sends it (single fetch), and as JSON to that address.
    const data = `${path.split("?")[0]}.data`;
    add({
      kind: "script submission (.data)",
      method,
      path: data,
      headers: { Accept: "*/*", "Content-Type": encoded.type ?? "" },
      body: encoded.bytes,
    });
    add({
      kind: "script submission as JSON",
      method,
      path: data,
      headers: { Accept: "*/*", "Content-Type": "application/json" },
      body: sampleJson,
      rule: formTypeRule,
    });
    add({
      kind: "script submission past the limit",
      method,
      path: data,
      headers: { Accept: "*/*", "Content-Type": "application/x-www-form-urlencoded" },
      body: bigBody(FORM_BODY_LIMIT + 6 * 1024),
      rule: sizeRule(false),
    });
  }
  return cases;
}

/**
 * Cases the server answers before it reads the session: the request guard (unknown methods, malformed escapes,
 * a page post of the wrong type, a body past its limit) and the cross-site check, which read the method, the
 * address and a few headers but never the cookie. A member's copy of one is the same request class as the
 * visitor's, so only the visitor's is sent.
 */
function answeredBeforeSession(test: Omit<Case, "who">): boolean {
  switch (test.rule?.name) {
    case "method":
      return UNKNOWN_METHODS.includes(test.method);
    case "escape":
    case "formType":
    case "origin":
      return true;
    case "size":
      // Streamed uploads (signed upload addresses, a page's file form) pass the guard and are measured by
      // their route, which may read the session: both copies are sent.
      return !test.freshAddress && !String(test.headers["Content-Type"] ?? "").startsWith("multipart/");
    default:
      return false;
  }
}

/**
 * A visitor's copy of a malformed body, on a route that refuses visitors, after the request guard: it can only
 * meet that refusal again. A route that read the body before the session would read it the same way for a
 * member, and the member's copy is sent; the refusal itself is the sample request's, and the authorization
 * matrix's. The cases the guard answers stay the visitor's, since only the visitor is sent those.
 */
function onlyRefusalAgain(row: Row, test: Omit<Case, "who">): boolean {
  const visitor = row.expect?.visitor;
  const refused = visitor === "401" || visitor === "redirect:sign-in";
  return refused && Boolean(test.malformedBody) && !answeredBeforeSession(test);
}

/** Whether only the admin may use the route (the catalogue's editing, moderation): members are refused it. */
function adminsAlone(row: Row): boolean {
  return Boolean(row.expect && allows(row.expect.admin) && !allows(row.expect.owner) && !allows(row.expect.other));
}

/** Addresses no route serves: traversal toward server files, malformed escapes, script data requests. */
function pathProbes(): Case[] {
  const probes: [string, string][] = [
    ["GET", "/fish/%E0%A4%A"],
    ["GET", "/api/fish/%"],
    ["GET", "/api/fish/%zz/discussions"],
    ["GET", "/%"],
    ["POST", "/api/%E0%A4%A"],
    ["GET", "/fish/%C0%AE%C0%AE/"],
    ["GET", "/..%2F..%2F..%2Fetc%2Fpasswd"],
    ["GET", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd"],
    ["GET", "/fish/1/../../../../etc/passwd"],
    ["GET", "//etc/passwd"],
    ["GET", "/api/..%2F..%2Fpackage.json"],
    ["GET", "/objects/uploads/..%2F..%2F..%2Fetc%2Fpasswd"],
    ["GET", "/objects/..%2F..%2Fpackage.json"],
    ["GET", "/objects/uploads/.partial"],
    ["GET", "/assets/..%2F..%2F..%2Fserver.js"],
    ["GET", "/assets/%2e%2e/%2e%2e/package.json"],
    ["GET", "/build/server/index.js"],
    ["GET", "/server.js"],
    ["GET", "/package.json"],
    ["GET", "/.env"],
    ["GET", "/data/shoal.db"],
    ["GET", "/illustrations/fish/..%2F..%2F..%2Fpackage.json"],
    ["GET", "/illustrations/videos/%00"],
    ["GET", "/videos/%00"],
    ["GET", "/videos/abc.data"],
    ["GET", "/fish/abc.data"],
    ["GET", "/fish/0.data?_routes=routes%2Ffish.%24fishId"],
    ["GET", "/_root.data?_routes=root,routes%2F..%2F..%2Fserver"],
    ["GET", "/fish/%00.data"],
    ["GET", "/profile?returnTo=%2F%2Felsewhere.example"],
    ["GET", "/username?returnTo=%2F%5Celsewhere.example"],
    ["GET", "/fish?q=%00&filter=%E0%A4%A"],
    ["GET", "/fish?temp=%00&tank=1e400&gh=-5&units=kelvin&zone=%E0%A4%A"],
    ["GET", "/checker?units=metric&length=60&width=30&height=35&fish=1:1&fish=%00&add=%E0%A4%A"],
    ["GET", "/checker?length=1e309&width=NaN&height=-1&fish=99999999:1"],
    ["GET", "/checker?units=us&length=24&width=12&height=12&add=neon&addCount=99999&addSex=%3Cscript%3E"],
    ["GET", "/api/checker?units=us&length=24&width=12&height=12&fish=1:1:dragon"],
    ["GET", "/products?category=%3Cscript%3E"],
    ["GET", `/fish/${"9".repeat(5000)}`],
    ["GET", `/${"a/".repeat(500)}`],
    ["GET", "/api/users/username-available/%F0%9F%90%9F"],
    ["GET", "/api/users/username-available/..%2F..%2Fadmin"],
    ["POST", "/api/youtube/videos"],
    ["POST", "/api/users/username-available/somebody"],
    ["DELETE", "/api/fish"],
    ["POST", "/healthz"],
    ["POST", "/profile"],
  ];
  const cases: Case[] = [];
  for (const [method, path] of probes) {
    for (const who of ["visitor", "member"] as const) {
      const body = method === "GET" ? undefined : "a=1";
      cases.push({
        row: null,
        kind: "path probe",
        who,
        method,
        path,
        headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
        body,
        rule: malformedEscape(path) ? escapeRule : undefined,
      });
    }
  }
  return cases;
}
