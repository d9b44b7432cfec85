import type { ImageType } from "~/services/image-type.server";

/** What a driver knows about a stored object without reading it. */
export type ObjectInfo = { size: number; contentType?: string };

/** An object found by listing the store: its key and when it was last written (ms since the epoch). */
export type ListedObject = { key: string; modifiedAt: number };

/** An object ready to stream to a client. */
export type ObjectBody = ObjectInfo & { body: ReadableStream<Uint8Array> };

/** An image that entered storage through Shoal: its type comes from its bytes, not from the client. */
export type StoredImage = { size: number; contentType: ImageType };

export type UploadUrlRequest = {
  key: string;
  maxBytes: number;
  expiresInSeconds: number;
  /** The app's public origin: the local driver's upload address is on it. */
  origin: string;
  /** Signed into the S3 address when known, so the bucket refuses any other value. */
  contentType?: string;
  contentLength?: number;
};

/**
 * One interface for every place objects live (local disk, an S3-compatible bucket). Keys are always
 * `uploads/<uuid>` (see keys.ts); a driver refuses any other key.
 */
export interface ObjectStorage {
  readonly driver: "local" | "s3";
  /** An address the browser can PUT one file to, until it expires. */
  createUploadUrl(request: UploadUrlRequest): Promise<string>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Up to `length` bytes from `offset` (fewer at the end of the object); null when there is no object. */
  readRange(key: string, length: number, offset?: number): Promise<Uint8Array | null>;
  getObject(key: string): Promise<ObjectBody | null>;
  /**
   * Stores an image from the server side (e.g. a form post without JavaScript). Everything Shoal stores is a
   * member's image, so the size limit and the magic-byte check happen here, where bytes enter storage.
   * Throws StorageError 400 (empty), 409 (key taken, local driver), 413 (too large) or 415 (not an image).
   */
  putObject(key: string, data: Uint8Array | ReadableStream<Uint8Array>, options: { maxBytes: number }): Promise<StoredImage>;
  deleteObject(key: string): Promise<void>;
  /**
   * Every object the app keeps (keys of the form `uploads/<uuid>` and their copies), whoever wrote it; nothing
   * else in the folder or bucket is listed, so nothing else is ever swept.
   */
  listObjects(): AsyncIterable<ListedObject>;
  /**
   * Deletes what writes left unfinished (a process killed mid-upload): files last touched before `before`
   * (ms since the epoch). Answers how many it deleted.
   */
  removeUnfinished(before: number): Promise<number>;
  /**
   * Only for drivers whose upload addresses point at the app itself (local): checks the signed PUT, asks
   * `admit` (when given) before a byte of the body is read, and stores the body. Absent on S3, whose addresses
   * point at the bucket.
   */
  acceptSignedPut?(request: Request, key: string, admit?: AdmitUpload): Promise<StoredImage>;
}

/**
 * The app's own say on a signed upload whose signature, expiry and announced size have passed: it throws to
 * refuse (the body is then left unread), or allows up to `maxBytes` (never more than the signed limit), and
 * `exceeded` throws the refusal for a body that turns out longer than that while it streams.
 */
export type AdmitUpload = (signed: { maxBytes: number; declaredBytes: number | null }) => UploadAllowance | Promise<UploadAllowance>;
export type UploadAllowance = { maxBytes: number; exceeded?: () => never };

/** A refusal the client caused; routes answer it as JSON `{ message }` with this status. */
export class StorageError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}
