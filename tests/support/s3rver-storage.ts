import { createStorage } from "~/services/storage/index.server";
import type { ObjectStorage } from "~/services/storage/types";

/** The S3 driver pointed at the s3rver stand-in on this port, with its bucket "shoal" and its fixed keys. */
export function s3rverStorage(port: number): ObjectStorage {
  return createStorage({
    driver: "s3",
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "shoal",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
}
