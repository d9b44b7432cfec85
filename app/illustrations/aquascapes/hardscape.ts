import { darken, round1 } from "../svg";
import { C, H, W } from "./canvas";

/** The hardscape: the ground and sand, stones and pebbles, driftwood. */

/** The ground: from a left height to a right height with a gentle swell, down to the card's bottom. */
export function ground(yLeft: number, yRight: number, fill: string, swell = 4): string {
  const mid = (yLeft + yRight) / 2;
  return `<path d="M0 ${yLeft}C${W * 0.3} ${round1(mid - swell)} ${W * 0.6} ${round1(mid + swell)} ${W} ${yRight}V${H}H0Z" fill="${fill}"/>`;
}

/** A sand path winding from the front towards the back. */
export function sandPath(fill: string): string {
  return `<path d="M126 ${H}C140 182 168 176 158 166C150 158 162 150 166 146L176 146C174 152 168 158 176 166C188 180 196 190 214 ${H}Z" fill="${fill}"/>`;
}

/** An angular stone standing on `baseY`: `lean` tips its top sideways. */
export function stone(cx: number, baseY: number, w: number, h: number, lean = 0, fill = C.stone): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const top = baseY - h;
  const d = `M${round1(x0)} ${baseY}L${round1(x0 + w * 0.08)} ${round1(baseY - h * 0.55)}L${round1(cx - w * 0.18 + lean)} ${round1(top + h * 0.06)}L${round1(cx + w * 0.06 + lean)} ${round1(top)}L${round1(cx + w * 0.3 + lean * 0.6)} ${round1(baseY - h * 0.7)}L${round1(x1)} ${round1(baseY - h * 0.28)}L${round1(x1 - w * 0.04)} ${baseY}Z`;
  const facet = `M${round1(cx + w * 0.06 + lean)} ${round1(top)}L${round1(cx - w * 0.02 + lean * 0.4)} ${round1(baseY - h * 0.45)}L${round1(cx + w * 0.12)} ${baseY}`;
  return (
    `<path d="${d}" fill="${fill}" stroke="${darken(fill, 0.45)}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${facet}" fill="none" stroke="${darken(fill, 0.25)}" stroke-width="1.2" stroke-linecap="round"/>`
  );
}

/** A rounded river pebble. */
export function pebble(cx: number, cy: number, rx: number, ry: number, fill: string): string {
  return `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(rx)}" ry="${round1(ry)}" fill="${fill}" stroke="${darken(fill, 0.4)}" stroke-width="1.2"/>`;
}

/** Branchy driftwood: a trunk and branches stroked thick, in two tones. */
export function driftwood(paths: string[], width = 9): string {
  const d = paths.join("");
  return (
    `<path d="${d}" fill="none" stroke="${C.woodDark}" stroke-width="${width + 3}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.wood}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
