import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { isObjectKey } from "./keys";
import { concat, receiveImage } from "./receive.server";
import { StorageError, type ListedObject, type ObjectStorage, type UploadUrlRequest } from "./types";

export type S3StorageConfig = {
  /** Any S3-compatible endpoint (R2, MinIO, s3rver); AWS itself when omitted. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Objects in an S3-compatible bucket; browsers PUT straight to it with presigned addresses. */
export class S3Storage implements ObjectStorage {
  readonly driver = "s3";
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // S3-compatible services rarely have per-bucket host names.
      forcePathStyle: true,
      // Otherwise presigned PUT addresses carry the checksum of an empty body, and real S3, R2 and MinIO
      // reject every upload made with them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async createUploadUrl({ key, expiresInSeconds, contentType, contentLength }: UploadUrlRequest): Promise<string> {
    assertKey(key);
    // The size limit cannot be signed without knowing the exact size, so it is enforced when the object is
    // registered (resolveUploadedObject). Size and type are signed whenever the client told them.
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: contentType ? new Set(["content-type"]) : undefined,
    });
  }

  async head(key: string) {
    if (!isObjectKey(key)) return null;
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0, contentType: result.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readRange(key: string, length: number, offset = 0) {
    if (!isObjectKey(key)) return null;
    if (length <= 0) return new Uint8Array();
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${offset}-${offset + length - 1}` }),
      );
      const bytes = (await result.Body?.transformToByteArray()) ?? new Uint8Array();
      // A server that ignores Range sends everything; keep only what was asked for.
      return bytes.subarray(0, length);
    } catch (error) {
      if (isMissing(error)) return null;
      // A range past the end (e.g. of an empty object) is simply no bytes.
      if (statusOf(error) === 416) return new Uint8Array();
      throw error;
    }
  }

  async getObject(key: string) {
    if (!isObjectKey(key)) return null;
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      const body = result.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      return { size: result.ContentLength ?? 0, contentType: result.ContentType, body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async putObject(key: string, data: Uint8Array | ReadableStream<Uint8Array>, { maxBytes }: { maxBytes: number }) {
    assertKey(key);
    // Buffered (at most maxBytes, a few MB): an S3 PUT needs its length up front, and the checks need the bytes.
    const chunks: Uint8Array[] = [];
    const stored = await receiveImage(data, maxBytes, async (chunk) => {
      chunks.push(chunk);
    });
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: concat(chunks),
        ContentLength: stored.size,
        ContentType: stored.contentType,
      }),
    );
    return stored;
  }

  async deleteObject(key: string) {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *listObjects(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: "uploads/", ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isObjectKey(object.Key)) {
          yield { key: object.Key, modifiedAt: object.LastModified?.getTime() ?? Date.now() };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Every object reaches the bucket in one PUT (the server's, or a browser's to a presigned address), which
   * the bucket keeps whole or not at all: nothing unfinished stays behind.
   */
  async removeUnfinished(): Promise<number> {
    return 0;
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy() {
    this.client.destroy();
  }
}

function assertKey(key: string) {
  if (!isObjectKey(key)) throw new StorageError(404, "No such object");
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isMissing(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof Error && (error.name === "NotFound" || error.name === "NoSuchKey"));
}
