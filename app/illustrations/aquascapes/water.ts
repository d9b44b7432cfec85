import { H, W } from "./canvas";

/** The water a scene stands in, and light on it. */

/** Light shimmer lines under the surface. */
export function shimmer(y: number, stroke = "#ffffff"): string {
  return `<path d="M24 ${y}h26M92 ${y + 4}h18M170 ${y}h30M250 ${y + 3}h22" stroke="${stroke}" stroke-width="2" stroke-linecap="round" opacity=".7"/>`;
}

/** The tank's water filling the card, with a paler band of surface along the top. */
export function tank(water: string, surface: string, inner: string): string {
  return `<rect width="${W}" height="${H}" rx="12" fill="${water}"/>` + `<rect width="${W}" height="12" fill="${surface}"/>` + inner;
}
