/**
 * Fetching a file someone else serves (a provider's thumbnail, a sign-in provider's profile picture): never more
 * than a limit, never from another origin by a redirect, never longer than the caller's signal allows.
 */

/** A provider may move a file within its own host; a chain longer than this is not going anywhere. */
const MAX_REDIRECTS = 3;

/**
 * A GET whose body must fit in `maxBytes`, following redirects only within the address's own origin; null for
 * any answer but a 200 within the limit.
 */
export async function fetchWithin(
  start: URL,
  { accept, maxBytes, signal }: { accept: string; maxBytes: number; signal: AbortSignal },
): Promise<Uint8Array | null> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetch(url, { headers: { Accept: accept }, redirect: "manual", signal });
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== start.origin) return null;
      url = next;
      continue;
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const declared = Number(response.headers.get("Content-Length") ?? "0");
    if (declared > maxBytes) {
      await response.body.cancel();
      return null;
    }
    return readWithin(response.body, maxBytes);
  }
  return null;
}

async function readWithin(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return size > 0 ? Buffer.concat(chunks) : null;
}
