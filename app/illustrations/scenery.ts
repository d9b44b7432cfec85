import type { SvgSize } from "./svg";

/**
 * The scenery the fish, product and video drawings share, so that they read as one set: the card's water and
 * bubbles, the colours of ink, glass, water, sand, stone and leaves, a glass tank, grass and a light bar's LEDs.
 */

// The card: pale water, a lighter band at the bottom, outlined bubbles. The aquascapes paint the same water.
export const CARD_WATER = "#e6f2f5";
export const CARD_SURFACE = "#cfe6eb";
const BUBBLE = "#9ccbd6";

// Outlines are dark slate; water and glass are the card's blues.
export const INK = "#263238";
export const WATER = "#8fd0e0";
export const WATER_LINE = "#5fb3c8";
export const GLASS = "#dff1f6";
export const SAND = "#c9a26b";
export const SAND_LINE = "#8d6e45";
export const STONE = "#90a4ae";
export const STONE_LINE = "#455a64";
export const LEAF = "#43a047";
export const LEAF_LIGHT = "#66bb6a";
export const LEAF_LINE = "#1b5e20";

/** The card the fish and product drawings stand on. */
export const SMALL_CARD: SvgSize = { width: 240, height: 140 };

/** Two bubbles rising near the card's left edge, the lower one at height `y`. */
export function bubbles(y: number): string {
  return `<g fill="none" stroke="${BUBBLE}" stroke-width="1.5"><circle cx="14" cy="${y}" r="3.5"/><circle cx="22" cy="${y - 16}" r="2.5"/></g>`;
}

/** The small card itself: rounded water, the lighter band along its bottom, two bubbles. */
export function smallCardBackdrop(): string {
  return (
    `<rect width="240" height="140" rx="12" fill="${CARD_WATER}"/>` +
    `<path d="M0 124Q60 116 120 124T240 124V128Q240 140 228 140H12Q0 140 0 128Z" fill="${CARD_SURFACE}"/>` +
    bubbles(40)
  );
}

/**
 * Three blades of grass standing on `ground` from x, 8 apart, with the given heights; `spread` is how far each
 * blade's base curves out to the left and to the right.
 */
export function grassClump(
  x: number,
  ground: number,
  heights: readonly [number, number, number],
  spread: readonly [number, number],
): string {
  const [left, right] = spread;
  const blade = (bx: number, h: number, lean: number, fill: string) =>
    `<path d="M${bx} ${ground}C${bx - left + lean} ${ground - h * 0.5} ${bx - 2 + lean} ${ground - h * 0.85} ${bx + lean} ${ground - h}C${bx + 4 + lean} ${ground - h * 0.7} ${bx + right} ${ground - h * 0.4} ${bx + 3} ${ground}Z" fill="${fill}"/>`;
  return (
    `<g stroke="${LEAF_LINE}" stroke-width="1.2" stroke-linejoin="round">` +
    blade(x, heights[0], -6, LEAF) +
    blade(x + 8, heights[1], 2, LEAF_LIGHT) +
    blade(x + 16, heights[2], 8, LEAF) +
    `</g>`
  );
}

/** Where a whole tank stands: its glass pane's box, and the height its water is filled to. */
export type TankFrame = { x: number; y: number; width: number; height: number; waterTop: number };

/** A whole tank seen from the front: the glass pane, the water inside it, and the water's surface line. */
export function glassTank({ x, y, width, height, waterTop }: TankFrame): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="${GLASS}" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="${x + 2}" y="${waterTop}" width="${width - 4}" height="${y + height - 2 - waterTop}" fill="${WATER}"/>` +
    `<path d="M${x + 2} ${waterTop}H${x + width - 2}" stroke="${WATER_LINE}" stroke-width="2"/>`
  );
}

/** The black trim along a whole tank's top and bottom edges, drawn last so that it covers what the tank holds. */
export function tankTrim({ x, y, width, height }: TankFrame): string {
  return (
    `<rect x="${x - 3}" y="${y - 3}" width="${width + 6}" height="6" rx="1.5" fill="${INK}"/>` +
    `<rect x="${x - 3}" y="${y + height - 3}" width="${width + 6}" height="6" rx="1.5" fill="${INK}"/>`
  );
}

const LED_COLOURS = ["#fff59d", "#ffffff", "#ef9a9a", "#a5d6a7", "#90caf9"];

/** The LEDs along a light bar: `count` of them from x, `step` apart, at height y, white among the colours. */
export function ledRow(count: number, x: number, step: number, y: number): string {
  return Array.from(
    { length: count },
    (_, i) => `<rect x="${x + i * step}" y="${y}" width="6" height="3" rx="1" fill="${LED_COLOURS[i % LED_COLOURS.length]}"/>`,
  ).join("");
}
