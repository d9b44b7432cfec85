import { CLIENT_IP_HEADER } from "./server";
import { signInOverHttp } from "./sign-in";

/**
 * A steady mixed write load for the durability and backup suites: many signed-in members, each posting
 * comments, saving fish to collections and deleting some of their own comments, at their own pace. Every
 * request is recorded with when it was sent and, if a 2xx answer came back, when it was acknowledged; only an
 * acknowledged write is a promise the suites hold the database to.
 *
 * Each member stays under the app's rate limits (comments 10 a minute, collection saves 60 a minute, deletes 30 a
 * minute) by spacing its own requests, so a 429 means a limit changed; it is counted, never treated as a write.
 */

export type LoadMember = { email: string; ip: string; cookie: string; id: string };

export type CommentRecord = {
  id: number;
  fishId: number;
  userId: string;
  content: string;
  sentAt: number;
  ackAt: number;
  /** Set while a delete is in flight, and kept when its outcome is unknown (the connection failed). */
  deleteSentAt?: number;
  deleteAckAt?: number;
};

export type SaveRecord = { userId: string; fishId: number; collectionType: string; sentAt: number; ackAt: number };

export type WriteLoad = {
  /** Acknowledged comments, by id. */
  comments: Map<number, CommentRecord>;
  /** Acknowledged collection saves. */
  saves: SaveRecord[];
  /** Write requests that got no answer: cut off in flight (or timed out), and refused while nothing listened. */
  unanswered: { cutOff: number; refused: number };
  /** Answers other than the expected 2xx, by "kind status" (e.g. "save 409", "comment 429"). */
  otherAnswers: Map<string, number>;
  /** Stops every member after the request it is making, and waits for them. */
  stop(): Promise<void>;
};

const COLLECTION_TYPES = ["owned", "liked", "wishlist"] as const;

/** Minimum spacing between one member's requests of a kind, in ms: [least, most] of a random interval. */
const SPACING = {
  comment: [7_000, 8_500], // at most 9 a minute (limit 10)
  save: [1_100, 1_700], // at most 55 a minute (limit 60)
  delete: [4_000, 6_000], // at most 15 a minute (limit 30)
} as const;

const REQUEST_TIMEOUT_MS = 10_000;

export const now = () => performance.now();

function between([least, most]: readonly [number, number]) {
  return least + Math.random() * (most - least);
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

type Answer = { status: number; body: unknown; headers: Headers } | { status: 0; error: string; refused: boolean };

/** One JSON request as a member; a connection failure or timeout is an answer with status 0. */
export async function requestAs(
  baseUrl: string,
  member: Pick<LoadMember, "cookie" | "ip">,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Cookie: member.cookie,
        [CLIENT_IP_HEADER]: member.ip,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for a failure message
    }
    return { status: response.status, body: parsed, headers: response.headers };
  } catch (error) {
    // fetch reports the socket's own error as the cause: ECONNREFUSED means nothing was listening.
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, error: `${String(error)} (${cause?.code ?? "no cause"})`, refused: cause?.code === "ECONNREFUSED" };
  }
}

/** Signs members in (each from its own client address, so per-address sign-in limits stay far off). */
export async function signInMembers(baseUrl: string, count: number, label: string, firstAddress = 1): Promise<LoadMember[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `${label}-${i + 1}@example.com`;
      const ip = `198.51.100.${firstAddress + i}`;
      const cookie = await signInOverHttp(baseUrl, { email, firstName: label, lastName: `Member ${i + 1}` }, ip);
      const me = await requestAs(baseUrl, { cookie, ip }, "GET", "/api/auth/user");
      const id = me.status === 200 ? (me.body as { id?: string }).id : undefined;
      if (!id) throw new Error(`GET /api/auth/user after signing in ${email}: ${me.status}`);
      return { email, ip, cookie, id };
    }),
  );
}

