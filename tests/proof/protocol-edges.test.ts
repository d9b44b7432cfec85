import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CLIENT_IP_HEADER, removeServerFiles, startServer, type RunningServer } from "./support/server";
import { signInOverHttp } from "./support/sign-in";

/**
 * What the built server answers at the edges of HTTP, over real sockets: oversized bodies (and the connection
 * after them), odd methods, broken addresses, bodies of the wrong type, sessions after sign-out, HSTS.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
});

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; reusedSocket: boolean; ms: number };

/** One request through a keep-alive agent, so a test can see whether the next request reuses the socket. */
function raw(
  agent: http.Agent,
  options: { method: string; path: string; headers?: Record<string, string | number> },
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = http.request({ host: "127.0.0.1", port: server.port, agent, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          reusedSocket: req.reusedSocket,
          ms: Date.now() - started,
        }),
      );
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

const noStackTrace = (body: string) => {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|URIError|TypeError/);
};

describe("request bodies past the limit", () => {
  test("a 200 KB JSON body to the API is 413 {message}, and the same connection answers the next request at once", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await raw(
      agent,
      { method: "POST", path: "/api/my-fish", headers: { "Content-Type": "application/json", "Content-Length": 200_000 } },
      Buffer.alloc(200_000, "a"),
    );
    expect(refused.status).toBe(413);
    expect(refused.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(refused.body)).toEqual({ message: "The request body is larger than the limit of 64 KB" });
    const next = await raw(agent, { method: "GET", path: "/healthz" });
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
    expect(next.ms).toBeLessThan(2000);
    agent.destroy();
  });

  test("a 50 MB body is refused before it is read: the answer comes at once, while the client is still sending", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          agent,
          method: "POST",
          path: "/api/fish/1/discussions",
          headers: { "Content-Type": "application/json", "Content-Length": 50 * 1024 * 1024 },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: false, ms: 0 }));
        },
      );
      req.on("error", reject);
      // Only the first megabyte is ever sent: the server must answer without waiting for the rest.
      req.write(Buffer.alloc(1024 * 1024, "a"));
    });
    expect(answer.status).toBe(413);
    agent.destroy();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test("a form posted without JavaScript past the limit goes back to its page with a toast", async () => {
    const response = await fetch(`${server.url}/fish/1`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: server.url },
      body: new URLSearchParams({ intent: "comment", content: "x".repeat(100_000) }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fish/1");
    const page = await fetch(`${server.url}/fish/1`, { headers: { Cookie: response.headers.getSetCookie()[0].split(";")[0] } });
    expect(await page.text()).toContain("That form was too large to send. Please shorten it and try again.");
  });
});

