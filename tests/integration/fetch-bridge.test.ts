import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendFetchResponse, toFetchRequest } from "~/web/http/fetch-bridge.server";

/**
 * The bridge between Node's HTTP server and the app's Fetch API requests, over a real socket: a request's signal
 * tells the app when the request is over, whether the client left or the answer was sent. Work still waiting on
 * the signal (Remix keeps a page's loader data behind a timer that only an abort clears) is released then.
 */

let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Serves `answer` through the bridge and hands back each request as the app saw it. */
async function serve(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const closed: Promise<void>[] = [];
  server = http.createServer((req, res) => {
    const request = toFetchRequest(req, res);
    seen.push(request);
    closed.push(new Promise((resolve) => res.once("close", () => setImmediate(resolve))));
    void sendFetchResponse(req, res, answer(request));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/page`, seen, closed };
}

describe("a request's signal", () => {
  it("is not aborted while the answer is being made", async () => {
    let abortedWhileAnswering: boolean | undefined;
    const { url } = await serve((request) => {
      abortedWhileAnswering = request.signal.aborted;
      return new Response("hello");
    });
    const response = await fetch(url);
    expect(await response.text()).toBe("hello");
    expect(abortedWhileAnswering).toBe(false);
  });

  it("aborts once the whole answer has been sent", async () => {
    const { url, seen, closed } = await serve(() => new Response("a whole page"));
    const response = await fetch(url);
    expect(await response.text()).toBe("a whole page");
    await closed[0];
    expect(seen[0]!.signal.aborted).toBe(true);
    expect((seen[0]!.signal.reason as Error).name).toBe("AbortError");
  });

  it("aborts when the client leaves before the answer is finished", async () => {
    const { url, seen, closed } = await serve(
      () =>
        new Response(
          // The first part of a page, and the rest never comes.
          new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode("the first part")) }),
        ),
    );
    const client = new AbortController();
    const response = await fetch(url, { signal: client.signal });
    await response.body!.getReader().read();
    expect(seen[0]!.signal.aborted).toBe(false);
    client.abort();
    await closed[0];
    expect(seen[0]!.signal.aborted).toBe(true);
  });
});
