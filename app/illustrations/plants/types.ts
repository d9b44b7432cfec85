import type { PlantLeafShape, PlantType } from "../../domain/plants";
import { SAND, SAND_LINE, STONE, STONE_LINE } from "../scenery";
import { round1 } from "../svg";
import { blade, leaf, midrib, wavyRibbon } from "./leaves";

/**
 * One drawing per plant type, each standing on the card's ground line (or, for floating plants, hanging from
 * the water's surface). `height` is how tall the plant is drawn, in pixels, already scaled from its height in
 * centimetres; `shape` is the leaf shape its file names, or null for the type's own.
 */

export type Palette = { leaf: string; light: string; line: string; stem: string; root: string };

export type PlantParts = { height: number; shape: PlantLeafShape | null; palette: Palette };

/** Where the plants stand: on the card's lighter band. */
export const GROUND = 124;
const CENTRE = 120;
const WOOD = "#8d6e63";
const WOOD_LINE = "#4e342e";
const BULB = "#a1887f";

const fill = (d: string, colour: string, line: string, width = 1) =>
  `<path d="${d}" fill="${colour}" stroke="${line}" stroke-width="${width}" stroke-linejoin="round"/>`;
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A low mound of substrate for rooted plants. */
const mound = (from: number, to: number) =>
  fill(`M${from} ${GROUND + 2}Q${(from + to) / 2} ${GROUND - 8} ${to} ${GROUND + 2}Z`, SAND, SAND_LINE);

/** Upright stems with leaves in pairs up their length: round, fine (thread-like whorls), grassy or pointed. */
function stem({ height, shape, palette }: PlantParts): string {
  const stems: [number, number, number][] = [
    [CENTRE - 22, height * 0.8, -6],
    [CENTRE, height, 2],
    [CENTRE + 22, height * 0.9, 7],
  ];
  const step = shape === "fine" ? 9 : 10;
  let stalks = "";
  let leaves = "";
  let threads = "";
  for (const [x, tall, lean] of stems) {
    stalks += `M${x} ${GROUND}q${lean / 3} ${-tall / 2} ${lean} ${-tall}`;
    for (let rise = 8, i = 0; rise < tall - 4; rise += step, i++) {
      const t = rise / tall;
      const nx = x + lean * t * t;
      const ny = GROUND - rise;
      // Leaves shorten towards the growing tip.
      const size = 1 - t * 0.35;
      if (shape === "fine") {
        for (const angle of [-100, -55, 55, 100]) threads += midrib(nx, ny, angle, 11 * size);
      } else if (shape === "round") {
        leaves += leaf(nx, ny, -70 + (i % 2) * 8, 8 * size, 7 * size) + leaf(nx, ny, 70 - (i % 2) * 8, 8 * size, 7 * size);
      } else if (shape === "grass") {
        // Long, narrow leaves held steeply upward, like a tuft of grass climbing the stem.
        leaves += leaf(nx, ny, -26, 22 * size, 2.2) + leaf(nx, ny, 26, 22 * size, 2.2);
      } else {
        leaves += leaf(nx, ny, -62, 11 * size, 4.5 * size) + leaf(nx, ny, 62, 11 * size, 4.5 * size);
      }
    }
    // The tip: a closed bud of two young leaves.
    leaves += leaf(x + lean, GROUND - tall, -20, 6, 3) + leaf(x + lean, GROUND - tall, 20, 6, 3);
  }
  return (
    mound(CENTRE - 46, CENTRE + 46) +
    stroke(stalks, palette.stem, 2) +
    (threads ? stroke(threads, palette.leaf, 1.6) : "") +
    fill(leaves, palette.leaf, palette.line, 0.8)
  );
}

/**
 * Leaves from one crown: broad swords with a midrib, long straps, thin grassy blades, finely cut fern fronds, or
 * (with `round`) broad, rounded blades on long stalks.
 */
