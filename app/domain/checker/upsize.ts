import { cubicCmToLitres } from "../units";
import type { Finding, Report } from "./types";
import { minTankLitres, nominalVolumeL, waterVolumeL, type Context } from "./measure";
import { roomFor } from "./space";
import { stockLoadL } from "./stocking";

/**
 * The bigger tank: when every won't-work and caution finding is about space or stocking, the smallest tank that
 * clears those a bigger tank can clear. It keeps the tank's height, is at least as long and wide as each rule
 * asks, and holds at least the volume the profiles and the bioload ask; its gross volume is rounded up to 10 L.
 * A filter finding does not stop an upsize, but a bigger tank does not clear it either.
 */
export const UPSIZE_STEP_L = 10;

const CLEARED_BY_A_BIGGER_TANK = new Set(["tank-volume", "tank-length", "swimming-room", "bioload"]);
const SPACE_OR_STOCKING = new Set([...CLEARED_BY_A_BIGGER_TANK, "filter-capacity", "filter-flow"]);

export function upsizeFor(ctx: Context, findings: Finding[]): Report["upsize"] {
  const problems = findings.filter((finding) => finding.severity === "wont-work" || finding.severity === "caution");
  if (problems.length === 0 || !problems.every((finding) => SPACE_OR_STOCKING.has(finding.rule))) return null;
  if (!problems.some((finding) => CLEARED_BY_A_BIGGER_TANK.has(finding.rule))) return null;

  const { tank, groups } = ctx;
  // Every species' own comfortable room, so the bigger tank clears the cramped cautions as well.
  const lengthCm = Math.max(
    tank.lengthCm,
    ...groups.map((group) => roomFor(group.species).comfortLengthCm),
    ...groups.map((group) => group.species.facts.minTankLengthCm ?? 0),
  );
  const widthCm = Math.max(tank.widthCm, ...groups.map((group) => roomFor(group.species).comfortWidthCm));
  const waterFraction = waterVolumeL(tank) / nominalVolumeL(tank);
  const volume = Math.max(
    cubicCmToLitres(lengthCm, widthCm, tank.heightCm),
    ...groups.map((group) => minTankLitres(group.species)),
    stockLoadL(groups) / waterFraction,
  );
  return {
    volumeL: Math.ceil(volume / UPSIZE_STEP_L - 1e-9) * UPSIZE_STEP_L,
    lengthCm: Math.ceil(lengthCm - 1e-9),
    widthCm: Math.ceil(widthCm - 1e-9),
  };
}
