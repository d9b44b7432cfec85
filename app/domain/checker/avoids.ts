import { findCompatibilityGroup } from "../compatibility-groups";
import { isInGroup } from "../compatibility-rules";
import type { AvoidReason, AvoidsFn } from "./types";
import { namesSpecies } from "./measure";

/**
 * Whether `a` lists `b` as one to avoid: by its name (ignoring case), or by a compatibility group whose rule
 * selects `b` ("small fish", "fin nippers"), as the fish pages resolve the same lists. A name wins over a group.
 */
export const avoidsByNameOrGroup: AvoidsFn = (a, b) => {
  if (namesSpecies(a.incompatibleWith, b)) return { by: "name" };
  for (const entry of a.incompatibleWith) {
    const group = findCompatibilityGroup(entry);
    if (group && isInGroup(group, { ...b, scientificName: b.scientificName ?? "" }, { ...a, scientificName: a.scientificName ?? "" })) {
      return { by: "group", group };
    }
  }
  return null;
};

/**
 * The avoid check, remembering each pair's answer for one report: the suggestions try dozens of candidates
 * against the same stock, and resolving a group's rule for the same pair again would be most of the work.
 */
export function rememberingAvoids(avoids: AvoidsFn = avoidsByNameOrGroup): AvoidsFn {
  const known = new Map<string, AvoidReason | null>();
  return (a, b) => {
    const key = `${a.id}>${b.id}`;
    let answer = known.get(key);
    if (answer === undefined) known.set(key, (answer = avoids(a, b)));
    return answer;
  };
}
