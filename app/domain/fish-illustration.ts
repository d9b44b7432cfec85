import type { Illustration } from "../../db/seed/species-schema";

/**
 * Generated species illustrations: a flat vector drawing of a fish of the right build, in the species' own
 * colours, as a small standalone SVG. Pure and isomorphic; the route /illustrations/fish/:slug serves it and the
 * seed points a species' imageUrl at that route. Every fish faces left, inside a 240 x 140 card.
 */

/** Bump when any drawing changes, so every illustration URL changes and caches fetch the new picture. */
export const ILLUSTRATION_VERSION = "1";

export type IllustrationShape = Illustration["shape"];
export type IllustrationPattern = Illustration["pattern"];
export type FishIllustrationInput = Pick<Illustration, "shape" | "pattern" | "colors"> & { name: string };

const WIDTH = 240;
const HEIGHT = 140;

type ShapeDrawing = {
  /** The body outline; the pattern is clipped to it. */
  body: string;
  /** Fins behind the body, tail first. */
  back: string[];
  /** Fins over the body (pectoral, pelvic). */
  front?: string[];
  /** Fine details stroked in the outline colour: gill cover, barbels, plates. */
  lines?: string;
  /** Thread-like fins stroked in the fin colour. */
  threads?: string;
  /** Parts filled in the accent colour (the swordtail's sword). */
  accent?: string;
  /** Eye centre and radius. */
  eye: [number, number, number];
  /** The body's extent [x0, y0, x1, y1] that patterns are laid out in. */
  box: [number, number, number, number];
  /** Height of the lateral stripe's centre. */
  stripeY: number;
};

