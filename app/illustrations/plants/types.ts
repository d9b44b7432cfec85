import type { PlantType } from "../../domain/plants";
import { round1 } from "../svg";
import { CENTRE, GROUND, type PlantParts, WOOD, WOOD_LINE, fill, mound, stroke } from "./draw";
import { floating } from "./floaters";
import { blade, crinkledRibbon, leaf, midrib, netLeaf, twistedBlade, wavyRibbon } from "./leaves";
import { moss } from "./mosses";
import { STEM_FORMS } from "./stems";

/**
 * One drawing per plant type, each standing on the card's ground line (or, for floating plants, hanging from
 * the water's surface). A type draws the leaf shapes that fit it and its own leaves for the rest. Floating plants,
 * mosses and the stems' rarer leaves (lobed, fans, stars, vines) are drawn in their own files.
 */

const BULB = "#a1887f";

/** Upright stems with leaves in pairs up their length: round, fine (thread-like whorls), grassy or pointed. */
function stem(parts: PlantParts): string {
  const { height, shape, palette } = parts;
  if (shape && shape in STEM_FORMS) return STEM_FORMS[shape as keyof typeof STEM_FORMS](parts);
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
  } else if (shape === "spiral") {
    // Fewer, narrower leaves, each twisting like a corkscrew, its face and back showing in turn.
    [-54, -30, -10, 10, 30, 54].forEach((angle) => {
      const [faces, backs] = twistedBlade(
        CENTRE + angle / 6,
        GROUND - 2,
        lengthAt(angle),
        angle * 0.7,
        4.5,
        Math.round(lengthAt(angle) / 14),
      );
      front += faces;
      back += backs;
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

/**
 * A bulb in the sand with long, wavy leaves; or lily-pad leaves on long stalks (`round`), see-through leaves that
 * are only a net of veins (`net`), or long, narrow, tightly crinkled ribbons (`ribbon`).
 */
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
  if (shape === "net") {
    let outlines = "";
    let veins = "";
    let stalks = "";
    [-62, -36, -12, 12, 36, 62].forEach((angle, i) => {
      // A short bare stalk, then an oblong blade of veins.
      const length = (height - 12) * (0.78 + (i % 2) * 0.2) * (1 - Math.abs(angle) / 260);
      const a = (angle * Math.PI) / 180;
      const x = CENTRE + Math.sin(a) * length * 0.25;
      const y = GROUND - 6 - Math.cos(a) * length * 0.25;
      stalks += `M${CENTRE} ${GROUND - 6}L${round1(x)} ${round1(y)}`;
      const [outline, net] = netLeaf(x, y, angle, length * 0.75, Math.min(22, length * 0.3));
      outlines += outline;
      veins += net;
    });
    return (
      mound(CENTRE - 32, CENTRE + 32) +
      stroke(stalks, palette.stem, 1.6) +
      `<path d="${outlines}" fill="${palette.light}" fill-opacity=".35" stroke="${palette.leaf}" stroke-width="1.6"/>` +
      stroke(veins, palette.leaf, 1.1) +
      base
    );
  }
  if (shape === "ribbon") {
    let back = "";
    let front = "";
    [-70, -44, -20, 2, 24, 48, 74].forEach((bend, i) => {
      const d = crinkledRibbon(CENTRE + bend / 10, GROUND - 6, (height - 8) * (0.7 + (i % 3) * 0.15), bend, 1.4);
      if (i % 2) front += d;
      else back += d;
    });
    return mound(CENTRE - 32, CENTRE + 32) + stroke(back, palette.light, 3.4) + stroke(front, palette.leaf, 3.4) + base;
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
