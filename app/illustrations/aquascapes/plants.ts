import { darken, round1 } from "../svg";
import { C } from "./canvas";
import type { Rand } from "./seeded-random";

/** The plants: carpets, grasses, stems and hedges, rosettes, ribbons, moss, floaters, and the leaves they drop. */

/** A low carpet: a row of small rounded tufts along `y`. */
export function carpet(x0: number, x1: number, y: number, fill: string, rand: Rand, bump = 5): string {
  let d = `M${x0} ${y + 6}`;
  for (let x = x0; x < x1;) {
    const step = bump * (1.2 + rand() * 0.8);
    const next = Math.min(x1, x + step);
    d += `Q${round1((x + next) / 2)} ${round1(y - bump * (0.4 + rand() * 0.6))} ${round1(next)} ${round1(y + 1)}`;
    x = next;
  }
  d += `L${x1} ${y + 10}L${x0} ${y + 10}Z`;
  return `<path d="${d}" fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1" stroke-linejoin="round"/>`;
}

/** Fine grass blades such as dwarf hairgrass. */
export function grass(x0: number, x1: number, baseY: number, height: number, stroke: string, rand: Rand, density = 3): string {
  let d = "";
  for (let x = x0; x < x1; x += density) {
    const h = height * (0.6 + rand() * 0.5);
    const tip = x + (rand() - 0.5) * 6;
    d += `M${round1(x)} ${baseY}Q${round1(x)} ${round1(baseY - h * 0.6)} ${round1(tip)} ${round1(baseY - h)}`;
  }
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="1.3" stroke-linecap="round"/>`;
}

/**
 * A small pointed leaf from the current point in the direction `angle` (degrees, 0 = right, -90 = up) and back
 * again, as relative path commands, so several leaves can start from one point.
 */
function leafOut(length: number, angle: number, width = 0.38): string {
  const rad = (angle * Math.PI) / 180;
  const tipX = Math.cos(rad) * length;
  const tipY = Math.sin(rad) * length;
  const nx = -Math.sin(rad) * length * width;
  const ny = Math.cos(rad) * length * width;
  // Whole numbers: at this size a tenth of a unit is invisible, and the stems are most of a scene's bytes.
  const q = (value: number) => Math.round(value);
  return `q${q(tipX / 2 + nx)} ${q(tipY / 2 + ny)} ${q(tipX)} ${q(tipY)}q${q(-tipX / 2 - nx)} ${q(-tipY / 2 - ny)} ${q(-tipX)} ${q(-tipY)}`;
}

/** A stem plant: a gently curved stem with pairs of small leaves. */
function stem(x: number, baseY: number, height: number, leaf: string, rand: Rand, leafSize = 4): string {
  const sway = (rand() - 0.5) * 10;
  const topX = x + sway;
  const topY = baseY - height;
  let leaves = "";
  const pairs = Math.max(3, Math.round(height / (leafSize * 2.8)));
  for (let i = 1; i <= pairs; i++) {
    const t = i / (pairs + 0.4);
    const px = x + sway * t * t;
    const py = baseY - height * t;
    const size = leafSize * 2 * (0.7 + 0.3 * (1 - t));
    leaves += `M${round1(px)} ${round1(py)}${leafOut(size, -150)}${leafOut(size, -30)}`;
  }
  leaves += `M${round1(topX)} ${round1(topY + 1)}${leafOut(leafSize * 1.6, -115)}${leafOut(leafSize * 1.6, -65)}`;
  return (
    `<path d="M${round1(x)} ${baseY}Q${round1(x)} ${round1(baseY - height * 0.6)} ${round1(topX)} ${round1(topY)}" fill="none" stroke="${darken(leaf, 0.35)}" stroke-width="1.4"/>` +
    `<path d="${leaves}" fill="${leaf}"/>`
  );
}

/** A group of stems of one plant, as planted in a bunch. */
export function stemGroup(
  cx: number,
  baseY: number,
  height: number,
  leaf: string,
  rand: Rand,
  count = 4,
  spread = 16,
  leafSize = 4,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = cx - spread / 2 + (spread * (i + 0.5)) / count + (rand() - 0.5) * 3;
    out += stem(x, baseY, height * (0.8 + rand() * 0.3), leaf, rand, leafSize);
  }
  return out;
}

/** A trimmed stem plant group of a Dutch layout: a rounded column of foliage with leaf marks. */
export function hedge(x: number, baseY: number, w: number, h: number, fill: string, rand: Rand): string {
  const top = baseY - h;
  const d = `M${x} ${baseY}V${round1(top + 8)}Q${round1(x + w * 0.25)} ${round1(top - 3)} ${round1(x + w / 2)} ${top}Q${round1(x + w * 0.75)} ${round1(top - 3)} ${x + w} ${round1(top + 8)}V${baseY}Z`;
  let marks = "";
  for (let row = top + 10; row < baseY - 4; row += 9) {
    for (let col = x + 5 + (Math.round(row) % 2) * 3; col < x + w - 4; col += 8) {
      const jitter = (rand() - 0.5) * 2;
      marks += `M${round1(col + jitter)} ${round1(row + 3)}l3 -4l3 4`;
    }
  }
  return (
    `<path d="${d}" fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${marks}" fill="none" stroke="${darken(fill, 0.22)}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A rosette plant (Amazon sword, Cryptocoryne, fern): long leaves fanning out from one base. */
export function rosette(
  cx: number,
  baseY: number,
  size: number,
  fill: string,
  opts: { leaves?: number; width?: number; spread?: number; midrib?: boolean } = {},
): string {
  const { leaves = 7, width = 0.22, spread = 110, midrib = true } = opts;
  const leafPath = (length: number) => {
    const w = length * width;
    return `M0 0C${round1(w)} ${round1(-length * 0.3)} ${round1(w * 0.8)} ${round1(-length * 0.75)} 0 ${round1(-length)}C${round1(-w * 0.8)} ${round1(-length * 0.75)} ${round1(-w)} ${round1(-length * 0.3)} 0 0Z`;
  };
  let shapes = "";
  let ribs = "";
  for (let i = 0; i < leaves; i++) {
    const t = leaves === 1 ? 0.5 : i / (leaves - 1);
    const angle = round1(-spread / 2 + spread * t);
    const length = size * (0.75 + 0.25 * Math.cos((t - 0.5) * Math.PI));
    shapes += `<path d="${leafPath(length)}" transform="translate(${round1(cx)} ${baseY}) rotate(${angle})"/>`;
    if (midrib) ribs += `<path d="M0 -2V${round1(-length * 0.85)}" transform="translate(${round1(cx)} ${baseY}) rotate(${angle})"/>`;
  }
  return (
    `<g fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1.1" stroke-linejoin="round">${shapes}</g>` +
    (midrib ? `<g fill="none" stroke="${darken(fill, 0.22)}" stroke-width="0.9">${ribs}</g>` : "")
  );
}

/** Ribbon leaves (Vallisneria) rising to the surface and trailing along it. */
export function ribbons(x0: number, x1: number, baseY: number, topY: number, stroke: string, rand: Rand, step = 7): string {
  let d = "";
  for (let x = x0; x <= x1; x += step * (0.7 + rand() * 0.6)) {
    const lean = (rand() - 0.3) * 26;
    const top = topY + rand() * 22;
    d += `M${round1(x)} ${baseY}C${round1(x - 4)} ${round1(baseY - (baseY - top) * 0.5)} ${round1(x + lean * 0.4)} ${round1(top + 20)} ${round1(x + lean)} ${round1(top)}`;
  }
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="3.2" stroke-linecap="round"/>`;
}

/** A cushion of moss: overlapping round clumps. */
export function moss(cx: number, cy: number, spread: number, rand: Rand, fill = C.moss, count = 6): string {
  let circles = "";
  for (let i = 0; i < count; i++) {
    const x = cx + (rand() - 0.5) * spread;
    const y = cy + (rand() - 0.5) * spread * 0.35;
    circles += `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(3 + rand() * 3.5)}"/>`;
  }
  return `<g fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1">${circles}</g>`;
}

