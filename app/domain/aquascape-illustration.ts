import { escapeXml, shortHash } from "./fish-illustration";

/**
 * Generated aquascape illustrations: a flat vector drawing of a planted tank in one style family, in the same
 * manner as the fish illustrations (flat fills, darker outlines, no gradients, no text but the title). Pure and
 * isomorphic; the route /illustrations/aquascapes/:scene serves it and the aquascape seed points a guide's
 * imageUrl at that route. Every scene is a 320 x 200 card.
 */

export const AQUASCAPE_SCENES = [
  "nature", // branchy driftwood covered in moss, fine stems behind, a low carpet
  "iwagumi", // an odd number of grey stones around one main stone, on a green carpet
  "dutch", // terraces of colourful stem plant groups, no hardscape
  "jungle", // tall ribbons to the surface, swords and ferns, floating plants
  "blackwater", // tea-stained water, roots from above, leaf litter on sand
  "stream", // clear water, river pebbles, rosettes in the sand, current
  "walstad", // soil under gravel, dense mixed stems, a mat of floaters
  "mountain", // tall stone peaks either side of a sand valley
  "island", // one central mound of stone, wood and plants, open sand around it
  "triangle", // hardscape and tall plants on one side, sloping to the other
  "nano", // a small cube on a stand with moss, stone and shrimp
  "paludarium", // a land section above a water section
] as const;

export type AquascapeScene = (typeof AQUASCAPE_SCENES)[number];

export function isAquascapeScene(value: unknown): value is AquascapeScene {
  return typeof value === "string" && (AQUASCAPE_SCENES as readonly string[]).includes(value);
}

/** The SVG's own title: what the picture shows (pages give the <img> an alt naming the guide). */
export const SCENE_TITLES: Record<AquascapeScene, string> = {
  nature: "Nature Aquarium aquascape with driftwood and moss",
  iwagumi: "Iwagumi aquascape of stones on a carpet",
  dutch: "Dutch aquascape of stem plant terraces",
  jungle: "Jungle aquascape of tall, dense plants",
  blackwater: "Amazon blackwater biotope with roots and leaf litter",
  stream: "Southeast Asian stream biotope with river pebbles",
  walstad: "Walstad soil tank with floating plants",
  mountain: "Mountain valley aquascape",
  island: "Island layout aquascape",
  triangle: "Triangular composition aquascape",
  nano: "Nano shrimp tank",
  paludarium: "Paludarium with land and water",
};

const W = 320;
const H = 200;

const C = {
  water: "#e6f2f5",
  waterDeep: "#d6ebef",
  tea: "#ead9b4",
  teaDeep: "#dfc79a",
  surface: "#cfe6eb",
  soil: "#5d4a3c",
  soilTop: "#75604f",
  sand: "#e9dcb9",
  sandDark: "#cdbb8f",
  gravel: "#b9ab95",
  stone: "#9aa5ad",
  stoneLight: "#b9c2c8",
  stoneDark: "#56626b",
  wood: "#7a5534",
  woodDark: "#4a321e",
  green: "#4caf50",
  greenDark: "#2e7d32",
  greenDeep: "#1b5e20",
  greenLight: "#8bc34a",
  lime: "#c0ca33",
  moss: "#558b2f",
  red: "#d84315",
  redLight: "#ef6c00",
  pink: "#e57373",
  leaf: "#a1662f",
  leafDark: "#7b4a1e",
  fish: "#1e88e5",
  fishAccent: "#e53935",
};

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A small deterministic random source, so a scene is the same drawing on every request. */
function random(seed: string) {
  let state = parseInt(shortHash(seed), 36) || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof random>;

/** The colour mixed towards black by `amount` (0-1). */
function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - amount)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

// ---------------------------------------------------------------------------------------------- primitives

/** The ground: from a left height to a right height with a gentle swell, down to the card's bottom. */
function ground(yLeft: number, yRight: number, fill: string, swell = 4): string {
  const mid = (yLeft + yRight) / 2;
  return `<path d="M0 ${yLeft}C${W * 0.3} ${r1(mid - swell)} ${W * 0.6} ${r1(mid + swell)} ${W} ${yRight}V${H}H0Z" fill="${fill}"/>`;
}

