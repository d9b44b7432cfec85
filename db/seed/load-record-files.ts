import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { duplicateKeys } from "./duplicate-keys";

/** A value that must not repeat across a folder's files (null: this record has none), and how a duplicate is described. */
export type UniqueBy<T> = { key: (record: T) => string | null; describe: (record: T) => string };

/**
 * Reads and validates every <slug>.json file of a reference-data folder. All problems are collected and reported
 * together, each naming its file, so one run shows everything that needs fixing; nothing is returned (and so
 * nothing is written) when any file is invalid.
 */
export function loadRecordFiles<T extends { slug: string }>(
  dir: string,
  schema: z.ZodType<T>,
  { kind, unique = [] }: { kind: string; unique?: UniqueBy<T>[] },
): T[] {
  if (!fs.existsSync(dir)) throw new Error(`${kind[0].toUpperCase()}${kind.slice(1)} folder not found: ${dir}`);
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort();
  if (files.length === 0) throw new Error(`No ${kind} files (*.json) in ${dir}`);

  const problems: string[] = [];
  const records: T[] = [];
  const seen = unique.map(() => new Map<string, string>());

  for (const file of files) {
    let raw: unknown;
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    try {
      raw = JSON.parse(text);
    } catch (error) {
      problems.push(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    for (const key of duplicateKeys(text)) problems.push(`${file}: ${key}: given twice (only the last would count)`);
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
      }
      continue;
    }
    const record = result.data;
    if (`${record.slug}.json` !== file) problems.push(`${file}: slug "${record.slug}" must match the file name`);
    unique.forEach((rule, index) => {
      const key = rule.key(record);
      if (key === null) return;
      const earlier = seen[index].get(key);
      if (earlier) problems.push(`${file}: ${rule.describe(record)} is already used by ${earlier}`);
      else seen[index].set(key, file);
    });
    records.push(record);
  }

  if (problems.length > 0) throw new Error(`Invalid ${kind} data in ${dir}:\n  ${problems.join("\n  ")}`);
  return records;
}
