import { round1 } from "../svg";
import { CENTRE, GROUND, type PlantParts, fill, mound, stroke } from "./draw";
import { leaf, track, wavyLeaf } from "./leaves";

/**
 * Stem plants whose leaves the paired leaves of the stem drawing cannot show: deeply lobed (water wisteria),
 * fan-shaped (cabomba, ambulia), star-shaped crinkled rosettes (Pogostemon helferi), and single round leaves on
 * long stalks along a trailing stem (Brazilian pennywort).
 */

type Point = [number, number];

const STEMS: [number, number, number][] = [
  [CENTRE - 22, 0.8, -6],
  [CENTRE, 1, 2],
  [CENTRE + 22, 0.9, 7],
];

/**
 * Draws the three stems and visits each one's nodes from `first` up, every `step`: where the node is (x, y), how
 * big its leaves are (smaller towards the tip) and its count up the stem. Returns the stems' path data.
 */
function nodes(height: number, first: number, step: number, visit: (x: number, y: number, size: number, i: number) => void) {
  let stalks = "";
  for (const [x, share, lean] of STEMS) {
    const tall = height * share;
    stalks += `M${x} ${GROUND}q${lean / 3} ${-tall / 2} ${lean} ${-tall}`;
    for (let rise = first, i = 0; rise < tall - 4; rise += step, i++) {
      const t = rise / tall;
      visit(x + lean * t * t, GROUND - rise, 1 - t * 0.4, i);
    }
  }
  return stalks;
}

/** A leaf cut into three pairs of lobes, as one outline from its base at (x, y). */
function lobedLeaf(x: number, y: number, angle: number, length: number): string {
  const a = (angle * Math.PI) / 180;
  const at = (t: number, side: number): Point => [
    x + length * t * Math.sin(a) + side * Math.cos(a),
    y - length * t * Math.cos(a) + side * Math.sin(a),
  ];
  const w = length * 0.3;
  // Out to each lobe's tip, back in to the midrib between them; up one side and down the other.
  const side = (s: number) => [at(0.25, s * w), at(0.33, s * w * 0.25), at(0.55, s * w * 0.9), at(0.62, s * w * 0.2), at(0.8, s * w * 0.6)];
  return track([[x, y], ...side(-1), at(1, 0), ...side(1).reverse()], 0, true);
}

function lobed({ height, palette }: PlantParts): string {
  let leaves = "";
  const stalks = nodes(height, 9, 17, (x, y, size, i) => {
    leaves += lobedLeaf(x, y, -62 + (i % 2) * 10, 21 * size) + lobedLeaf(x, y, 62 - (i % 2) * 10, 21 * size);
  });
  return mound(CENTRE - 46, CENTRE + 46) + stroke(stalks, palette.stem, 2) + fill(leaves, palette.leaf, palette.line, 0.8);
}

/** A fan of forked segments, as one fingered outline spread about `angle`, `radius` long. */
function fanLeaf(x: number, y: number, angle: number, radius: number): string {
  const points: Point[] = [[x, y]];
  const fingers = 6;
  const spread = 100;
  for (let i = 0; i <= fingers * 2; i++) {
    const a = ((angle - spread / 2 + (spread * i) / (fingers * 2)) * Math.PI) / 180;
    const r = i % 2 ? radius * 0.6 : radius;
    points.push([x + r * Math.sin(a), y - r * Math.cos(a)]);
  }
  return track(points, 0, true);
}

function fan({ height, palette }: PlantParts): string {
  let leaves = "";
  const stalks = nodes(height, 8, 15, (x, y, size) => {
    leaves += fanLeaf(x, y, -70, 12 * size) + fanLeaf(x, y, 70, 12 * size);
  });
  // Pale fans outlined in the leaf colour, so the many overlapping fingers stay light and feathery.
  return mound(CENTRE - 46, CENTRE + 46) + stroke(stalks, palette.stem, 2) + fill(leaves, palette.light, palette.leaf, 0.9);
}

/** Short stems crowned with star-shaped rosettes of crinkled, arching leaves. */
function star({ height, palette }: PlantParts): string {
  let back = "";
  let front = "";
  let stalks = "";
  for (const [x, share] of [
    [CENTRE - 32, 0.7],
    [CENTRE, 1],
    [CENTRE + 32, 0.8],
  ]) {
    const top = GROUND - height * share * 0.45;
    stalks += `M${x} ${GROUND}V${round1(top)}`;
    // Leaves fan out all round the crown and curl back down at their tips, like a star seen from the side.
    [-108, -64, -24, 24, 64, 108].forEach((angle, i) => {
      const length = height * share * (0.5 + (i % 2) * 0.12);
      const d = wavyLeaf(x, top, angle, angle > 0 ? 34 : -34, length, 6, 3);
      if (i % 2) front += d;
      else back += d;
    });
  }
  return (
    mound(CENTRE - 52, CENTRE + 52) +
    stroke(stalks, palette.stem, 2.2) +
    fill(back, palette.light, palette.line, 0.7) +
    fill(front, palette.leaf, palette.line, 0.7)
  );
}

/** A trailing stem arching towards the surface, one round leaf at a time on a long stalk, left and right in turn. */
function vine({ height, palette }: PlantParts): string {
  let stalks = "";
  let leaves = "";
  for (const [x, share, lean] of [
    [CENTRE - 14, 0.85, -40],
    [CENTRE + 10, 1, 46],
  ]) {
    const tall = height * share;
    stalks += `M${x} ${GROUND}Q${x} ${round1(GROUND - tall)} ${x + lean} ${round1(GROUND - tall * 0.95)}`;
    for (let t = 0.22, i = 0; t < 1; t += 0.19, i++) {
      // Along the quadratic stem, then out on a stalk to the leaf.
      const sx = x + lean * t * t;
      const sy = GROUND - tall * (2 * t - 1.05 * t * t);
      const side = i % 2 ? 1 : -1;
      const lx = sx + side * 9;
      const ly = sy - 9;
      stalks += track([
        [sx, sy],
        [lx, ly],
      ]);
      leaves += leaf(lx, ly + 4, side * 30, 13, 14);
    }
  }
  return mound(CENTRE - 40, CENTRE + 40) + stroke(stalks, palette.stem, 1.6) + fill(leaves, palette.leaf, palette.line, 0.9);
}

export const STEM_FORMS = { lobed, fan, star, vine } as const;