function rosette({ height, shape, palette }: PlantParts): string {
  const angles = [-62, -44, -27, -12, 0, 12, 27, 44, 62];
  const lengthAt = (angle: number) => height * (1 - Math.abs(angle) / 140);
  let back = "";
  let front = "";
  let ribs = "";
  if (shape === "strap" || shape === "grass") {
    const width = shape === "grass" ? 2.4 : 5;
    angles.forEach((angle, i) => {
      const d = blade(CENTRE + angle / 6, GROUND - 2, lengthAt(angle) * 1.05, angle * 0.55, width);
      if (i % 2) front += d;
      else back += d;
    });
  } else if (shape === "fine") {
    // Fewer fronds than leaves: each carries its own leaflets.
    [-60, -40, -20, 0, 20, 40, 60].forEach((angle) => {
      const length = lengthAt(angle);
      ribs += midrib(CENTRE, GROUND - 2, angle, length);
      for (let at = 0.3; at < 0.95; at += 0.2) {
        const a = (angle * Math.PI) / 180;
        const x = CENTRE + Math.sin(a) * length * 0.85 * at;
        const y = GROUND - 2 - Math.cos(a) * length * 0.85 * at;
        front += leaf(x, y, angle - 38, 7 * (1.1 - at), 2.6) + leaf(x, y, angle + 38, 7 * (1.1 - at), 2.6);
      }
    });
  } else if (shape === "round") {
    // Fewer, bigger leaves: a bare stalk most of the way, then a blade nearly as wide as it is long.
    [-50, -25, 0, 25, 50].forEach((angle, i) => {
      const length = lengthAt(angle);
      const a = (angle * Math.PI) / 180;
      const x = CENTRE + Math.sin(a) * length * 0.55;
      const y = GROUND - 2 - Math.cos(a) * length * 0.55;
      ribs += `M${CENTRE} ${GROUND - 2}L${round1(x)} ${round1(y)}`;
      const d = leaf(x, y, angle, length * 0.45, Math.min(26, length * 0.55));
      if (i % 2) front += d;
      else back += d;
    });
  } else {
    angles.forEach((angle, i) => {
      const length = lengthAt(angle);
      const width = Math.min(15, length * 0.24);
      const d = leaf(CENTRE, GROUND - 2, angle, length, width);
      if (i % 2) front += d;
      else back += d;
      ribs += midrib(CENTRE, GROUND - 2, angle, length);
    });
  }
  return (
    mound(CENTRE - 34, CENTRE + 34) +
    (back ? fill(back, palette.light, palette.line) : "") +
    (ribs && (shape === "fine" || shape === "round") ? stroke(ribs, palette.stem, 1.4) : "") +
    fill(front, palette.leaf, palette.line) +
    (ribs && shape !== "fine" && shape !== "round" ? stroke(ribs, palette.line, 0.8) : "")
  );
}

/**
 * A creeping rhizome along a piece of driftwood, its roots gripping the wood, leathery fronds rising from it:
 * lance-shaped, or (with `round`) short and broad, as on a dwarf anubias.
 */
function rhizome({ height, shape, palette }: PlantParts): string {
  const wood = fill(`M56 ${GROUND}C60 110 92 106 120 108S178 104 186 ${GROUND}Z`, WOOD, WOOD_LINE, 1.5);
  const top = 106;
  const creep = stroke(`M70 ${top + 4}C95 ${top - 2} 140 ${top + 2} 172 ${top - 2}`, palette.stem, 4.5);
  let roots = "";
  for (let x = 76; x < 170; x += 12) roots += `M${x} ${top + 3}q-2 5 -5 8`;
  const fronds: [number, number][] = [
    [80, -48],
    [96, -24],
    [112, -8],
    [126, 10],
    [142, 26],
    [160, 46],
  ];
  let leaves = "";
  let ribs = "";
  fronds.forEach(([x, angle], i) => {
    const length = (height - 14) * (0.7 + 0.3 * Math.cos((angle * Math.PI) / 180)) * (i % 2 ? 1 : 0.86);
    const width = shape === "round" ? Math.max(8, length * 0.85) : Math.max(4, length * 0.26);
    leaves += leaf(x, top, angle, length, width);
    ribs += midrib(x, top, angle, length);
  });
  return wood + stroke(roots, palette.root, 1.2) + fill(leaves, palette.leaf, palette.line, 1.2) + stroke(ribs, palette.light, 1) + creep;
}

