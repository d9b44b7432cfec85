/**
 * What every generated drawing needs from SVG itself: text made safe for markup, coordinates kept short, outlines
 * shaded from their fill, the document around a drawing, and the fingerprint that addresses and ETags are made of.
 * Pure and isomorphic, like the drawings.
 */

/** Text for SVG content and attributes: markup characters become entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[char]};`);
}

/** A coordinate to one decimal: at these sizes a finer step is invisible and only adds bytes. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A six-digit hex colour mixed towards black by `amount` (0-1): outlines are a darker shade of what they surround. */
export function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - amount)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
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

export type SvgSize = { readonly width: number; readonly height: number };

/**
 * A standalone SVG document of the given size around `content`, with `title` as its accessible name. Meant to be
 * served as an image (`<img src>`), where the ids inside it (the title's `t`, a drawing's own) cannot clash with
 * a page's.
 */
export function svgDocument({ width, height }: SvgSize, title: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>` +
    content +
    `</svg>`
  );
}

/** `content` clipped to the card's rounded corners, for drawings that run to the edges. Uses the id `c`. */
export function clipToCard({ width, height }: SvgSize, content: string): string {
  return `<defs><clipPath id="c"><rect width="${width}" height="${height}" rx="12"/></clipPath></defs><g clip-path="url(#c)">${content}</g>`;
}