// One hand-drawn set of paths per body shape. Coordinates are whole numbers in the 240 x 140 view box.
const SHAPES: Record<IllustrationShape, ShapeDrawing> = {
  torpedo: {
    body: "M26 72C34 60 62 52 100 52C136 52 166 60 184 66L184 78C166 84 136 90 104 90C66 90 36 84 26 72Z",
    back: [
      "M180 67L214 44L205 72L214 98L180 77Z",
      "M98 53L116 32L130 53Z",
      "M156 57L162 49L168 58Z",
      "M114 89L128 104L150 87Z",
    ],
    front: ["M60 80C66 92 76 96 84 84Z"],
    lines: "M52 60C58 68 58 78 53 85",
    eye: [42, 68, 6],
    box: [26, 52, 184, 90],
    stripeY: 68,
  },
  deep: {
    body: "M20 72C28 62 40 46 56 36C72 28 88 24 104 24C142 24 166 48 180 64L180 80C166 96 142 118 104 118C84 118 66 112 52 102C38 92 28 82 20 72Z",
    back: [
      "M176 66L212 36L202 72L212 108L176 80Z",
      "M88 26L110 4L134 30Z",
      "M112 116L124 134L150 108Z",
      "M70 112L64 130L84 116Z",
    ],
    front: ["M56 84C62 98 74 102 80 90Z"],
    lines: "M54 48C64 62 64 84 56 98",
    eye: [40, 62, 7],
    box: [20, 24, 180, 118],
    stripeY: 68,
  },
  disc: {
    body: "M30 72C30 38 60 18 100 18C142 18 170 42 170 72C170 104 142 126 100 126C60 126 30 106 30 72Z",
    back: [
      "M164 62L196 44C204 62 204 82 196 100L164 82Z",
      "M64 30C70 20 84 10 104 10C140 10 172 30 179 62L166 64C164 44 140 22 100 18C86 18 74 22 64 30Z",
      "M64 114C70 124 84 134 104 134C140 134 172 114 179 82L166 80C164 100 140 122 100 126C86 126 74 122 64 114Z",
    ],
    front: ["M62 90C64 104 76 110 84 98Z"],
    lines: "M58 44C70 60 70 86 58 100",
    eye: [44, 62, 7],
    box: [30, 18, 170, 126],
    stripeY: 72,
  },
  angelfish: {
    body: "M44 70C52 60 60 44 76 36C88 30 100 30 110 32C132 38 150 56 158 70C150 84 132 102 110 108C100 110 88 110 76 104C60 96 52 80 44 70Z",
    back: [
      "M154 70L202 42C194 60 194 80 202 98Z",
      "M84 34C104 18 136 4 174 2C160 20 152 40 148 54Z",
      "M84 106C104 122 136 136 174 138C160 120 152 100 148 86Z",
    ],
    front: ["M76 80C80 90 90 94 94 84Z"],
    lines: "M70 48C80 60 80 82 70 94",
    threads: "M88 104C84 116 80 126 76 138M94 106C92 116 90 126 88 136",
    eye: [58, 62, 6],
    box: [44, 30, 158, 110],
    stripeY: 70,
  },
  cichlid: {
    body: "M22 74C26 52 62 36 104 36C146 36 170 54 180 66L180 80C168 92 144 104 104 104C64 104 28 94 22 74Z",
    back: [
      "M176 68C194 52 212 50 220 56C226 66 226 82 220 92C212 98 194 94 176 78Z",
      "M60 40L66 24L76 30L84 20L94 28L104 18L114 28L126 20L138 30C160 26 178 40 182 62L170 58C150 46 110 38 60 40Z",
      "M120 102L132 124C150 126 168 112 178 82L166 86C150 96 136 102 120 102Z",
    ],
    front: ["M58 84C62 98 74 104 82 92Z", "M80 100L76 118L92 104Z"],
    lines: "M52 50C62 62 62 82 54 94M22 74L30 76",
    eye: [42, 64, 7],
    box: [22, 36, 180, 104],
    stripeY: 70,
  },
  livebearer: {
    body: "M34 72C40 60 62 54 92 54C116 54 134 62 144 66L144 80C132 84 114 92 90 92C62 92 40 86 34 72Z",
    back: [
      "M140 68C162 40 198 22 226 28C236 52 236 92 226 114C198 120 162 104 140 78Z",
      "M92 55C104 38 128 36 142 44L138 62Z",
      "M104 90L112 106L128 86Z",
    ],
    front: ["M62 80C66 90 74 94 80 84Z"],
    lines: "M56 60C62 68 62 80 56 86",
    eye: [46, 67, 6],
    box: [34, 54, 144, 92],
    stripeY: 70,
  },
  swordtail: {
    body: "M24 72C34 58 64 50 104 50C136 50 156 58 170 64L170 80C156 84 136 92 104 92C64 92 34 86 24 72Z",
    back: [
      "M166 66L196 46C202 58 202 74 198 84L168 80Z",
      "M96 51C108 34 130 32 142 40L140 56Z",
      "M110 91L120 106L136 88Z",
    ],
    accent: "M168 78L198 82L236 100L234 106L196 92L168 82Z",
    front: ["M56 80C60 92 70 96 78 86Z"],
    lines: "M50 58C56 66 56 80 50 86",
    eye: [40, 67, 6],
    box: [24, 50, 170, 92],
    stripeY: 70,
  },
  betta: {
    body: "M30 68C36 56 64 50 96 52C120 54 138 60 150 66L150 78C136 84 116 90 94 90C62 90 36 82 30 68Z",
    back: [
      "M146 62C170 22 210 10 232 26C224 40 236 50 228 62C236 74 226 84 232 96C226 106 234 116 226 124C206 134 168 120 146 80Z",
      "M96 53C110 30 138 24 164 34C158 44 156 54 150 64Z",
      "M66 88C84 124 132 136 176 124C166 112 154 94 148 78Z",
    ],
    front: ["M54 78C58 88 66 90 72 82Z"],
    lines: "M48 58C54 66 54 78 48 84",
    threads: "M72 88C68 102 66 116 68 128M76 88C74 102 74 114 76 126",
    eye: [40, 66, 6],
    box: [30, 50, 150, 90],
    stripeY: 70,
  },
  gourami: {
    body: "M26 70C34 48 70 38 108 38C146 38 166 54 174 66L174 80C164 92 142 104 104 104C66 104 34 92 26 70Z",
    back: [
      "M170 68C190 48 214 48 222 58C228 66 228 80 222 88C214 98 190 98 170 80Z",
      "M118 40C136 28 162 36 176 62L162 56C150 46 136 42 118 40Z",
      "M72 100C100 118 150 118 178 86L166 84C144 98 110 104 72 100Z",
    ],
    front: ["M58 78C62 90 72 94 78 84Z"],
    lines: "M52 50C62 62 62 80 54 92",
    threads: "M64 94C78 118 112 132 164 130M68 94C86 116 116 126 152 126",
    eye: [42, 64, 6],
    box: [26, 38, 174, 104],
    stripeY: 70,
  },
  corydoras: {
    body: "M28 88C30 64 58 42 94 40C130 38 156 54 174 68L174 82C152 92 120 98 88 98C58 98 32 96 28 88Z",
    back: [
      "M170 70L206 48L198 76L206 104L170 82Z",
      "M80 44L92 10L124 44Z",
      "M146 54L156 44L162 60Z",
      "M130 94L142 110L160 90Z",
    ],
    front: ["M54 90C50 104 60 112 72 102Z", "M96 98L92 112L108 100Z"],
    lines: "M54 54C62 64 62 80 56 92M64 70L172 74M30 92C24 96 20 100 14 102M32 94C28 100 26 106 22 110",
    eye: [46, 66, 6],
    box: [28, 40, 174, 98],
    stripeY: 72,
  },
  pleco: {
    body: "M22 94C24 70 52 56 88 54C128 52 160 66 186 78L186 90C160 96 120 102 80 102C50 102 24 102 22 94Z",
    back: [
      "M182 80L222 64L214 88L230 112L182 92Z",
      "M74 58C84 28 118 20 142 28L140 64Z",
      "M150 66L160 58L164 70Z",
      "M126 100L140 118L158 96Z",
    ],
    front: ["M46 98C52 122 86 124 100 102Z"],
    lines: "M60 58C68 70 68 86 62 96M24 82C18 78 16 74 18 70M28 78C26 72 28 68 32 66M22 90C16 90 12 92 10 96",
    eye: [52, 72, 5],
    box: [22, 52, 186, 102],
    stripeY: 78,
  },
  catfish: {
    body: "M20 78C28 64 60 56 104 58C144 60 170 66 186 70L186 78C168 84 134 92 96 92C58 92 28 88 20 78Z",
    back: [
      "M182 70L230 40L212 74L230 110L182 78Z",
      "M78 60L90 26L110 60Z",
      "M150 62L160 54L166 66Z",
      "M128 90L142 104L166 84Z",
    ],
    front: ["M50 84C44 100 54 106 64 94Z"],
    lines: "M44 64C50 70 50 80 46 86M22 74C44 40 90 24 140 30M22 80C36 100 70 118 116 122M24 84C30 96 38 104 50 110",
    eye: [36, 72, 5],
    box: [20, 56, 186, 92],
    stripeY: 74,
  },
  loach: {
    body: "M22 84C26 64 60 48 104 48C144 48 170 60 186 70L186 80C166 88 132 96 96 96C58 96 28 94 22 84Z",
    back: [
      "M182 70L218 50C212 62 210 68 208 76C210 84 212 90 218 102L182 80Z",
      "M96 50C102 36 122 32 132 48Z",
      "M124 94C130 106 146 108 152 90Z",
    ],
    front: ["M56 90C54 102 64 106 72 96Z", "M100 96L98 108L112 98Z"],
    lines: "M50 58C58 68 58 82 52 92M24 86C20 92 18 96 14 98M26 88C24 94 24 100 22 104M28 90C30 96 32 100 30 106",
    eye: [40, 70, 5],
    box: [22, 48, 186, 96],
    stripeY: 72,
  },
  eel: {
    body:
      "M18 69C23 69 38 70 47 70C57 70 67 69 77 67C86 65 96 61 106 59C116 56 125 53 135 53C145 52 155 54 164 57C174 59 184 64 194 67C203 70 218 74 223 76C227 76 227 86 223 86C218 85 203 83 194 81C184 79 174 75 164 74C155 73 145 73 135 74C125 75 116 78 106 81C96 83 86 87 77 89C67 91 57 93 47 92C38 90 23 83 18 81C10 81 10 69 18 69Z",
    back: [
      "M218 77L234 68C238 75 238 87 234 94L218 85Z",
    ],
    lines: "M12 76C8 78 6 80 4 84M14 78C12 82 10 86 10 90",
    eye: [24, 72, 3],
    box: [10, 52, 227, 93],
    stripeY: 72,
  },
  killifish: {
    body: "M22 64L32 60C52 54 90 52 128 56C152 58 166 62 176 66L176 80C160 86 130 94 100 94C64 94 36 84 22 68Z",
    back: [
      "M172 66C190 48 212 40 230 42C220 60 220 86 230 104C212 106 190 98 172 80Z",
      "M116 56C128 40 154 34 178 46L176 66L160 62Z",
      "M108 92C122 110 150 114 178 102L176 80L160 84Z",
    ],
    front: ["M56 76C60 88 70 92 76 82Z"],
    lines: "M48 58C56 66 56 80 50 86M22 64L30 66",
    eye: [38, 64, 6],
    box: [22, 52, 176, 94],
    stripeY: 72,
  },
  rainbowfish: {
    body: "M24 76C36 56 74 34 116 34C148 34 168 54 180 66L180 80C166 92 144 106 112 106C76 106 38 94 24 76Z",
    back: [
      "M176 68L212 42L202 74L212 104L176 80Z",
      "M78 42L90 12L110 37Z",
      "M120 36C134 24 150 20 162 22C166 34 172 48 180 62L168 58C156 46 140 38 120 36Z",
      "M84 104L164 122L180 82L168 84C150 96 120 104 84 104Z",
    ],
    front: ["M56 84C60 96 72 100 78 90Z"],
    lines: "M52 56C60 66 60 84 54 96",
    eye: [40, 70, 7],
    box: [24, 34, 180, 106],
    stripeY: 72,
  },
  hatchetfish: {
    body: "M26 50L180 58L184 70C162 74 144 80 126 96C104 116 74 126 54 112C36 100 28 76 26 50Z",
    back: [
      "M180 60L210 42L202 66L210 90L182 70Z",
      "M140 57L152 38L162 58Z",
      "M128 92L148 104L162 76Z",
      "M64 60C90 40 120 26 150 22C130 36 104 52 80 66Z",
    ],
    lines: "M48 54C52 64 52 78 48 88",
    eye: [40, 60, 8],
    box: [26, 50, 184, 124],
    stripeY: 62,
  },
  shark: {
    body: "M16 74C30 60 70 52 116 52C148 52 170 60 184 66L184 78C168 86 136 92 100 92C60 92 28 86 16 74Z",
    back: [
      "M178 68C196 52 214 38 234 24C224 48 214 62 210 72C214 82 224 96 234 120C214 106 196 92 178 78Z",
      "M86 54C94 40 102 24 108 10C116 28 126 44 136 54Z",
      "M128 90L140 106L158 86Z",
    ],
    front: ["M56 82C56 98 68 104 78 90Z", "M96 92L94 106L110 94Z"],
    lines: "M46 60C52 68 52 80 46 86",
    eye: [34, 68, 6],
    box: [16, 52, 184, 92],
    stripeY: 70,
  },
  puffer: {
    body: "M34 78C34 46 70 28 108 30C146 32 168 56 170 74C170 98 146 114 106 114C66 114 34 104 34 78Z",
    back: [
      "M164 68L192 54C198 66 198 82 192 94L164 82Z",
      "M132 38C140 26 156 30 160 46Z",
      "M132 110C140 124 156 120 160 102Z",
    ],
    front: ["M82 78L98 66C103 72 103 81 98 88Z"],
    lines: "M30 80L36 80M66 44C74 58 74 78 70 88",
    eye: [56, 56, 9],
    box: [34, 30, 170, 114],
    stripeY: 80,
  },
  knifefish: {
    body: "M16 66C26 52 62 48 104 54C146 60 192 68 230 72C192 76 146 82 104 88C64 94 26 86 16 66Z",
    back: [
      "M46 84C60 96 70 102 80 104C100 108 124 102 146 96C170 90 196 82 226 74L190 76C150 82 110 88 76 90C62 90 52 88 46 84Z",
    ],
    front: ["M48 74C52 84 60 88 66 80Z"],
    lines: "M40 54C46 62 46 74 40 82M80 104L84 92M100 106L104 89M122 103L124 86M144 97L146 83M166 92L168 80M188 85L188 77",
    eye: [30, 64, 5],
    box: [16, 48, 230, 94],
    stripeY: 68,
  },
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const FALLBACK = { body: "#90a4ae", accent: "#37474f", fins: "#b0bec5" };

/** Only a six-digit hex colour may reach the SVG; anything else becomes the neutral fallback. */
function hexOr(value: unknown, fallback: string): string {
  return typeof value === "string" && HEX.test(value) ? value.toLowerCase() : fallback;
}

/** The colour mixed towards black by `amount` (0-1): outlines are a darker shade of what they surround. */
function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - amount)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** Text for SVG content and attributes: markup characters become entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[char]};`);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The pattern's marks, laid out in the body's box; the caller clips them to the body. */
function patternMarks(pattern: IllustrationPattern, drawing: ShapeDrawing, accent: string): string {
  const [x0, y0, x1, y1] = drawing.box;
  const w = x1 - x0;
  const h = y1 - y0;
  switch (pattern) {
    case "stripe": {
      const thickness = round(Math.max(4, Math.min(10, h * 0.16)));
      const start = round(x0 + w * 0.16);
      return `<rect x="${start}" y="${round(drawing.stripeY - thickness / 2)}" width="${round(x1 - start)}" height="${thickness}" rx="${round(thickness / 2)}" fill="${accent}"/>`;
    }
    case "bars": {
      const count = Math.max(3, Math.min(5, Math.round(w / h) + 1));
      const barWidth = round(Math.min(w * 0.09, 16));
      const first = x0 + w * 0.2;
      const step = (w * 0.68) / (count - 1);
      let bars = "";
      for (let i = 0; i < count; i++) {
        bars += `M${round(first + i * step)} ${y0}h${barWidth}l-3 ${h}h-${barWidth}z`;
      }
      return `<path d="${bars}" fill="${accent}"/>`;
    }
    case "spots": {
      const size = round(Math.max(8, Math.min(14, h / 4)));
      return (
        `<pattern id="s" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(20)">` +
        `<circle cx="${round(size / 2)}" cy="${round(size / 2)}" r="${round(size * 0.22)}" fill="${accent}"/></pattern>` +
        `<rect x="${round(x0 + w * 0.14)}" y="${y0}" width="${round(w * 0.86)}" height="${h}" fill="url(#s)"/>`
      );
    }
    case "band": {
      const left = x0 + w * 0.5;
      const right = x0 + w * 0.72;
      return `<path d="M${round(left)} ${y0}H${round(right)}L${round(right + w * 0.08)} ${y1}H${round(left + w * 0.12)}Z" fill="${accent}"/>`;
    }
    default:
      return "";
  }
}

