/**
 * The database schema, one file per concern. Everything imports it from here (`db/schema`), and drizzle-kit
 * reads this file to generate migrations.
 */
export type { CareRequirements } from "../../app/domain/species";
export { COLLECTION_TYPES, type CollectionType } from "../../app/domain/collection-rules";
export * from "./columns";
export * from "./members";
export * from "./reference";
export * from "./community";
export * from "./uploads";
export * from "./audit";
export * from "./tanks";
export * from "./journal";
export * from "./rate-limits";
export * from "./counters";
export * from "./newsletter";
export * from "./plants";
export * from "./plant-collection";
