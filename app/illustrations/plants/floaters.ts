import { round1 } from "../svg";
import { type PlantParts, SURFACE, fill, stroke, surfaceLine } from "./draw";
import { leaf, track } from "./leaves";

/**
 * Floating plants, lying on the water's surface near the card's top: round pads with trailing roots (frogbit)
 * unless the file names a leaf shape only floaters have.
 */

const n = round1;

/** Rounded pads lying on the surface, with long roots trailing below: frogbit. */
function pads({ palette }: PlantParts): string {
  let roots = "";
  let leaves = "";
  [36, 62, 92, 120, 150, 178, 204].forEach((x, i) => {
    const size = i % 2 ? 9 : 12;
    leaves += `M${x - size} ${SURFACE}a${size} ${size / 2.4} 0 1 0 ${size * 2} 0a${size} ${size / 2.4} 0 1 0 ${-size * 2} 0z`;
    for (const offset of [-3, 2]) {
      const length = 22 + ((i * 7 + offset * 5) % 20) + 10;
      roots += `M${x + offset} ${SURFACE + 3}q${offset * 2} ${length / 2} ${-offset} ${length}`;
    }
  });
  return surfaceLine() + stroke(roots, palette.root, 1.2) + fill(leaves, palette.leaf, palette.line, 1.2);
}

/** A rootless mat of thin, forking threads just under the surface: crystalwort (Riccia). */
function threads({ palette }: PlantParts): string {
  let forks = "";
  const fork = (x: number, y: number, angle: number, length: number, depth: number) => {
    const a = (angle * Math.PI) / 180;
    const tx = x + length * Math.sin(a);
    const ty = y - length * Math.cos(a);
    forks += track([
      [x, y],
      [tx, ty],
    ]);
    if (depth > 0) for (const turn of [-30, 30]) fork(tx, ty, angle + turn, length * 0.72, depth - 1);
  };
  for (let i = 0; i < 11; i++) {
    const x = 36 + i * 17;
    // Clumps point every way across the mat, a little up or down, each forking three times.
    fork(x, SURFACE + 6 + (i % 3) * 4, [70, -110, 115, -70, 160][i % 5], 8, 3);
  }
  return (
    surfaceLine() +
    `<ellipse cx="120" cy="${SURFACE + 10}" rx="96" ry="10" fill="${palette.light}" opacity=".45"/>` +
    stroke(forks, palette.leaf, 1.8)
  );
}

/** Velvety, ribbed leaves in open rosettes sitting on the surface, with feathery roots: water lettuce (Pistia). */
function lettuce({ palette }: PlantParts): string {
  let back = "";
  let front = "";
  let ribs = "";
  let roots = "";
  for (const [x, size] of [
    [62, 0.75],
    [128, 1],
    [190, 0.7],
  ]) {
    [-64, -40, -16, 10, 34, 58].forEach((angle, i) => {
      const length = 26 * size * (1 - Math.abs(angle) / 200);
      const d = leaf(x, SURFACE + 2, angle, length, length * 0.75);
      if (i % 2) front += d;
      else back += d;
      // The parallel ribs that give the leaves their corrugated look.
      for (const spread of [-9, 0, 9]) {
        const a = ((angle + spread) * Math.PI) / 180;
        ribs += `M${x} ${SURFACE + 2}l${n(length * 0.8 * Math.sin(a))} ${n(-length * 0.8 * Math.cos(a))}`;
      }
    });
    for (let r = -6; r <= 6; r += 3) roots += `M${x + r} ${SURFACE + 3}q${r} ${14 * size} ${r / 2} ${30 * size}`;
  }
  return (
    surfaceLine() +
    stroke(roots, palette.root, 1.1) +
    fill(back, palette.light, palette.line, 0.9) +
    fill(front, palette.leaf, palette.line, 0.9) +
    stroke(ribs, palette.line, 0.6)
  );
}

/** Many tiny oval fronds in twos and threes on the surface, each with one short root: duckweed (Lemna). */
function fronds({ palette }: PlantParts): string {
  let leaves = "";
  let roots = "";
  for (let x = 18, i = 0; x < 226; x += 8 + (i % 3) * 3, i++) {
    const rx = 3.5 + (i % 2);
    leaves += `M${x - rx} ${SURFACE}a${rx} 2.2 0 1 0 ${rx * 2} 0a${rx} 2.2 0 1 0 ${-rx * 2} 0z`;
    if (i % 2 === 0) roots += `M${x} ${SURFACE + 2}v${8 + (i % 5) * 2}`;
  }
  return surfaceLine() + stroke(roots, palette.root, 0.8) + fill(leaves, palette.leaf, palette.line, 0.7);
}

/** Floating stems with rows of small heart-shaped leaves and short tufts of roots: red root floater. */
function hearts({ palette }: PlantParts): string {
  let leaves = "";
  let stems = "";
  let roots = "";
  for (const [from, to] of [
    [26, 96],
    [108, 160],
    [170, 224],
  ]) {
    stems += `M${from} ${SURFACE}H${to}`;
    for (let x = from + 4, i = 0; x < to; x += 9, i++) {
      leaves += leaf(x, SURFACE + 1, i % 2 ? 62 : -62, 9, 9);
      roots += `M${x} ${SURFACE + 2}l-2 ${9 + (i % 3) * 3}m2 ${-9 - (i % 3) * 3}l2 ${11 - (i % 2) * 3}`;
    }
  }
  return (
    surfaceLine() + stroke(roots, palette.root, 0.9) + stroke(stems, palette.stem, 1.5) + fill(leaves, palette.leaf, palette.line, 0.9)
  );
}

/** Chains of paired oval leaves folded up like a book, bristling with hairs, over feathery underwater fronds: salvinia. */
function hairy({ palette }: PlantParts): string {
  let leaves = "";
  let hairs = "";
  let roots = "";
  for (let x = 30, i = 0; x <= 210; x += 20, i++) {
    for (const angle of [-58, 58]) {
      leaves += leaf(x, SURFACE + 1, angle, 13, 10);
      const a = (angle * Math.PI) / 180;
      for (const t of [0.4, 0.65, 0.9]) {
        // Short bristles standing up from the leaf's upper face.
        hairs += `M${n(x + 13 * t * Math.sin(a))} ${n(SURFACE - 13 * t * Math.cos(a) - 2)}v-3`;
      }
    }
    roots += `M${x} ${SURFACE + 2}q${(i % 2) * 6 - 3} 8 ${(i % 3) - 1} ${16 + (i % 3) * 4}`;
    roots += `M${x} ${SURFACE + 8}l-4 5m4 1l4 5`;
  }
  return (
    surfaceLine() + stroke(roots, palette.root, 1.1) + fill(leaves, palette.leaf, palette.line, 0.9) + stroke(hairs, palette.line, 0.8)
  );
}

const FLOATERS = { thread: threads, rosette: lettuce, tiny: fronds, heart: hearts, hairy } as const;

export function floating(parts: PlantParts): string {
  const draw = parts.shape && parts.shape in FLOATERS ? FLOATERS[parts.shape as keyof typeof FLOATERS] : pads;
  return draw(parts);
}
