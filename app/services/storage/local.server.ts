import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isObjectKey } from "./keys";
import { receiveImage } from "./receive.server";
import { StorageError, type AdmitUpload, type ListedObject, type ObjectStorage, type StoredImage, type UploadUrlRequest } from "./types";

export type LocalStorageConfig = {
  /** Root folder; objects live at `<directory>/<key>`, unfinished uploads in `<directory>/.partial`. */
  directory: string;
  /** The app's session secret; the signing key is derived from it, so no extra secret needs managing. */
  secret: string;
};

/**
 * The embedded default: objects on local disk, uploaded by PUT to signed, expiring addresses on the app's own
 * origin (no CORS, no second service).
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = "local";
  private readonly root: string;
  private readonly signingKey: Buffer;

  constructor(config: LocalStorageConfig) {
    this.root = path.resolve(config.directory);
    // A key of its own, so an upload signature can never stand in for a cookie signature or the reverse.
    this.signingKey = createHmac("sha256", config.secret).update("shoal:object-upload-url:v1").digest();
  }

  async createUploadUrl({ key, maxBytes, expiresInSeconds, origin }: UploadUrlRequest): Promise<string> {
    this.pathOf(key);
    const expires = String(Math.floor(Date.now() / 1000) + expiresInSeconds);
    const max = String(maxBytes);
    const sig = this.sign(key, expires, max).toString("base64url");
    const url = new URL(`/objects/${key}`, origin);
    url.search = new URLSearchParams({ expires, max, sig }).toString();
    return url.toString();
  }

  async acceptSignedPut(request: Request, key: string, admit?: AdmitUpload): Promise<StoredImage> {
    if (!isObjectKey(key)) throw new StorageError(404, "No such upload address");
    const params = new URL(request.url).searchParams;
    const expires = params.get("expires") ?? "";
    const max = params.get("max") ?? "";
    const sig = params.get("sig") ?? "";
    if (!/^\d{1,12}$/.test(expires) || !/^\d{1,12}$/.test(max) || !this.verify(key, expires, max, sig)) {
      throw new StorageError(403, "Invalid upload signature");
    }
    // Checked after the signature, so the expiry read here is the one the app wrote.
    if (Number(expires) * 1000 < Date.now()) throw new StorageError(403, "Request has expired");
    const maxBytes = Number(max);
    const lengthHeader = request.headers.get("Content-Length");
    const declared = lengthHeader !== null && /^\d{1,15}$/.test(lengthHeader) ? Number(lengthHeader) : null;
    if (declared !== null && declared > maxBytes) {
      throw new StorageError(413, `The file is larger than the limit of ${maxBytes} bytes`);
    }
    // The app's refusals (an address already used, a member over their quota) come before the body is read:
    // the server throws away what nobody read after the answer, so the client still receives it.
    const allowance = admit ? await admit({ maxBytes, declaredBytes: declared }) : { maxBytes };
    if (!request.body) throw new StorageError(400, "The upload is empty");
    const limit = Math.min(maxBytes, allowance.maxBytes);
    try {
      return await this.putObject(key, request.body, { maxBytes: limit });
    } catch (error) {
      // Past the app's allowance but within the signed limit: the app's refusal, not "too large".
      if (error instanceof StorageError && error.status === 413 && limit < maxBytes) allowance.exceeded?.();
      throw error;
    }
  }

  async head(key: string) {
    if (!isObjectKey(key)) return null;
    const stat = await fs.stat(this.pathOf(key)).catch(ifMissing(null));
    return stat ? { size: stat.size } : null;
  }

  async readRange(key: string, length: number, offset = 0) {
    if (!isObjectKey(key)) return null;
    const file = await fs.open(this.pathOf(key), "r").catch(ifMissing(null));
    if (!file) return null;
    try {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async getObject(key: string) {
    if (!isObjectKey(key)) return null;
    // stat and stream the same open file, so a delete in between cannot turn into a broken response.
    const file = await fs.open(this.pathOf(key), "r").catch(ifMissing(null));
    if (!file) return null;
    const { size } = await file.stat();
    const body = createReadableStreamFromReadable(file.createReadStream()) as ReadableStream<Uint8Array>;
    return { size, body };
  }

  async putObject(key: string, data: Uint8Array | ReadableStream<Uint8Array>, { maxBytes }: { maxBytes: number }) {
    const target = this.pathOf(key);
    const alreadyStored = () => new StorageError(409, "This upload address has already been used");
    if (await fs.stat(target).catch(ifMissing(null))) throw alreadyStored();

    const partialDir = this.partialDir();
    await fs.mkdir(partialDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(partialDir, randomUUID());
    const file = await fs.open(temp, "wx");
    let open = true;
    try {
      const stored = await receiveImage(data, maxBytes, (chunk) => file.appendFile(chunk));
      await file.datasync();
      await file.close();
      open = false;
      // link() fails when the name exists, unlike rename(): a completed object is never replaced, even by a
      // second upload racing this one.
      await fs.link(temp, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST" ? alreadyStored() : error;
      });
      return stored;
    } finally {
      if (open) await file.close().catch(() => {});
      await fs.rm(temp, { force: true });
    }
  }

  async deleteObject(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *listObjects(): AsyncIterable<ListedObject> {
    const folder = path.join(this.root, "uploads");
    const names = await fs.readdir(folder).catch(ifMissing([] as string[]));
    for (const name of names) {
      const key = `uploads/${name}`;
      if (!isObjectKey(key)) continue;
      const stat = await fs.stat(path.join(folder, name)).catch(ifMissing(null));
      if (stat?.isFile()) yield { key, modifiedAt: stat.mtimeMs };
    }
  }

  /**
   * A write goes to `.partial/<random>` and is linked to its key once complete; the temporary name is removed
   * right after. A process killed in between leaves it behind: each write appends as bytes arrive, so a file
   * untouched for long belongs to no live request.
   */
  async removeUnfinished(before: number): Promise<number> {
    const folder = this.partialDir();
    const names = await fs.readdir(folder).catch(ifMissing([] as string[]));
    let removed = 0;
    for (const name of names) {
      const file = path.join(folder, name);
      const stat = await fs.lstat(file).catch(ifMissing(null));
      if (!stat?.isFile() || stat.mtimeMs >= before) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  private partialDir(): string {
    return path.join(this.root, ".partial");
  }

  /** The file of a key; only well-formed keys get this far, so no path can leave the root. */
  private pathOf(key: string): string {
    if (!isObjectKey(key)) throw new StorageError(404, "No such object");
    return path.join(this.root, key);
  }

  private sign(key: string, expires: string, max: string): Buffer {
    return createHmac("sha256", this.signingKey).update(`PUT\n${key}\n${expires}\n${max}`).digest();
  }

  private verify(key: string, expires: string, max: string, sig: string): boolean {
    const expected = this.sign(key, expires, max);
    const given = Buffer.from(sig, "base64url");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

function ifMissing<T>(fallback: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === "ENOENT") return fallback;
    throw error;
  };
}
