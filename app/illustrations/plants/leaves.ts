import { round1 } from "../svg";

/**
 * The strokes plant drawings are made of, as path data in absolute coordinates: a leaf from its base at an angle,
 * a blade bending as it rises, a wavy ribbon. Angles are degrees from straight up, clockwise. Each returns one
 * subpath, so a drawing joins every leaf of one colour into a single `<path>` and stays small.
 */

const n = (value: number) => String(round1(value));

/** A pointed leaf (or, with `width` near `length`, a rounded one) from its base at (x, y). */
export function leaf(x: number, y: number, angle: number, length: number, width: number): string {
  const a = (angle * Math.PI) / 180;
  const dx = length * Math.sin(a);
  const dy = -length * Math.cos(a);
  // The two edges bulge either side of the midrib, halfway along it.
  const px = Math.cos(a) * width * 0.75;
  const py = Math.sin(a) * width * 0.75;
  return (
    `M${n(x)} ${n(y)}q${n(dx / 2 + px)} ${n(dy / 2 + py)} ${n(dx)} ${n(dy)}` + `q${n(-dx / 2 - px)} ${n(-dy / 2 - py)} ${n(-dx)} ${n(-dy)}z`
  );
}

/** The midrib of the same leaf, as a line most of the way to its tip. */
export function midrib(x: number, y: number, angle: number, length: number): string {
  const a = (angle * Math.PI) / 180;
  return `M${n(x)} ${n(y)}l${n(length * 0.85 * Math.sin(a))} ${n(-length * 0.85 * Math.cos(a))}`;
}

/** A grass-like blade from (x, y), `height` tall, its tip `bend` to the side, `width` wide at the base. */
export function blade(x: number, y: number, height: number, bend: number, width: number): string {
  const half = width / 2;
  return (
    `M${n(x - half)} ${n(y)}Q${n(x - half + bend * 0.15)} ${n(y - height * 0.7)} ${n(x + bend)} ${n(y - height)}` +
    `Q${n(x + half + bend * 0.15)} ${n(y - height * 0.7)} ${n(x + half)} ${n(y)}z`
  );
}

/**
 * A long leaf with wavy edges, rising from (x, y) and leaning `bend` to the side at its tip: the crinkled leaves of
 * an aponogeton. `waves` is how many times the edge ripples.
 */
export function wavyRibbon(x: number, y: number, height: number, bend: number, width: number, waves: number): string {
  const steps = waves * 2;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const cx = x + bend * t * t;
    const cy = y - height * t;
    // Narrow at the base and the tip, rippling in between.
    const half = (width / 2) * Math.sin(Math.PI * Math.min(1, t * 1.15 + 0.08)) * (i % 2 === 0 ? 1 : 0.55);
    left.push(`${n(cx - half)} ${n(cy)}`);
    right.unshift(`${n(cx + half)} ${n(cy)}`);
  }
  return `M${left.join("L")}L${right.join("L")}z`;
}
