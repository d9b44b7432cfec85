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

type Point = [number, number];

/**
 * A polyline through `points` as one subpath: the first point absolute, the rest as steps from the one before,
 * each rounded on the absolute grid (so rounding never drifts) to `digits` decimals. Short to write for the
 * many-cornered leaves below.
 */
export function track(points: readonly Point[], digits: 0 | 1 = 0, close = false): string {
  const scale = digits ? 10 : 1;
  const grid = points.map(([x, y]) => [Math.round(x * scale), Math.round(y * scale)]);
  const [[x0, y0]] = grid;
  const steps = grid.slice(1).map(([x, y], i) => `${(x - grid[i][0]) / scale} ${(y - grid[i][1]) / scale}`);
  return `M${x0 / scale} ${y0 / scale}l${steps.join(" ")}${close ? "z" : ""}`.replace(/ -/g, "-");
}

/** Where a leaf's axis is at `t` (0-1) of `length` from (x, y), leaning `angle` and turning `curl` more by its tip. */
function along(x: number, y: number, angle: number, curl: number, length: number, t: number): Point {
  // The angle turns evenly along the leaf, so its axis is an arc; summing small steps keeps it exact enough.
  let px = x;
  let py = y;
  const steps = Math.max(1, Math.round(t * 8));
  for (let i = 0; i < steps; i++) {
    const a = ((angle + curl * ((i + 0.5) / steps) * t) * Math.PI) / 180;
    px += ((length * t) / steps) * Math.sin(a);
    py -= ((length * t) / steps) * Math.cos(a);
  }
  return [px, py];
}

/**
 * A narrow leaf with crinkled edges, leaning `angle` and curling `curl` degrees more by its tip: the recurved,
 * wavy leaves of a Pogostemon helferi rosette.
 */
export function wavyLeaf(x: number, y: number, angle: number, curl: number, length: number, width: number, waves: number): string {
  const steps = waves * 2;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [cx, cy] = along(x, y, angle, curl, length, t);
    const a = ((angle + curl * t) * Math.PI) / 180;
    const half = (width / 2) * Math.sin(Math.PI * Math.min(1, t * 1.1 + 0.06)) * (i % 2 ? 0.45 : 1);
    left.push([cx - Math.cos(a) * half, cy - Math.sin(a) * half]);
    right.unshift([cx + Math.cos(a) * half, cy + Math.sin(a) * half]);
  }
  return track([...left, ...right], 1, true);
}

/**
 * A long blade twisting like a corkscrew as it rises from (x, y), its tip `bend` to the side: lens-shaped turns,
 * alternately its face and its paler back, as on a Vesuvius sword. Returns [faces, backs] as path data.
 */
export function twistedBlade(x: number, y: number, height: number, bend: number, width: number, turns: number): [string, string] {
  const at = (t: number): Point => [x + bend * t * t, y - height * t];
  let faces = "";
  let backs = "";
  for (let k = 0; k < turns; k++) {
    const [ax, ay] = at(k / turns);
    const [bx, by] = at((k + 1) / turns);
    const length = Math.hypot(bx - ax, by - ay);
    // Across the blade, and a little twisted: each edge bulges nearer one end, so a turn reads as a spiral.
    const w = width * (1 - (0.6 * k) / turns);
    const ux = (-(by - ay) / length) * w;
    const uy = ((bx - ax) / length) * w;
    const c1: Point = [ax + (bx - ax) * 0.15 + ux, ay + (by - ay) * 0.15 + uy];
    const c2: Point = [ax + (bx - ax) * 0.85 - ux, ay + (by - ay) * 0.85 - uy];
    const d = `M${n(ax)} ${n(ay)}Q${n(c1[0])} ${n(c1[1])} ${n(bx)} ${n(by)}Q${n(c2[0])} ${n(c2[1])} ${n(ax)} ${n(ay)}z`;
    if (k % 2) backs += d;
    else faces += d;
  }
  return [faces, backs];
}

/**
 * A leaf that is only its veins, as a Madagascar lace plant's: the outline, two veins beside the midrib, and
 * cross veins between them. Returns [outline, veins] as path data.
 */
export function netLeaf(x: number, y: number, angle: number, length: number, width: number): [string, string] {
  const a = (angle * Math.PI) / 180;
  let veins = leaf(x, y, angle, length, width * 0.45) + midrib(x, y, angle, length / 0.85);
  // leaf() is a quadratic whose width at t along it is 1.5 * width * t * (1 - t) either side.
  for (let t = 0.14; t < 0.92; t += 0.1) {
    const half = 1.5 * width * t * (1 - t);
    const cx = x + length * t * Math.sin(a);
    const cy = y - length * t * Math.cos(a);
    veins += track([
      [cx - Math.cos(a) * half, cy - Math.sin(a) * half],
      [cx + Math.cos(a) * half, cy + Math.sin(a) * half],
    ]);
  }
  return [leaf(x, y, angle, length, width), veins];
}

/**
 * The midline of a long, narrow, tightly crinkled leaf rising from (x, y) and arching `bend` to the side, for a
 * thick stroke: the ribbon leaves of Crinum calamistratum.
 */
export function crinkledRibbon(x: number, y: number, height: number, bend: number, ripple: number): string {
  const points: Point[] = [];
  const count = Math.max(6, Math.round(height / 3.2));
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    // Across the leaf's direction at t, so the crinkle follows it as it arches over.
    const dx = 2 * bend * t;
    const dy = -height;
    const length = Math.hypot(dx, dy);
    const side = i % 2 ? ripple : -ripple;
    points.push([x + bend * t * t + (-dy / length) * side, y - height * t + (dx / length) * side]);
  }
  return track(points, 1);
}