/** A sand path winding from the front towards the back. */
function sandPath(fill: string): string {
  return `<path d="M126 ${H}C140 182 168 176 158 166C150 158 162 150 166 146L176 146C174 152 168 158 176 166C188 180 196 190 214 ${H}Z" fill="${fill}"/>`;
}

/** An angular stone standing on `baseY`: `lean` tips its top sideways. */
function stone(cx: number, baseY: number, w: number, h: number, lean = 0, fill = C.stone): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const top = baseY - h;
  const d = `M${r1(x0)} ${baseY}L${r1(x0 + w * 0.08)} ${r1(baseY - h * 0.55)}L${r1(cx - w * 0.18 + lean)} ${r1(top + h * 0.06)}L${r1(cx + w * 0.06 + lean)} ${r1(top)}L${r1(cx + w * 0.3 + lean * 0.6)} ${r1(baseY - h * 0.7)}L${r1(x1)} ${r1(baseY - h * 0.28)}L${r1(x1 - w * 0.04)} ${baseY}Z`;
  const facet = `M${r1(cx + w * 0.06 + lean)} ${r1(top)}L${r1(cx - w * 0.02 + lean * 0.4)} ${r1(baseY - h * 0.45)}L${r1(cx + w * 0.12)} ${baseY}`;
  return (
    `<path d="${d}" fill="${fill}" stroke="${darken(fill, 0.45)}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${facet}" fill="none" stroke="${darken(fill, 0.25)}" stroke-width="1.2" stroke-linecap="round"/>`
  );
}

/** A rounded river pebble. */
function pebble(cx: number, cy: number, rx: number, ry: number, fill: string): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" stroke="${darken(fill, 0.4)}" stroke-width="1.2"/>`;
}

/** A low carpet: a row of small rounded tufts along `y`. */
function carpet(x0: number, x1: number, y: number, fill: string, rand: Rand, bump = 5): string {
  let d = `M${x0} ${y + 6}`;
  for (let x = x0; x < x1; ) {
    const step = bump * (1.2 + rand() * 0.8);
    const next = Math.min(x1, x + step);
    d += `Q${r1((x + next) / 2)} ${r1(y - bump * (0.4 + rand() * 0.6))} ${r1(next)} ${r1(y + 1)}`;
    x = next;
  }
  d += `L${x1} ${y + 10}L${x0} ${y + 10}Z`;
  return `<path d="${d}" fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1" stroke-linejoin="round"/>`;
}

/** Fine grass blades such as dwarf hairgrass. */
function grass(x0: number, x1: number, baseY: number, height: number, stroke: string, rand: Rand, density = 3): string {
  let d = "";
  for (let x = x0; x < x1; x += density) {
    const h = height * (0.6 + rand() * 0.5);
    const tip = x + (rand() - 0.5) * 6;
    d += `M${r1(x)} ${baseY}Q${r1(x)} ${r1(baseY - h * 0.6)} ${r1(tip)} ${r1(baseY - h)}`;
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
    leaves += `M${r1(px)} ${r1(py)}${leafOut(size, -150)}${leafOut(size, -30)}`;
  }
  leaves += `M${r1(topX)} ${r1(topY + 1)}${leafOut(leafSize * 1.6, -115)}${leafOut(leafSize * 1.6, -65)}`;
  return (
    `<path d="M${r1(x)} ${baseY}Q${r1(x)} ${r1(baseY - height * 0.6)} ${r1(topX)} ${r1(topY)}" fill="none" stroke="${darken(leaf, 0.35)}" stroke-width="1.4"/>` +
    `<path d="${leaves}" fill="${leaf}"/>`
  );
}

/** A group of stems of one plant, as planted in a bunch. */
function stemGroup(cx: number, baseY: number, height: number, leaf: string, rand: Rand, count = 4, spread = 16, leafSize = 4): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = cx - spread / 2 + (spread * (i + 0.5)) / count + (rand() - 0.5) * 3;
    out += stem(x, baseY, height * (0.8 + rand() * 0.3), leaf, rand, leafSize);
  }
  return out;
}

