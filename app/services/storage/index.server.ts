import { getEnv, sessionSecret, type Env } from "~/services/env.server";
import { LocalStorage, type LocalStorageConfig } from "./local.server";
import { S3Storage, type S3StorageConfig } from "./s3.server";
import type { ObjectStorage } from "./types";

export type StorageConfig = ({ driver: "local" } & LocalStorageConfig) | ({ driver: "s3" } & S3StorageConfig);

/** A driver with explicit settings (tests, scripts). */
export function createStorage(config: StorageConfig): ObjectStorage {
  return config.driver === "s3" ? new S3Storage(config) : new LocalStorage(config);
}

export function storageConfigFromEnv(env: Env = getEnv()): StorageConfig {
  if (env.STORAGE_DRIVER === "local") {
    return { driver: "local", directory: env.UPLOADS_DIR, secret: sessionSecret(env) };
  }
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
  }
  return {
    driver: "s3",
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

// One driver per process (the S3 client keeps a socket pool), kept across development reloads.
const globalForStorage = globalThis as typeof globalThis & { __shoalStorage?: ObjectStorage };

export function getStorage(): ObjectStorage {
  globalForStorage.__shoalStorage ??= createStorage(storageConfigFromEnv());
  return globalForStorage.__shoalStorage;
}

/** Tests swap the driver (or pass undefined to go back to the environment's); production never calls this. */
export function setStorage(storage: ObjectStorage | undefined) {
  globalForStorage.__shoalStorage = storage;
}

export { StorageError, type ObjectStorage } from "./types";
export { imageKeysFromParam, keyFromAddress, keyFromUuid, mainKeyOf, newObjectKey, publicUrlOf, variantKeyOf } from "./keys";
