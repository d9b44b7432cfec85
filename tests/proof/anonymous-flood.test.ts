import { afterAll, beforeAll, expect, test } from "vitest";
import { CLIENT_IP_HEADER, removeServerFiles, startServer, type RunningServer } from "./support/server";

/**
 * One address flooding the expensive anonymous reads (the checker with many fish, text searches with random
 * words) meets 429s with Retry-After after its allowance, and everyone else keeps being answered meanwhile. How
 * long they wait is a speed figure, measured by `npm run bench` (the machine is shared, so a timed assertion
 * here would fail for reasons of its own). A page asked for with a query string it does not read is answered
 * from the stored copy, so unique addresses neither cost a render each nor push pages out of the store.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  if (server) removeServerFiles(server);
});

async function visit(path: string, ip: string) {
  const answer = await fetch(`${server.url}${path}`, { headers: { [CLIENT_IP_HEADER]: ip } });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
}

/** Several answers in a row for another visitor, each of which must be a 200. */
async function answered(path: string, ip: string, samples: number) {
  for (let i = 0; i < samples; i += 1) await visit(path, ip);
}

const checkerQuery = (n: number) =>
  `/api/checker?units=metric&length=${90 + (n % 60)}&width=40&height=45` +
  Array.from({ length: 10 }, (_, i) => `&fish=${i + 1}:${1 + ((n + i) % 9)}`).join("");

test("a flood of checks and searches from one address is refused, and everyone else is still answered", async () => {
  await visit("/fish/2", "198.51.100.200");

  const statuses = new Map<number, number>();
  const retryAfter = new Set<string | null>();
  let flooding = true;
  const flooder = async (worker: number) => {
    for (let n = worker; flooding; n += 8) {
      const path = n % 2 ? checkerQuery(n) : `/api/fish?q=${Math.random().toString(36).slice(2, 9)}`;
      const answer = await fetch(`${server.url}${path}`, { headers: { [CLIENT_IP_HEADER]: "203.0.113.250" } });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 429) retryAfter.add(answer.headers.get("retry-after"));
    }
  };
  const flood = Promise.all(Array.from({ length: 8 }, (_, worker) => flooder(worker)));
  // The address's allowance is spent first (real work, as for anyone); what matters is the flood after it.
  const deadline = Date.now() + 60_000;
  while ((statuses.get(429) ?? 0) < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await answered("/healthz", "198.51.100.202", 15);
  await answered("/fish/2", "198.51.100.202", 15);
  await answered(checkerQuery(1), "198.51.100.203", 3);
  flooding = false;
  await flood;

  expect(statuses.get(429) ?? 0, JSON.stringify([...statuses])).toBeGreaterThanOrEqual(100);
  expect([...statuses.keys()].sort(), "only answers and refusals, never an error").toEqual([200, 429]);
  for (const value of retryAfter) expect(Number(value), "Retry-After in seconds").toBeGreaterThan(0);
}, 120_000);

test("a page asked for with parameters it does not read is answered from its stored copy", async () => {
  await visit("/fish/3", "198.51.100.210");
  for (let i = 0; i < 10; i += 1) {
    const answer = await fetch(`${server.url}/fish/3?utm_source=${i}&x=${Math.random()}`, {
      headers: { [CLIENT_IP_HEADER]: "198.51.100.211" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-cache")).toBe("hit");
    const html = await answer.text();
    expect(html).not.toContain("utm_source");
  }
  // A parameter the page reads still has a copy of its own.
  const older = await fetch(`${server.url}/fish/3?before=999999`, { headers: { [CLIENT_IP_HEADER]: "198.51.100.211" } });
  expect(older.headers.get("x-cache")).toBeNull();
});