export async function fishIds(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/fish`);
  const fish = (await response.json()) as { id: number }[];
  if (!response.ok || fish.length === 0) throw new Error(`GET /api/fish: ${response.status}`);
  return fish.map((f) => f.id);
}

/** `commentOn` narrows the fish that comments go to, so a few discussions grow long enough to page through. */
export function startWriteLoad(
  baseUrl: string,
  members: LoadMember[],
  fish: number[],
  tag: string,
  { commentOn = fish }: { commentOn?: number[] } = {},
): WriteLoad {
  const load: WriteLoad = {
    comments: new Map(),
    saves: [],
    unanswered: { cutOff: 0, refused: 0 },
    otherAnswers: new Map(),
    stop: async () => {},
  };
  let stopping = false;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));
  const pause = (ms: number) => Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), stopped]);
  const unanswered = (answer: Answer) => {
    if ("refused" in answer && answer.refused) load.unanswered.refused += 1;
    else load.unanswered.cutOff += 1;
  };
  const other = (kind: string, status: number) => {
    const key = `${kind} ${status}`;
    load.otherAnswers.set(key, (load.otherAnswers.get(key) ?? 0) + 1);
  };

  /** Runs `step` again and again, each start at least one spacing after the previous start. */
  async function paced(spacing: readonly [number, number], step: () => Promise<void>) {
    await pause(Math.random() * spacing[1]);
    while (!stopping) {
      const next = now() + between(spacing);
      await step();
      await pause(Math.max(0, next - now()));
    }
  }

  function member(m: LoadMember, index: number) {
    let written = 0;
    const ownComments: CommentRecord[] = [];
    const pairs = shuffled(fish.flatMap((fishId) => COLLECTION_TYPES.map((collectionType) => ({ fishId, collectionType }))));

    const comment = async () => {
      const fishId = commentOn[Math.floor(Math.random() * commentOn.length)];
      written += 1;
      const content = `${tag} comment ${index + 1}.${written} on fish ${fishId}`;
      const sentAt = now();
      const answer = await requestAs(baseUrl, m, "POST", `/api/fish/${fishId}/discussions`, { content });
      if (answer.status === 0) unanswered(answer);
      else if (answer.status === 201) {
        const created = answer.body as { id: number; content: string; userId: string };
        if (created.content !== content || created.userId !== m.id)
          throw new Error(`POST answered another comment: ${JSON.stringify(created)}`);
        const record: CommentRecord = { id: created.id, fishId, userId: m.id, content, sentAt, ackAt: now() };
        load.comments.set(record.id, record);
        ownComments.push(record);
      } else other("comment", answer.status);
    };

    const save = async () => {
      const pair = pairs.pop();
      if (!pair) return;
      const sentAt = now();
      const answer = await requestAs(baseUrl, m, "POST", "/api/my-fish", { ...pair, notes: `${tag} save` });
      if (answer.status === 0) unanswered(answer);
      else if (answer.status === 201) load.saves.push({ userId: m.id, ...pair, sentAt, ackAt: now() });
      // 409: an earlier attempt was cut off after it committed. Not acknowledged here, so not counted.
      else other("save", answer.status);
    };

    const remove = async () => {
      const candidates = ownComments.filter((c) => c.deleteSentAt === undefined);
      if (candidates.length === 0 || Math.random() < 0.4) return;
      const target = candidates[Math.floor(Math.random() * candidates.length)];
      target.deleteSentAt = now();
      const answer = await requestAs(baseUrl, m, "DELETE", `/api/fish/discussions/${target.id}`);
      if (answer.status === 0) unanswered(answer);
      else if (answer.status >= 200 && answer.status < 300) target.deleteAckAt = now();
      else {
        other("delete", answer.status);
        // A refusal (429) left the comment in place; any other answer leaves its fate unknown.
        if (answer.status === 429) target.deleteSentAt = undefined;
      }
    };

    return Promise.all([paced(SPACING.comment, comment), paced(SPACING.save, save), paced(SPACING.delete, remove)]);
  }

  // A member that stops on an error must not leave the rejection unhandled until stop() is called.
  let failure: unknown = null;
  const running = Promise.all(
    members.map((m, index) =>
      member(m, index).catch((error: unknown) => {
        failure ??= error;
      }),
    ),
  );
  load.stop = async () => {
    stopping = true;
    wake();
    await running;
    if (failure) throw failure;
  };
  return load;
}

/** The comment is acknowledged and no delete of it was ever sent: it must be in the database. */
export function mustBePresent(comment: CommentRecord): boolean {
  return comment.deleteSentAt === undefined;
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function thousands(n: number): string {
  return n.toLocaleString("en-US");
}
