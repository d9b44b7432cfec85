import { darken } from "../svg";
import { C } from "./canvas";

/** The animals that give a scene its scale: small fish in shoals, dwarf shrimp. */

/** A small shoal of fish, facing left like the fish illustrations. */
export function shoal(points: [number, number][], body = C.fish, accent = C.fishAccent, size = 1): string {
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
export function shrimp(x: number, y: number, fill = "#e53935"): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="M0 0C2 -5 9 -6 13 -2C14 0 12 2 10 1C8 4 3 4 0 0Z" fill="${fill}" stroke="${darken(fill, 0.4)}" stroke-width="0.7"/>` +
    `<path d="M13 -3l5 -3M13 -2l5 0" stroke="${darken(fill, 0.2)}" stroke-width="0.6"/></g>`
  );
}
