import { randomUUID } from "node:crypto";
import { users } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { startMemberSession } from "~/models/member-session.server";
import { commitSession, getSession } from "~/services/session.server";

type UserOverrides = Partial<typeof users.$inferInsert>;

let counter = 0;

/** A member as the database holds them; pass `username: null` for one who has not chosen a name yet. */
export function createUser(overrides: UserOverrides = {}) {
  counter += 1;
  const id = overrides.id ?? randomUUID();
  return getDb()
    .insert(users)
    .values({
      id,
      authSubject: `test|${id}`,
      email: `member${counter}@example.com`,
      firstName: "Test",
      lastName: `Member${counter}`,
      username: `member_${counter}_${id.slice(0, 4)}`,
      ...overrides,
    })
    .returning()
    .get();
}

/** The Cookie header of a signed-in session for this user, made the way the app makes it (a live server session). */
export async function sessionCookieFor(userId: string): Promise<string> {
  const session = await getSession(new Request("http://localhost/"));
  session.set("sessionId", startMemberSession(userId, "test").id);
  const setCookie = await commitSession(session);
  return setCookie.split(";")[0];
}

/** A Request as a browser would send it, signed in as `userId` when given. */
export async function request(url: string, init: RequestInit & { userId?: string; json?: unknown } = {}): Promise<Request> {
  const { userId, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (userId) headers.set("Cookie", await sessionCookieFor(userId));
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return new Request(new URL(url, "http://localhost:3000"), {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";
}

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) return Response.json(value.data, value.init ?? undefined);
  return Response.json(value);
}

/** Runs a loader or action the way Remix does: what it returns or throws (a Response or data()) is the answer. */
export async function respond(fn: () => Promise<unknown> | unknown): Promise<Response> {
  try {
    return toResponse(await fn());
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return toResponse(thrown);
    throw thrown;
  }
}

/** Who a rate limit counts, from "member:<id>" (at an address of its own) or "address:<ip>". */
export function subjectOf(key: string): { memberId: string | null; address: string } {
  const [kind, value] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  return kind === "member" ? { memberId: value, address: `member-address-${value}` } : { memberId: null, address: value };
}