/** A trimmed stem plant group of a Dutch layout: a rounded column of foliage with leaf marks. */
function hedge(x: number, baseY: number, w: number, h: number, fill: string, rand: Rand): string {
  const top = baseY - h;
  const d = `M${x} ${baseY}V${r1(top + 8)}Q${r1(x + w * 0.25)} ${r1(top - 3)} ${r1(x + w / 2)} ${top}Q${r1(x + w * 0.75)} ${r1(top - 3)} ${x + w} ${r1(top + 8)}V${baseY}Z`;
  let marks = "";
  for (let row = top + 10; row < baseY - 4; row += 9) {
    for (let col = x + 5 + (Math.round(row) % 2) * 3; col < x + w - 4; col += 8) {
      const jitter = (rand() - 0.5) * 2;
      marks += `M${r1(col + jitter)} ${r1(row + 3)}l3 -4l3 4`;
    }
  }
  return (
    `<path d="${d}" fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${marks}" fill="none" stroke="${darken(fill, 0.22)}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A rosette plant (Amazon sword, Cryptocoryne, fern): long leaves fanning out from one base. */
function rosette(cx: number, baseY: number, size: number, fill: string, opts: { leaves?: number; width?: number; spread?: number; midrib?: boolean } = {}): string {
  const { leaves = 7, width = 0.22, spread = 110, midrib = true } = opts;
  const leafPath = (length: number) => {
    const w = length * width;
    return `M0 0C${r1(w)} ${r1(-length * 0.3)} ${r1(w * 0.8)} ${r1(-length * 0.75)} 0 ${r1(-length)}C${r1(-w * 0.8)} ${r1(-length * 0.75)} ${r1(-w)} ${r1(-length * 0.3)} 0 0Z`;
  };
  let shapes = "";
  let ribs = "";
  for (let i = 0; i < leaves; i++) {
    const t = leaves === 1 ? 0.5 : i / (leaves - 1);
    const angle = r1(-spread / 2 + spread * t);
    const length = size * (0.75 + 0.25 * Math.cos((t - 0.5) * Math.PI));
    shapes += `<path d="${leafPath(length)}" transform="translate(${r1(cx)} ${baseY}) rotate(${angle})"/>`;
    if (midrib) ribs += `<path d="M0 -2V${r1(-length * 0.85)}" transform="translate(${r1(cx)} ${baseY}) rotate(${angle})"/>`;
  }
  return (
    `<g fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1.1" stroke-linejoin="round">${shapes}</g>` +
    (midrib ? `<g fill="none" stroke="${darken(fill, 0.22)}" stroke-width="0.9">${ribs}</g>` : "")
  );
}

/** Ribbon leaves (Vallisneria) rising to the surface and trailing along it. */
function ribbons(x0: number, x1: number, baseY: number, topY: number, stroke: string, rand: Rand, step = 7): string {
  let d = "";
  for (let x = x0; x <= x1; x += step * (0.7 + rand() * 0.6)) {
    const lean = (rand() - 0.3) * 26;
    const top = topY + rand() * 22;
    d += `M${r1(x)} ${baseY}C${r1(x - 4)} ${r1(baseY - (baseY - top) * 0.5)} ${r1(x + lean * 0.4)} ${r1(top + 20)} ${r1(x + lean)} ${r1(top)}`;
  }
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="3.2" stroke-linecap="round"/>`;
}

/** Branchy driftwood: a trunk and branches stroked thick, in two tones. */
function driftwood(paths: string[], width = 9): string {
  const d = paths.join("");
  return (
    `<path d="${d}" fill="none" stroke="${C.woodDark}" stroke-width="${width + 3}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.wood}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A cushion of moss: overlapping round clumps. */
function moss(cx: number, cy: number, spread: number, rand: Rand, fill = C.moss, count = 6): string {
  let circles = "";
  for (let i = 0; i < count; i++) {
    const x = cx + (rand() - 0.5) * spread;
    const y = cy + (rand() - 0.5) * spread * 0.35;
    circles += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(3 + rand() * 3.5)}"/>`;
  }
  return `<g fill="${fill}" stroke="${darken(fill, 0.35)}" stroke-width="1">${circles}</g>`;
}