/** A low mat across the foreground: tiny round leaves, or (with `grass`) fine blades. */
function carpeting({ height, shape, palette }: PlantParts): string {
  let back = "";
  let front = "";
  if (shape === "grass") {
    for (let x = 40, i = 0; x <= 200; x += 6, i++) {
      const tall = height * (0.55 + 0.45 * Math.abs(Math.sin(i * 1.7)));
      const d = blade(x, GROUND, tall, ((i % 5) - 2) * 4, 2.6);
      if (i % 2) front += d;
      else back += d;
    }
    return fill(back, palette.light, palette.line, 0.6) + fill(front, palette.leaf, palette.line, 0.6);
  }
  const rise = Math.min(14, height * 0.5);
  for (let row = 0; row < 3; row++) {
    for (let x = 38 + row * 4; x <= 202; x += 11) {
      const y = GROUND - row * (rise / 3) - 1;
      const d = leaf(x, y, -40 + ((x + row) % 3) * 30, 7, 6.5);
      if ((x + row) % 2) front += d;
      else back += d;
    }
  }
  return fill(back, palette.light, palette.line, 0.7) + fill(front, palette.leaf, palette.line, 0.7);
}

/** Fine, tangled fronds over a stone; or (with `round`) a velvety ball of them lying on the sand. */
function moss({ height, shape, palette }: PlantParts): string {
  if (shape === "round") {
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
  const stone = fill(`M70 ${GROUND}C74 104 96 96 120 98S166 106 170 ${GROUND}Z`, STONE, STONE_LINE, 1.5);
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
    stone +
    `<ellipse cx="${CENTRE}" cy="100" rx="48" ry="${Math.round(rise / 2 + 4)}" fill="${palette.light}" opacity=".5"/>` +
    stroke(fronds, palette.leaf, 1.6)
  );
}

/** Rounded leaves lying on the water's surface, with roots trailing below. */
function floating({ palette }: PlantParts): string {
  const surface = 30;
  let roots = "";
  let leaves = "";
  [36, 62, 92, 120, 150, 178, 204].forEach((x, i) => {
    const size = i % 2 ? 9 : 12;
    leaves += `M${x - size} ${surface}a${size} ${size / 2.4} 0 1 0 ${size * 2} 0a${size} ${size / 2.4} 0 1 0 ${-size * 2} 0z`;
    for (const offset of [-3, 2]) {
      const length = 22 + ((i * 7 + offset * 5) % 20) + 10;
      roots += `M${x + offset} ${surface + 3}q${offset * 2} ${length / 2} ${-offset} ${length}`;
    }
  });
  return (
    `<path d="M0 ${surface}H240" stroke="#5fb3c8" stroke-width="2"/>` +
    stroke(roots, palette.root, 1.2) +
    fill(leaves, palette.leaf, palette.line, 1.2)
  );
}

/** A bulb in the sand with long, wavy leaves; or (with `round`) lily-pad leaves on long stalks. */
function bulb({ height, shape, palette }: PlantParts): string {
  const base = `<ellipse cx="${CENTRE}" cy="${GROUND - 3}" rx="10" ry="7" fill="${BULB}" stroke="${WOOD_LINE}" stroke-width="1.2"/>`;
  if (shape === "round") {
    let stalks = "";
    let pads = "";
    [
      [-50, 0.7],
      [-18, 0.95],
      [14, 0.8],
      [46, 1],
    ].forEach(([dx, share]) => {
      const top = GROUND - 6 - (height - 10) * share;
      const x = CENTRE + dx;
      stalks += `M${CENTRE} ${GROUND - 6}Q${CENTRE + dx / 3} ${(top + GROUND) / 2} ${x} ${top}`;
      pads += `M${x} ${top}a13 7 0 1 0 1 0z`;
    });
    return mound(CENTRE - 30, CENTRE + 30) + stroke(stalks, palette.stem, 1.6) + fill(pads, palette.leaf, palette.line, 1.2) + base;
  }
  let back = "";
  let front = "";
  [-40, -24, -9, 6, 20, 36].forEach((bend, i) => {
    const d = wavyRibbon(CENTRE + bend / 8, GROUND - 6, (height - 8) * (0.72 + (i % 3) * 0.14), bend, 9, 7);
    if (i % 2) front += d;
    else back += d;
  });
  return (
    mound(CENTRE - 32, CENTRE + 32) + fill(back, palette.light, palette.line, 0.8) + fill(front, palette.leaf, palette.line, 0.8) + base
  );
}

export const PLANT_DRAWINGS: Record<PlantType, (parts: PlantParts) => string> = {
  stem,
  rosette,
  rhizome,
  carpeting,
  moss,
  floating,
  bulb,
};
