import type { IncomingMessage, ServerResponse } from "node:http";
import { publicContentVersion } from "~/models/table-version.server";
import { isCacheableRequest, notModified, PAGE_PARAMS_HEADER, PageStore, pickEncoding, toStoredPage } from "~/services/page-store.server";
import { visitorCacheKey } from "~/services/unit-preferences.server";
import { ownHeaders } from "./fetch-bridge.server";

/** A page larger than this is served but not kept. */
const MAX_STORED_BODY = 2 * 1024 * 1024;

/** What a render needs to be kept: every piece it wrote, and then the finished response. */
export type Recorder = { keep: (piece: Uint8Array) => void; store: (response: Response) => void };

/**
 * What every visitor sees the same, served from memory. The store is filed under the public content version,
 * which triggers on the public tables raise whoever writes them: when it moves, the store starts again empty,
 * and a render that began before the change is not kept.
 */
export class VisitorPages {
  private readonly store = new PageStore();
  private filedUnder = -1;

  constructor(
    /** The security headers of an answer from the store (no nonce: stored pages carry their scripts' hashes). */
    private readonly hitHeaders: Record<string, string>,
    private readonly connectOrigins: string[],
  ) {}

  /** The public content version now, emptying the store when it moved since the store was filled. */
  private currentVersion(): number {
    const version = publicContentVersion();
    if (version !== this.filedUnder) {
      this.store.clear();
      this.filedUnder = version;
    }
    return version;
  }

  /** Answers a visitor's read from the store; false when it is not there, for the app to render. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isCacheableRequest(req.method ?? "", req.headers.cookie)) return false;
    this.currentVersion();
    // One stored copy per choice of units: the same address reads differently in °C and in °F.
    const key = visitorCacheKey(this.store.pageAddress(req.url ?? "/"), req.headers.cookie);
    const page = this.store.get(key);
    if (!page) return false;
    // X-Cache tells operators (and the proof suites) which answers the store gave.
    const headers: Record<string, string | number> = {
      ...this.hitHeaders,
      ...page.headers,
      etag: page.etag,
      vary: "Accept-Encoding, Cookie",
      "x-cache": "hit",
    };
    if (notModified(req.headers, page.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = pickEncoding(page, req.headers["accept-encoding"]);
    const body = this.store.bodyFor(key, page, encoding);
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = body.length;
    res.writeHead(page.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** For a visitor's GET the store may keep: what records the render; null when nothing will be kept. */
  recorder(req: IncomingMessage, nonce: string): Recorder | null {
    if (req.method !== "GET" || !isCacheableRequest(req.method, req.headers.cookie)) return null;
    const address = req.url ?? "/";
    const version = this.currentVersion();
    const pieces: Uint8Array[] = [];
    let size = 0;
    return {
      keep: (piece) => {
        size += piece.byteLength;
        if (size <= MAX_STORED_BODY) pieces.push(piece);
      },
      store: (response) => {
        if (size > MAX_STORED_BODY) return;
        const headers = ownHeaders(response);
        if (!this.store.mayStore(address, headers[PAGE_PARAMS_HEADER])) return;
        // Rendered from content that has changed since: serving it would undo the change.
        if (this.currentVersion() !== version) return;
        const stored = toStoredPage({
          url: address,
          requestHeaders: req.headers,
          status: response.status,
          headers,
          body: Buffer.concat(pieces),
          nonce,
          connectOrigins: this.connectOrigins,
        });
        // Filed exactly under the address rendered (mayStore said it is the page's own address).
        if (stored) this.store.set(visitorCacheKey(address, req.headers.cookie), stored.page, stored.ttlMs);
      },
    };
  }
}
