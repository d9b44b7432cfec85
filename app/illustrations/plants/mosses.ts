import { STONE, STONE_LINE } from "../scenery";
import { CENTRE, GROUND, type PlantParts, WOOD, WOOD_LINE, fill, stroke } from "./draw";
import { leaf, midrib, track } from "./leaves";

/**
 * Mosses and liverworts: tangled fronds over a stone unless the file says they grow as a ball, in flat lobes,
 * upright in flames or hanging down.
 */

const stone = () => fill(`M70 ${GROUND}C74 104 96 96 120 98S166 106 170 ${GROUND}Z`, STONE, STONE_LINE, 1.5);

/** Fine, tangled fronds over a stone: java moss and its kin. */
function tangled({ height, palette }: PlantParts): string {
  const rise = Math.max(16, height * 0.9);
  let fronds = "";
  for (let i = 0; i < 13; i++) {
    const x = 76 + i * 7.5;
    const y = 104 - Math.sin((i / 12) * Math.PI) * 6;
    const bend = ((i % 3) - 1) * 7;
    const tall = rise * (0.55 + 0.35 * Math.abs(Math.sin(i * 2.3)));
    fronds += `M${x} ${y}q${bend} ${-tall / 2} ${bend / 2} ${-tall}`;
    // Side branches, alternating, each a short stroke.
    for (let at = 0.3; at < 0.95; at += 0.22) {
      const side = at * 10 > 5 ? 1 : -1;
      fronds += `M${(x + bend * at).toFixed(1)} ${(y - tall * at).toFixed(1)}l${side * 5} -3`;
    }
  }
  return (
    stone() +
    `<ellipse cx="${CENTRE}" cy="100" rx="48" ry="${Math.round(rise / 2 + 4)}" fill="${palette.light}" opacity=".5"/>` +
    stroke(fronds, palette.leaf, 1.6)
  );
}

/** A velvety ball of fronds lying on the sand: marimo. */
function ball({ palette }: PlantParts): string {
  let fuzz = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    fuzz += midrib(CENTRE + Math.cos(a) * 24, GROUND - 26 + Math.sin(a) * 24, (a * 180) / Math.PI + 90, 6);
  }
  return (
    `<circle cx="${CENTRE}" cy="${GROUND - 26}" r="25" fill="${palette.leaf}" stroke="${palette.line}" stroke-width="1.5"/>` +
    stroke(fuzz, palette.leaf, 1.6) +
    `<ellipse cx="${CENTRE - 8}" cy="${GROUND - 36}" rx="9" ry="6" fill="${palette.light}" opacity=".6"/>`
  );
}

/** Flat, forking, see-through lobes heaped in a cushion over a stone: Pellia, Subwassertang. */
function lobes({ height, palette }: PlantParts): string {
  const rise = Math.max(18, height * 0.8);
  let back = "";
  let front = "";
  for (let i = 0; i < 11; i++) {
    const x = 78 + i * 8.4;
    const y = 102 - Math.sin((i / 10) * Math.PI) * 5;
    const angle = (i - 5) * 13 + ((i % 3) - 1) * 8;
    const length = rise * (0.5 + 0.3 * Math.abs(Math.sin(i * 1.9)));
    // Each lobe forks once into two rounded tips, as a thallus does.
    const d = leaf(x, y, angle - 14, length, length * 0.42) + leaf(x, y, angle + 14, length * 0.85, length * 0.4);
    if (i % 2) front += d;
    else back += d;
  }
  return stone() + fill(back, palette.light, palette.line, 0.8) + `<g opacity=".85">${fill(front, palette.leaf, palette.line, 0.8)}</g>`;
}

/** Dense tufts twisting straight up like candle flames, on a stone: flame moss. */
function flames({ height, palette }: PlantParts): string {
  const rise = Math.max(30, height * 1.5);
  let back = "";
  let front = "";
  let twists = "";
  for (let i = 0; i < 7; i++) {
    const x = 82 + i * 12.6;
    const y = 102 - Math.sin((i / 6) * Math.PI) * 5;
    const tall = rise * (0.7 + 0.3 * Math.abs(Math.sin(i * 1.7)));
    const sway = i % 2 ? 4 : -4;
    const w = 5.5;
    const d =
      `M${x - w} ${y}C${x - w - 3} ${Math.round(y - tall * 0.45)} ${x + sway} ${Math.round(y - tall * 0.6)} ${x - sway / 2} ${Math.round(y - tall)}` +
      `C${x + w + 1} ${Math.round(y - tall * 0.6)} ${x + w + 3} ${Math.round(y - tall * 0.35)} ${x + w} ${y}z`;
    if (i % 2) front += d;
    else back += d;
    // The twist inside each flame: a zigzag of short side shoots up its middle.
    const zig: [number, number][] = [];
    for (let t = 0; t <= 0.9; t += 0.15) zig.push([x + (zig.length % 2 ? 2.5 : -2.5) * (1 - t), y - tall * t]);
    twists += track(zig);
  }
  return (
    stone() +
    fill(back, palette.light, palette.line, 0.8) +
    fill(front, palette.leaf, palette.line, 0.8) +
    stroke(twists, palette.line, 0.8)
  );
}

/** Fronds hanging down in curtains from a branch, branching downwards: weeping moss. */
function hanging({ palette }: PlantParts): string {
  const branch = fill("M44 56C80 48 150 52 200 44L203 52C150 60 84 58 46 64Z", WOOD, WOOD_LINE, 1.2);
  let fronds = "";
  for (let i = 0; i < 13; i++) {
    const x = 54 + i * 11.5;
    const top = 58 - i * 0.8;
    const drop = 26 + 20 * Math.abs(Math.sin(i * 1.3));
    const sway = ((i % 3) - 1) * 5;
    fronds += `M${x} ${top}q${sway} ${Math.round(drop / 2)} ${sway / 2} ${Math.round(drop)}`;
    // Side branches pointing down and out, like the tiers of a weeping tree.
    for (let at = 0.3; at < 0.95; at += 0.22)
      fronds += `M${Math.round(x + sway * at)} ${Math.round(top + drop * at)}l${at * 10 > 5 ? 5 : -5} 5`;
  }
  return `<ellipse cx="122" cy="74" rx="74" ry="18" fill="${palette.light}" opacity=".45"/>` + stroke(fronds, palette.leaf, 1.6) + branch;
}

const MOSSES = { round: ball, lobed: lobes, upright: flames, hanging } as const;

export function moss(parts: PlantParts): string {
  const draw = parts.shape && parts.shape in MOSSES ? MOSSES[parts.shape as keyof typeof MOSSES] : tangled;
  return draw(parts);
}