/** Floating plants at the surface, with a few dangling roots. */
export function floaters(xs: number[], y: number, fill = C.greenLight, roots = true): string {
  let pads = "";
  let hang = "";
  for (const x of xs) {
    pads += `<ellipse cx="${x}" cy="${y}" rx="6" ry="2.6"/><ellipse cx="${x + 7}" cy="${y + 1}" rx="4.5" ry="2.2"/>`;
    if (roots) hang += `M${x + 2} ${y + 2}v${6 + (x % 5)}M${x + 6} ${y + 3}v${4 + (x % 3)}`;
  }
  return (
    (roots ? `<path d="${hang}" stroke="#8d6e63" stroke-width="0.9" fill="none"/>` : "") +
    `<g fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="0.9">${pads}</g>`
  );
}

/** Fallen leaves lying on the ground. */
export function leafLitter(x0: number, x1: number, y: number, rand: Rand, count = 14): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0);
    const yy = y + rand() * 12;
    const fill = rand() > 0.5 ? C.leaf : C.leafDark;
    out += `<ellipse cx="${round1(x)}" cy="${round1(yy)}" rx="${round1(5 + rand() * 3)}" ry="2.4" transform="rotate(${Math.round((rand() - 0.5) * 50)} ${round1(x)} ${round1(yy)})" fill="${fill}"/>`;
  }
  return `<g stroke="${C.woodDark}" stroke-width="0.8">${out}</g>`;
}
