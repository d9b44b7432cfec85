import type * as S3Sdk from "@aws-sdk/client-s3";
import type * as S3Presigner from "@aws-sdk/s3-request-presigner";
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
  private readonly bucket: string;
  private readonly config: S3StorageConfig;
  private client: Promise<S3Sdk.S3Client> | undefined;
  private made: S3Sdk.S3Client | undefined;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.config = config;
  }

  /** The client, made on first use: a server on local storage (the default) never loads the AWS SDK. */
  private connect(): Promise<S3Sdk.S3Client> {
    this.client ??= sdk().then(({ S3Client }) => {
      this.made = new S3Client({
        endpoint: this.config.endpoint,
        region: this.config.region,
        credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
        // S3-compatible services rarely have per-bucket host names.
        forcePathStyle: true,
        // Otherwise presigned PUT addresses carry the checksum of an empty body, and real S3, R2 and MinIO
        // reject every upload made with them.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return this.made;
    });
    return this.client;
  }

  async createUploadUrl({ key, expiresInSeconds, contentType, contentLength }: UploadUrlRequest): Promise<string> {
    assertKey(key);
    // The size limit cannot be signed without knowing the exact size, so it is enforced when the object is
    // registered (resolveUploadedObject). Size and type are signed whenever the client told them.
    const [{ PutObjectCommand }, { getSignedUrl }, client] = await Promise.all([sdk(), presigner(), this.connect()]);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    });
    return getSignedUrl(client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: contentType ? new Set(["content-type"]) : undefined,
    });
  }

  async head(key: string) {
    if (!isObjectKey(key)) return null;
    try {
      const { HeadObjectCommand } = await sdk();
      const result = await (await this.connect()).send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
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
      const { GetObjectCommand } = await sdk();
      const result = await (
        await this.connect()
      ).send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${offset}-${offset + length - 1}` }));
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
      const { GetObjectCommand } = await sdk();
      const result = await (await this.connect()).send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
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
    const { PutObjectCommand } = await sdk();
    await (
      await this.connect()
    ).send(
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
    const { DeleteObjectCommand } = await sdk();
    await (await this.connect()).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *listObjects(): AsyncIterable<ListedObject> {
    const [{ ListObjectsV2Command }, client] = await Promise.all([sdk(), this.connect()]);
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: "uploads/", ContinuationToken: token }));
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
    this.made?.destroy();
  }
}

function assertKey(key: string) {
  if (!isObjectKey(key)) throw new StorageError(404, "No such object");
}

/** The AWS SDK's modules, loaded once, on the first use of a bucket. */
let sdkModule: Promise<typeof S3Sdk> | undefined;
let presignerModule: Promise<typeof S3Presigner> | undefined;
const sdk = () => (sdkModule ??= import("@aws-sdk/client-s3"));
const presigner = () => (presignerModule ??= import("@aws-sdk/s3-request-presigner"));

/** The HTTP status of a service's refusal (the SDK's S3ServiceException carries it in `$metadata`). */
function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || !("$metadata" in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof Error && (error.name === "NotFound" || error.name === "NoSuchKey"));
}