/**
 * A standalone SVG of the species: its shape's outline, pattern and colours, with the name as its title. Meant to
 * be served as an image (`<img src>`), where its ids cannot clash with a page's.
 */
export function renderFishIllustration({ name, shape, pattern, colors }: FishIllustrationInput): string {
  const drawing = SHAPES[shape] ?? SHAPES.torpedo;
  const body = hexOr(colors?.body, FALLBACK.body);
  const accent = hexOr(colors?.accent, FALLBACK.accent);
  const fins = hexOr(colors?.fins, FALLBACK.fins);
  const outline = darken(body, 0.55);
  const finOutline = darken(fins, 0.45);
  const [ex, ey, er] = drawing.eye;
  const [x0, y0, x1, y1] = drawing.box;

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(name)}</title>`,
    `<defs><path id="b" d="${drawing.body}"/><clipPath id="c"><use href="#b"/></clipPath></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="#e6f2f5"/>`,
    `<path d="M0 124Q60 116 120 124T240 124V128Q240 140 228 140H12Q0 140 0 128Z" fill="#cfe6eb"/>`,
    `<g fill="none" stroke="#9ccbd6" stroke-width="1.5"><circle cx="14" cy="40" r="3.5"/><circle cx="22" cy="24" r="2.5"/></g>`,
    `<g fill="${fins}" stroke="${finOutline}" stroke-width="1.5" stroke-linejoin="round">${drawing.back.map((d) => `<path d="${d}"/>`).join("")}</g>`,
    drawing.accent ? `<path d="${drawing.accent}" fill="${accent}" stroke="${darken(accent, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>` : "",
    `<use href="#b" fill="${body}"/>`,
    `<g clip-path="url(#c)">${patternMarks(pattern, drawing, accent)}`,
    `<ellipse cx="${round((x0 + x1) / 2)}" cy="${y1}" rx="${round((x1 - x0) * 0.42)}" ry="${round((y1 - y0) * 0.3)}" fill="#fff" opacity=".22"/></g>`,
    `<use href="#b" fill="none" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`,
    drawing.threads ? `<path d="${drawing.threads}" fill="none" stroke="${fins}" stroke-width="2.5" stroke-linecap="round"/>` : "",
    drawing.front
      ? `<g fill="${fins}" stroke="${finOutline}" stroke-width="1.5" stroke-linejoin="round">${drawing.front.map((d) => `<path d="${d}"/>`).join("")}</g>`
      : "",
    drawing.lines ? `<path d="${drawing.lines}" fill="none" stroke="${outline}" stroke-width="1.5" stroke-linecap="round"/>` : "",
    `<circle cx="${ex}" cy="${ey}" r="${er}" fill="#fff" stroke="${accent}" stroke-width="1.5"/>`,
    `<circle cx="${round(ex - er * 0.2)}" cy="${ey}" r="${round(er * 0.55)}" fill="#1a1a1a"/>`,
    `</svg>`,
  ];
  return parts.join("");
}

/** FNV-1a, 32 bits, as base 36: a short, stable fingerprint that needs no crypto module. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Where a species' illustration is served. The version query changes whenever the drawing would (a new
 * ILLUSTRATION_VERSION, shape, pattern or colour), so the response can be cached for good.
 */
export function illustrationUrl(slug: string, illustration: Pick<Illustration, "shape" | "pattern" | "colors">): string {
  const { shape, pattern, colors } = illustration;
  const fingerprint = shortHash([ILLUSTRATION_VERSION, shape, pattern, colors.body, colors.accent, colors.fins].join("|").toLowerCase());
  return `/illustrations/fish/${encodeURIComponent(slug)}?v=${fingerprint}`;
}

/** Path prefix of generated illustrations: an imageUrl starting with it was set by the seed, not by an admin. */
export const ILLUSTRATION_PATH_PREFIX = "/illustrations/fish/";
