import http from "node:http";
import https from "node:https";
import net from "node:net";
import { checkedAddress, type AddressPolicy } from "./remote-address.server";

/**
 * Fetching a file someone else serves (a provider's thumbnail, a sign-in provider's profile picture): never more
 * than a limit, never from another origin by a redirect, never longer than the caller's signal allows, and never
 * from an address the caller's policy refuses.
 */

/** A provider may move a file within its own host; a chain longer than this is not going anywhere. */
const MAX_REDIRECTS = 3;

export type FetchWithinOptions = {
  accept: string;
  maxBytes: number;
  signal: AbortSignal;
  /**
   * Which addresses the server may connect to. Every hop's host is resolved and checked before connecting, and
   * the socket connects to the checked address (the request still names the host, and TLS checks its
   * certificate), so a second answer from DNS cannot send it elsewhere.
   */
  addresses: AddressPolicy;
};

type Answer = { status: number; location: string | null; declared: number; body: http.IncomingMessage };

/**
 * A GET whose body must fit in `maxBytes`, following redirects only within the address's own origin, each hop
 * checked against the address policy; null for any answer but a 200 within the limit. Throws when the policy
 * refuses an address, a name does not resolve, or the signal ends the wait.
 */
export async function fetchWithin(start: URL, { accept, maxBytes, signal, addresses }: FetchWithinOptions): Promise<Uint8Array | null> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await get(url, accept, addresses, signal);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      answer.body.destroy();
      const next = URL.canParse(answer.location, url) ? new URL(answer.location, url) : null;
      if (!next || next.origin !== start.origin) return null;
      url = next;
      continue;
    }
    if (answer.status !== 200 || answer.declared > maxBytes) {
      answer.body.destroy();
      return null;
    }
    return readWithin(answer.body, maxBytes);
  }
  return null;
}

/** One GET over a connection of its own to the checked address of the URL's host. */
async function get(url: URL, accept: string, addresses: AddressPolicy, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!client) throw new Error(`Refusing to fetch a ${url.protocol} address`);
  const address = await checkedAddress(url.hostname, addresses, signal);
  const family = net.isIP(address);
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(url, {
      // Named, as fetch named itself before: some hosts refuse a request that gives no agent.
      headers: { Accept: accept, "User-Agent": "Shoal" },
      signal,
      // No pooled socket: each request connects anew, to the address checked for it.
      agent: false,
      // Called for a host name (never for an IP address, which was checked as it is): the checked address only.
      lookup: ((_hostname, options, callback) => {
        if (options?.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      }) satisfies net.LookupFunction,
    });
    request.once("response", (response) => {
      const location = response.headers.location ?? null;
      const length = Number(response.headers["content-length"] ?? "0");
      resolve({ status: response.statusCode ?? 0, location, declared: Number.isFinite(length) ? length : 0, body: response });
    });
    request.once("error", reject);
  });
}

async function readWithin(body: http.IncomingMessage, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) return null;
      chunks.push(chunk);
    }
  } finally {
    body.destroy();
  }
  return size > 0 ? Buffer.concat(chunks) : null;
}