/** Floating plants at the surface, with a few dangling roots. */
function floaters(xs: number[], y: number, fill = C.greenLight, roots = true): string {
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
function leafLitter(x0: number, x1: number, y: number, rand: Rand, count = 14): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0);
    const yy = y + rand() * 12;
    const fill = rand() > 0.5 ? C.leaf : C.leafDark;
    out += `<ellipse cx="${r1(x)}" cy="${r1(yy)}" rx="${r1(5 + rand() * 3)}" ry="2.4" transform="rotate(${Math.round((rand() - 0.5) * 50)} ${r1(x)} ${r1(yy)})" fill="${fill}"/>`;
  }
  return `<g stroke="${C.woodDark}" stroke-width="0.8">${out}</g>`;
}

/** A small shoal of fish, facing left like the fish illustrations. */
function shoal(points: [number, number][], body = C.fish, accent = C.fishAccent, size = 1): string {
  let fish = "";
  for (const [x, y] of points) {
    fish +=
      `<g transform="translate(${x} ${y}) scale(${size})">` +
      `<path d="M0 0C4 -4 11 -4 15 0L20 -4V4L15 0C11 4 4 4 0 0Z" fill="${body}" stroke="${darken(body, 0.45)}" stroke-width="0.8" stroke-linejoin="round"/>` +
      `<path d="M7 1.2H15" stroke="${accent}" stroke-width="1.6"/><circle cx="3.6" cy="-0.6" r="0.9" fill="#1a1a1a"/></g>`;
  }
  return fish;
}

