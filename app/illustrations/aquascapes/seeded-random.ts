import { shortHash } from "../svg";

/** A small deterministic random source, so a scene is the same drawing on every request. */
export function seededRandom(seed: string) {
  let state = parseInt(shortHash(seed), 36) || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = ReturnType<typeof seededRandom>;