describe("protocol edges never answer 5xx", () => {
  test.each(["TRACE", "PROPFIND", "OPTIONS"])("%s is 405 with Allow", async (method) => {
    const agent = new http.Agent();
    const answer = await raw(agent, { method, path: "/fish" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    noStackTrace(answer.body);
  });

  test("a malformed percent-escape is 400: JSON under /api, text elsewhere, never a stack trace", async () => {
    const api = await fetch(`${server.url}/api/fish/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: "The address has a malformed percent-escape" });
    const page = await fetch(`${server.url}/fish/%`);
    expect(page.status).toBe(400);
    noStackTrace(await page.text());
  });

  test.each([
    ["JSON", { "Content-Type": "application/json" }, '{"intent":"comment","content":"hi"}'],
    ["text", { "Content-Type": "text/plain" }, "intent=comment"],
    ["no content type", {}, undefined],
  ])("a page action posted as %s is 415", async (_kind, headers: Record<string, string>, body) => {
    const response = await fetch(`${server.url}/fish/1`, { method: "POST", headers, body });
    expect(response.status).toBe(415);
    noStackTrace(await response.text());
  });

  test("a comment of only invisible characters is refused as empty; control characters are dropped", async () => {
    const cookie = await signInOverHttp(server.url, { email: "edges@example.com" }, "198.51.100.77");
    const post = (content: string) =>
      fetch(`${server.url}/api/fish/1/discussions`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", [CLIENT_IP_HEADER]: "198.51.100.77" },
        body: JSON.stringify({ content }),
      });
    const empty = await post("\u200B\u200D\uFEFF\u2800");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Comment cannot be empty" });
    const cleaned = await post("Lovely\u0000 fish\u001B\nindeed");
    expect(cleaned.status).toBe(201);
    expect(((await cleaned.json()) as { content: string }).content).toBe("Lovely fish\nindeed");
  });

  test("a returnTo with characters above U+00FF: sign-in completes and comes back to a safe path", async () => {
    const ip = { [CLIENT_IP_HEADER]: "198.51.100.78" };
    const start = await fetch(`${server.url}/api/login?returnTo=${encodeURIComponent("/fish?q=\u65E5\u{1F41F}")}`, {
      redirect: "manual",
      headers: ip,
    });
    expect(start.status).toBe(302);
    const cookies = start.headers.getSetCookie().map((line) => line.split(";")[0]);
    const authorize = new URL(start.headers.get("location")!);
    const form = new URLSearchParams(authorize.searchParams);
    form.set("email", "unicode@example.com");
    const approved = await fetch(new URL("/dev-idp/authorize", server.url), {
      method: "POST",
      redirect: "manual",
      headers: { ...ip, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: form,
    });
    const done = await fetch(approved.headers.get("location")!, {
      redirect: "manual",
      headers: { ...ip, Cookie: cookies.join("; "), Accept: "text/html" },
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/fish?q=%E6%97%A5%F0%9F%90%9F");
    expect(done.headers.getSetCookie().some((line) => line.startsWith("__shoal_session="))).toBe(true);
  });
});

describe("quiet, correct edges", () => {
  test("an unknown method is 405 with Allow: JSON under /api, text elsewhere", async () => {
    const answer = await rawLine("FOO /api/fish HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/allow: GET, HEAD, POST, PUT, PATCH, DELETE/i);
    expect(answer.split("\r\n\r\n")[1]).toBe('{"message":"Method not allowed"}');
    expect(await rawLine("FOO /fish HTTP/1.1")).toMatch(/^HTTP\/1\.1 405 [^]*\r\n\r\nMethod not allowed$/);
  });

  test("a POST to a page without an action is 405, and the server logs no stack trace for it", async () => {
    const before = server.output().length;
    const answer = await fetch(`${server.url}/aquascaping`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, [CLIENT_IP_HEADER]: "198.51.100.120" },
      body: "a=1",
    });
    expect(answer.status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output().slice(before)).not.toMatch(/\n\s+at /);
  });

  test("a visitor's ?_data= request for a member's page gets the API's 401 JSON, not an unexpected server error", async () => {
    const before = server.output().length;
    const answer = await fetch(`${server.url}/my-fish?_data=routes/my-fish`, { headers: { [CLIENT_IP_HEADER]: "198.51.100.121" } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: "Unauthorized" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output().slice(before)).not.toMatch(/\n\s+at /);
  });
});

/** Sends one request line over a plain socket and answers everything the server wrote back. */
function rawLine(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
  });
}

describe("sessions end on the server", () => {
  test("a session cookie copied before logout is refused afterwards", async () => {
    const cookie = await signInOverHttp(server.url, { email: "copied@example.com" }, "198.51.100.79");
    const me = () => fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } });
    expect((await me()).status).toBe(200);
    const out = await fetch(`${server.url}/api/logout`, {
      redirect: "manual",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    });
    expect(out.status).toBe(302);
    expect((await me()).status).toBe(401);
  });

  test("a cross-site navigation to /api/logout asks first, and the member stays signed in", async () => {
    const cookie = await signInOverHttp(server.url, { email: "asked@example.com" }, "198.51.100.80");
    const out = await fetch(`${server.url}/api/logout`, {
      redirect: "manual",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
    });
    expect(out.status).toBe(200);
    expect(await out.text()).toContain("Sign out?");
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200);
    // The page's form, posted from another site, is refused by the origin check.
    const forged = await fetch(`${server.url}/api/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(403);
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("scripts and styles", () => {
  /** One GET of `path` with the given Accept-Encoding, its body as sent (not decoded). */
  const getEncoded = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
      http
        .get({ host: "127.0.0.1", port: server.port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  test("are sent brotli-compressed to a browser that takes it, else gzipped, else plain: the same file, kept for a year", async () => {
    const page = await (await fetch(`${server.url}/fish/1`)).text();
    // What the page links and imports (the route manifest inside it names more, which the page never fetches).
    const files = [...new Set([...page.matchAll(/(?:href="|import "|from ")(\/assets\/[\w.-]+\.(?:js|css))"/g)].map(([, path]) => path))];
    expect(files.length).toBeGreaterThan(2);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    // Compressed once, when built, at the highest levels, rather than at a quick level at every request.
    const smallest = {
      br: (bytes: Buffer) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzip: (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length,
    };
    for (const path of files) {
      const plain = await getEncoded(path, "");
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      for (const [accepted, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const answer = await getEncoded(path, accepted);
        // A file of a few hundred bytes that compression would not shrink is sent as it is.
        if (plain.body.length > 1024) {
          expect(answer.headers["content-encoding"], path).toBe(encoding);
          expect(answer.body.length, path).toBeLessThanOrEqual(smallest[encoding](plain.body));
        }
        const body = answer.headers["content-encoding"] === encoding ? decode[encoding](answer.body) : answer.body;
        expect(body.equals(plain.body), path).toBe(true);
        expect(answer.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
        expect(answer.headers["content-type"], path).toMatch(path.endsWith(".css") ? /^text\/css/ : /^text\/javascript/);
        expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
      }
    }
  });
});

describe("HSTS", () => {
  test("production answers carry Strict-Transport-Security, including stored pages and refusals", async () => {
    const production = await startServer({
      env: {
        NODE_ENV: "production",
        APP_URL: "https://shoal.example",
        OAUTH_AUTHORIZATION_URL: "https://id.example/authorize",
        OAUTH_TOKEN_URL: "https://id.example/token",
        OAUTH_USERINFO_URL: "https://id.example/userinfo",
        OAUTH_CLIENT_ID: "shoal",
      },
    });
    try {
      for (const path of ["/fish/1", "/fish/1", "/api/fish/%"]) {
        const response = await fetch(`${production.url}${path}`);
        expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      }
    } finally {
      await production.stop();
      removeServerFiles(production);
    }
    expect((await fetch(`${server.url}/fish/1`)).headers.get("strict-transport-security")).toBeNull();
  });
});