/** A dwarf shrimp, curved, facing right. */
function shrimp(x: number, y: number, fill = "#e53935"): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="M0 0C2 -5 9 -6 13 -2C14 0 12 2 10 1C8 4 3 4 0 0Z" fill="${fill}" stroke="${darken(fill, 0.4)}" stroke-width="0.7"/>` +
    `<path d="M13 -3l5 -3M13 -2l5 0" stroke="${darken(fill, 0.2)}" stroke-width="0.6"/></g>`
  );
}

/** Light shimmer lines under the surface. */
function shimmer(y: number, stroke = "#ffffff"): string {
  return `<path d="M24 ${y}h26M92 ${y + 4}h18M170 ${y}h30M250 ${y + 3}h22" stroke="${stroke}" stroke-width="2" stroke-linecap="round" opacity=".7"/>`;
}

// --------------------------------------------------------------------------------------------------- scenes

function tank(water: string, surface: string, inner: string): string {
  return (
    `<rect width="${W}" height="${H}" rx="12" fill="${water}"/>` +
    `<rect width="${W}" height="12" fill="${surface}"/>` +
    inner
  );
}

const SCENES: Record<AquascapeScene, (rand: Rand) => string> = {
  nature: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(20) +
        stemGroup(232, 160, 112, C.greenLight, rand, 5, 40, 3) +
        stemGroup(270, 160, 128, C.green, rand, 5, 44, 3) +
        stemGroup(300, 160, 96, C.lime, rand, 3, 24, 3) +
        ground(156, 152, C.soil) +
        driftwood(["M70 170C96 140 112 110 104 64", "M100 112C122 92 150 82 174 54", "M104 84C90 66 80 52 58 40", "M98 138C124 130 150 132 182 120"], 8) +
        moss(104, 66, 22, rand, C.moss, 7) +
        moss(170, 58, 22, rand, C.moss, 6) +
        moss(62, 42, 18, rand, C.moss, 5) +
        moss(150, 118, 30, rand, C.moss, 7) +
        rosette(60, 172, 18, C.greenDark, { leaves: 6, width: 0.18 }) +
        carpet(0, W, 170, C.greenLight, rand, 4) +
        shoal([[196, 92], [218, 80], [206, 104], [234, 98], [180, 78]], C.fish, C.fishAccent, 0.9),
    ),

  iwagumi: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(22) +
        ground(160, 154, C.soil) +
        grass(20, 300, 164, 26, C.greenDark, rand, 3) +
        stone(120, 166, 84, 104, 8) +
        stone(186, 166, 56, 62, -6, C.stoneLight) +
        stone(64, 168, 44, 40, 10) +
        stone(240, 168, 40, 30, -4, C.stoneLight) +
        stone(282, 170, 26, 18, 0) +
        carpet(0, W, 168, C.greenLight, rand, 5) +
        grass(0, 320, 178, 12, C.greenDark, rand, 5) +
        shoal([[210, 70], [232, 60], [248, 76], [226, 86], [262, 64], [196, 58]], "#90a4ae", C.fishAccent, 0.8),
    ),

  dutch: (rand) => {
    const back: [number, number, string][] = [
      [4, 60, "#7cb342"], [60, 48, C.red], [110, 56, C.greenLight], [168, 44, "#ad1457"], [214, 54, C.green], [270, 46, C.lime],
    ];
    const middle: [number, number, string][] = [
      [14, 42, C.greenDark], [62, 36, C.redLight], [104, 48, "#9ccc65"], [158, 40, C.green], [204, 40, "#f06292"], [250, 56, C.greenDark],
    ];
    let out = shimmer(20) + ground(158, 154, C.soil);
    for (const [x, w, fill] of back) out += hedge(x, 160, w, 132 - (x % 3) * 6, fill, rand);
    for (const [x, w, fill] of middle) out += hedge(x, 168, w, 82 - (x % 4) * 5, fill, rand);
    out += carpet(0, W, 170, "#66bb6a", rand, 6);
    out += `<path d="M150 ${H}L176 170L196 170L190 ${H}Z" fill="${C.sand}"/>`;
    out += shoal([[118, 30], [140, 24], [132, 40]], "#90a4ae", C.fishAccent, 0.75);
    return tank(C.water, C.surface, out);
  },

  jungle: (rand) =>
    tank(
      "#dcebe4",
      "#c3ded4",
      ribbons(8, 310, 168, 6, "#66bb6a", rand, 8) +
        ribbons(20, 300, 172, 30, C.greenDark, rand, 13) +
        ground(162, 158, C.soil) +
        driftwood(["M150 176C164 150 196 136 232 130", "M190 142C200 126 214 118 226 100"], 7) +
        rosette(70, 176, 86, C.green, { leaves: 9, width: 0.2, spread: 130 }) +
        rosette(250, 176, 64, C.greenDark, { leaves: 7, width: 0.26, spread: 120 }) +
        rosette(224, 132, 30, "#33691e", { leaves: 5, width: 0.24, spread: 90 }) +
        rosette(160, 178, 30, "#8d6e63", { leaves: 7, width: 0.3, spread: 120 }) +
        rosette(120, 180, 22, C.greenDark, { leaves: 5, width: 0.45, spread: 100, midrib: false }) +
        `<g fill="#c62828" stroke="#7f1d1d" stroke-width="1"><ellipse cx="286" cy="11" rx="12" ry="4"/></g>` +
        floaters([12, 40, 96, 128, 176, 206, 244, 300], 11) +
        shoal([[150, 82], [170, 92], [128, 96]], C.fish, C.fishAccent, 0.9),
    ),

  blackwater: (rand) =>
    tank(
      C.tea,
      C.teaDeep,
      `<path d="M20 0C24 30 40 50 34 90M34 40C46 56 44 72 54 86M70 0C66 24 80 40 74 70M260 0C256 34 272 52 264 96M264 50C250 64 254 80 244 92M300 0C306 30 294 52 302 80" fill="none" stroke="${C.woodDark}" stroke-width="2.5" stroke-linecap="round"/>` +
        ground(166, 160, C.sand, 3) +
        driftwood(["M40 178C80 150 120 140 170 132", "M120 142C140 118 150 100 146 76", "M170 132C210 126 240 138 276 168", "M210 130C226 112 246 104 262 104"], 7) +
        rosette(88, 178, 52, "#558b2f", { leaves: 7, width: 0.2, spread: 100 }) +
        grass(230, 300, 180, 10, "#689f38", rand, 4) +
        leafLitter(10, 310, 168, rand, 26) +
        floaters([20, 60, 140, 196, 236, 290], 11, "#9ccc65") +
        shoal([[170, 96], [192, 88], [184, 108], [206, 100], [152, 108], [214, 80]], "#4fc3f7", C.fishAccent, 0.85),
    ),

  stream: (rand) =>
    tank(
      "#e3f2f7",
      C.surface,
      `<path d="M22 44q15 -5 30 0t30 0M118 34q15 -5 30 0t30 0M214 48q15 -5 30 0t30 0M60 76q13 -4 26 0t26 0M190 70q13 -4 26 0t26 0" fill="none" stroke="#a9d3de" stroke-width="2" stroke-linecap="round"/>` +
        driftwood(["M0 20C34 34 48 90 50 166", "M22 28C10 70 12 120 22 166", "M0 74C20 92 30 128 36 164", "M40 60C56 70 70 80 78 98"], 4) +
        ground(160, 164, C.sand, 3) +
        pebble(60, 168, 26, 14, "#a1887f") +
        pebble(110, 176, 20, 11, "#90a4ae") +
        pebble(200, 170, 30, 16, "#8d9ea7") +
        pebble(262, 178, 22, 12, "#bcaaa4") +
        pebble(156, 186, 14, 8, "#a1887f") +
        pebble(300, 168, 16, 10, "#90a4ae") +
        rosette(200, 156, 22, "#2e7d32", { leaves: 5, width: 0.36, spread: 110, midrib: false }) +
        rosette(60, 156, 18, "#33691e", { leaves: 5, width: 0.34, spread: 110, midrib: false }) +
        rosette(140, 170, 58, "#6d4c41", { leaves: 7, width: 0.22, spread: 90 }) +
        rosette(250, 168, 46, "#558b2f", { leaves: 6, width: 0.22, spread: 90 }) +
        rosette(28, 146, 36, C.greenDark, { leaves: 5, width: 0.3, spread: 90 }) +
        leafLitter(80, 300, 182, rand, 6) +
        shoal([[210, 90], [232, 84], [220, 104], [248, 98], [196, 100], [238, 112]], "#ff8a65", "#263238", 0.85),
    ),

  walstad: (rand) =>
    tank(
      "#e1efe8",
      "#c8e2d6",
      stemGroup(40, 150, 118, C.greenLight, rand, 4, 34, 4) +
        stemGroup(96, 150, 92, C.green, rand, 4, 30, 3) +
        stemGroup(250, 150, 124, "#7cb342", rand, 5, 40, 4) +
        stemGroup(296, 150, 96, C.greenDark, rand, 3, 24, 3) +
        ribbons(150, 206, 152, 40, "#66bb6a", rand, 8) +
        `<path d="M0 148C100 144 220 152 ${W} 146V${H}H0Z" fill="${C.soil}"/>` +
        `<path d="M0 148C100 144 220 152 ${W} 146V170H0Z" fill="${C.gravel}"/>` +
        rosette(130, 152, 28, "#6d4c41", { leaves: 6, width: 0.3, spread: 110 }) +
        rosette(196, 154, 24, C.greenDark, { leaves: 5, width: 0.32, spread: 110 }) +
        `<path d="M12 178h40M90 186h30M180 180h50M260 188h36" stroke="${C.soilTop}" stroke-width="2" stroke-linecap="round"/>` +
        floaters([8, 24, 44, 62, 84, 106, 126, 150, 170, 196, 218, 240, 262, 286, 304], 11, C.greenLight) +
        shoal([[150, 90], [172, 100], [130, 104]], "#ef5350", "#b71c1c", 0.9),
    ),

  mountain: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(18) +
        ground(150, 150, C.soil) +
        stone(64, 172, 96, 146, 10, "#8d8680") +
        stone(24, 176, 50, 92, 4, "#a39d97") +
        stone(262, 172, 100, 128, -10, "#8d8680") +
        stone(302, 176, 40, 80, -4, "#a39d97") +
        moss(70, 44, 20, rand, C.moss, 4) +
        moss(256, 66, 22, rand, C.moss, 4) +
        moss(100, 120, 18, rand, C.moss, 4) +
        stemGroup(160, 150, 40, "#9ccc65", rand, 5, 40, 2) +
        carpet(0, W, 166, C.greenLight, rand, 4) +
        sandPath(C.sand) +
        stone(132, 186, 20, 14, 2, C.stoneLight) +
        stone(210, 188, 18, 12, -2, C.stoneLight) +
        shoal([[150, 60], [168, 52], [178, 68], [140, 74]], "#90a4ae", C.fishAccent, 0.7),
    ),

  island: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(20) +
        ground(164, 160, C.sand, 3) +
        `<path d="M80 176C94 150 130 138 164 138C200 138 232 150 246 176Z" fill="${C.soil}"/>` +
        driftwood(["M120 160C130 130 148 104 150 74", "M150 108C166 94 184 86 200 82", "M140 124C124 110 110 104 96 104"], 6) +
        stone(170, 170, 56, 56, -4) +
        stone(128, 172, 40, 34, 4, C.stoneLight) +
        stone(206, 174, 30, 22, 0, C.stoneLight) +
        rosette(150, 92, 30, "#2e7d32", { leaves: 6, width: 0.24, spread: 120 }) +
        rosette(194, 120, 20, C.greenDark, { leaves: 5, width: 0.4, spread: 110, midrib: false }) +
        moss(100, 104, 16, rand, C.moss, 4) +
        moss(204, 84, 16, rand, C.moss, 4) +
        carpet(96, 236, 172, C.greenLight, rand, 4) +
        shoal([[40, 70], [62, 60], [58, 84], [260, 90], [280, 80]], C.fish, C.fishAccent, 0.9),
    ),

  triangle: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(20) +
        stemGroup(26, 164, 150, C.greenLight, rand, 4, 40, 4) +
        stemGroup(74, 164, 128, C.red, rand, 4, 34, 4) +
        stemGroup(116, 164, 96, C.green, rand, 4, 30, 3) +
        `<path d="M0 150L${W} 176V${H}H0Z" fill="${C.soil}"/>` +
        driftwood(["M40 170C70 150 110 130 170 128", "M70 156C80 130 76 104 66 86"], 7) +
        rosette(150, 168, 34, "#6d4c41", { leaves: 7, width: 0.24, spread: 110 }) +
        rosette(190, 172, 26, C.greenDark, { leaves: 6, width: 0.3, spread: 110 }) +
        `<path d="M0 164L${W} 182V${H}H0Z" fill="${C.sand}"/>` +
        carpet(150, W, 180, C.greenLight, rand, 3.5) +
        shoal([[232, 80], [254, 70], [246, 96], [272, 88], [216, 96]], C.fish, C.fishAccent, 0.9),
    ),

  nano: (rand) => {
    const x0 = 100;
    const y0 = 44;
    const size = 120;
    const floor = y0 + size;
    const inner =
      `<rect x="${x0}" y="${y0}" width="${size}" height="${size}" fill="${C.water}"/>` +
      `<rect x="${x0}" y="${y0}" width="${size}" height="8" fill="${C.surface}"/>` +
      `<path d="M${x0} ${floor - 22}C${x0 + 40} ${floor - 28} ${x0 + 80} ${floor - 20} ${x0 + size} ${floor - 24}V${floor}H${x0}Z" fill="${C.soil}"/>` +
      stone(x0 + 44, floor - 14, 40, 44, 6) +
      stone(x0 + 80, floor - 12, 24, 22, -3, C.stoneLight) +
      driftwood([`M${x0 + 70} ${floor - 20}C${x0 + 80} ${floor - 60} ${x0 + 96} ${floor - 76} ${x0 + 108} ${floor - 84}`], 4) +
      moss(x0 + 100, floor - 82, 16, rand, C.moss, 5) +
      moss(x0 + 40, floor - 56, 20, rand, C.moss, 5) +
      rosette(x0 + 18, floor - 16, 30, C.greenDark, { leaves: 5, width: 0.3, spread: 100 }) +
      rosette(x0 + 102, floor - 12, 18, "#6d4c41", { leaves: 5, width: 0.32, spread: 110 }) +
      carpet(x0, x0 + size, floor - 14, C.greenLight, rand, 3) +
      shrimp(x0 + 22, floor - 20) +
      shrimp(x0 + 58, floor - 62) +
      shrimp(x0 + 86, floor - 16) +
      shrimp(x0 + 30, floor - 48, "#ef5350");
    return (
      `<rect width="${W}" height="${H}" rx="12" fill="#f3ede4"/>` +
      `<rect x="0" y="186" width="${W}" height="14" fill="#d7ccc8"/>` +
      `<rect x="70" y="${floor + 2}" width="180" height="12" rx="2" fill="#8d6e63" stroke="#5d4037" stroke-width="1.5"/>` +
      `<rect x="80" y="${floor + 14}" width="10" height="${186 - floor - 14}" fill="#6d4c41"/><rect x="230" y="${floor + 14}" width="10" height="${186 - floor - 14}" fill="#6d4c41"/>` +
      inner +
      `<rect x="${x0}" y="${y0}" width="${size}" height="${size}" fill="none" stroke="#607d8b" stroke-width="3" rx="2"/>` +
      `<path d="M${x0 + 10} ${y0 + 14}v30" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".8"/>` +
      `<rect x="${x0 - 4}" y="${y0 - 12}" width="${size + 8}" height="8" rx="3" fill="#455a64"/>` +
      `<path d="M${x0 + size - 14} ${y0 - 4}v36" stroke="#455a64" stroke-width="5" stroke-linecap="round"/>`
    );
  },

  paludarium: (rand) => {
    const waterline = 112;
    return (
      `<rect width="${W}" height="${H}" rx="12" fill="#eef5ea"/>` +
      `<path d="M0 ${waterline}H${W}V188Q${W} ${H} 308 ${H}H12Q0 ${H} 0 188Z" fill="#d3e9ee"/>` +
      `<path d="M0 ${waterline}H${W}" stroke="#7fb3c2" stroke-width="2"/>` +
      `<path d="M186 ${waterline + 6}h30M246 ${waterline + 10}h40" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/>` +
      // the land: a bank of soil and stone rising out of the water on the left
      `<path d="M0 58C40 52 90 60 130 80C160 96 176 130 190 ${H}H0Z" fill="#6d5646" stroke="#4e3b2f" stroke-width="1.5"/>` +
      stone(150, 150, 54, 60, -6) +
      stone(110, 96, 46, 36, 4, "#a39d97") +
      stemGroup(300, 186, 64, "#7cb342", rand, 3, 24, 3) +
      rosette(250, 190, 40, C.greenDark, { leaves: 6, width: 0.28, spread: 100 }) +
      ground(186, 184, C.sand, 2) +
      // above the water: broad-leaved land plants and a fittonia with pale veins
      rosette(40, 60, 44, C.greenDark, { leaves: 7, width: 0.32, spread: 130 }) +
      rosette(86, 66, 30, "#33691e", { leaves: 5, width: 0.4, spread: 120 }) +
      rosette(18, 62, 18, "#9ccc65", { leaves: 5, width: 0.5, spread: 140 }) +
      rosette(64, 60, 14, "#9ccc65", { leaves: 5, width: 0.5, spread: 140 }) +
      moss(130, 80, 22, rand, C.moss, 5) +
      moss(166, 112, 18, rand, C.moss, 4) +
      shoal([[222, 130], [246, 138], [232, 150]], C.fish, C.fishAccent, 0.9) +
      `<rect width="${W}" height="${H}" rx="12" fill="none" stroke="#b0c4cc" stroke-width="2"/>`
    );
  },
};

/**
 * A standalone SVG of the scene, titled with what it shows. Meant to be served as an image (`<img src>`), where
 * its ids cannot clash with a page's.
 */
export function renderAquascapeIllustration(scene: AquascapeScene): string {
  const draw = SCENES[scene] ?? SCENES.nature;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(SCENE_TITLES[scene] ?? SCENE_TITLES.nature)}</title>`,
    `<defs><clipPath id="c"><rect width="${W}" height="${H}" rx="12"/></clipPath></defs>`,
    `<g clip-path="url(#c)">${draw(random(scene))}</g>`,
    `</svg>`,
  ].join("");
}

/** Path prefix of the generated aquascape pictures. */
export const AQUASCAPE_ILLUSTRATION_PREFIX = "/illustrations/aquascapes/";

/**
 * Where a scene's illustration is served. The version query is a fingerprint of the drawing itself, so any
 * change to a drawing gives it a new address and the response can be cached for good.
 */
export function aquascapeIllustrationUrl(scene: AquascapeScene): string {
  return `${AQUASCAPE_ILLUSTRATION_PREFIX}${scene}?v=${shortHash(renderAquascapeIllustration(scene))}`;
}

/** Width and height of every scene, for the <img> that shows it. */
export const AQUASCAPE_ILLUSTRATION_SIZE = { width: W, height: H } as const;
