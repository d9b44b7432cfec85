import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { OPERATOR_CONFIGURED, PUBLIC_ADDRESSES_ONLY, RefusedAddressError, type AddressPolicy } from "~/services/remote-address.server";
import { fetchWithin } from "~/services/remote-file.server";

// The bounded fetch against a stand-in on loopback (the only place a test can serve). With public addresses
// only, it must refuse the stand-in and every private address before connecting; with an injected resolver and
// allowance it must connect to exactly the checked address, and check again on every redirect.

type Seen = { url: string; host: string };
const seen: Seen[] = [];
let redirectTo = "";
const standIn = http.createServer((req, res) => {
  seen.push({ url: req.url ?? "", host: req.headers.host ?? "" });
  if (req.url === "/redirect") {
    res.writeHead(302, { Location: redirectTo });
    res.end();
    return;
  }
  if (req.url === "/large") {
    res.writeHead(200, { "Content-Type": "image/png" });
    res.end(Buffer.alloc(2048, 1));
    return;
  }
  res.writeHead(200, { "Content-Type": "image/png", "Content-Length": "4" });
  res.end(Buffer.from([1, 2, 3, 4]));
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", () => resolve()));
  port = (standIn.address() as AddressInfo).port;
});
afterAll(() => {
  standIn.close();
});
beforeEach(() => {
  seen.length = 0;
});

const get = (url: string, addresses: AddressPolicy, maxBytes = 1024) =>
  fetchWithin(new URL(url), { accept: "image/*", maxBytes, signal: AbortSignal.timeout(5000), addresses });

/** The stand-in under a made-up public-looking name, allowed only where it really is. */
const standInAs = (...answers: string[][]): AddressPolicy => {
  let call = 0;
  return {
    allows: (address) => address === "127.0.0.1" || PUBLIC_ADDRESSES_ONLY.allows(address),
    resolve: async () => answers[Math.min(call++, answers.length - 1)],
  };
};

describe("fetchWithin with public addresses only (a member's address)", () => {
  test.each([
    ["the stand-in by its loopback address", () => `http://127.0.0.1:${port}/a.png`],
    ["the stand-in by a name resolving to loopback", () => `http://localhost:${port}/a.png`],
    ["the stand-in by IPv6 loopback", () => `http://[::1]:${port}/a.png`],
    ["the stand-in by IPv4-mapped IPv6", () => `http://[::ffff:127.0.0.1]:${port}/a.png`],
    ["a private (RFC 1918) address", () => "http://10.0.0.1/a.png"],
    ["the cloud metadata service", () => "http://169.254.169.254/latest/meta-data/"],
    ["a carrier-grade NAT address", () => "https://100.64.0.1/a.png"],
    ["a unique-local address", () => "https://[fd00::1]/a.png"],
    ["the unspecified address", () => `http://0.0.0.0:${port}/a.png`],
  ])("refuses %s before connecting", async (_what, url) => {
    await expect(get(url(), PUBLIC_ADDRESSES_ONLY)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(seen).toEqual([]);
  });

  test("refuses a name whose resolver answers a private address, before connecting", async () => {
    const policy = { ...PUBLIC_ADDRESSES_ONLY, resolve: async () => ["93.184.216.34", "127.0.0.1"] };
    await expect(get(`http://pictures.example:${port}/a.png`, policy)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(seen).toEqual([]);
  });
});

describe("fetchWithin with an injected resolver and allowance", () => {
  test("connects to the checked address, naming the host it was asked for", async () => {
    const bytes = await get(`http://pictures.test:${port}/a.png`, standInAs(["127.0.0.1"]));
    expect(bytes && [...bytes]).toEqual([1, 2, 3, 4]);
    expect(seen).toEqual([{ url: "/a.png", host: `pictures.test:${port}` }]);
  });

  test("checks the address again on a redirect: a name that now resolves privately is refused", async () => {
    redirectTo = `http://pictures.test:${port}/a.png`;
    const rebinding = standInAs(["127.0.0.1"], ["10.0.0.7"]);
    await expect(get(`http://pictures.test:${port}/redirect`, rebinding)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(seen.map((s) => s.url)).toEqual(["/redirect"]);
  });

  test("a redirect to a private address on another origin is not followed", async () => {
    for (const target of ["http://169.254.169.254/latest/meta-data/", `http://127.0.0.1:${port}/a.png`, `http://[::1]:${port}/a.png`]) {
      seen.length = 0;
      redirectTo = target;
      expect(await get(`http://pictures.test:${port}/redirect`, standInAs(["127.0.0.1"]))).toBeNull();
      expect(seen.map((s) => s.url)).toEqual(["/redirect"]);
    }
  });

  test("a redirect within the origin, to an allowed address, is followed", async () => {
    redirectTo = "/a.png";
    const bytes = await get(`http://pictures.test:${port}/redirect`, standInAs(["127.0.0.1"]));
    expect(bytes?.byteLength).toBe(4);
    expect(seen.map((s) => s.url)).toEqual(["/redirect", "/a.png"]);
  });

  test("keeps the size limit, announced or not", async () => {
    expect(await get(`http://pictures.test:${port}/large`, standInAs(["127.0.0.1"]), 1024)).toBeNull();
    expect((await get(`http://pictures.test:${port}/large`, standInAs(["127.0.0.1"]), 4096))?.byteLength).toBe(2048);
  });
});

describe("fetchWithin for an origin the operator configured", () => {
  test("may reach the stand-in on loopback", async () => {
    expect((await get(`http://127.0.0.1:${port}/a.png`, OPERATOR_CONFIGURED))?.byteLength).toBe(4);
  });
});
