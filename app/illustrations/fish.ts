import type { Illustration } from "../domain/species";
import { BODY_SHAPES } from "./fish/body-shapes";
import { patternMarks } from "./fish/patterns";
import { SMALL_CARD, smallCardBackdrop } from "./scenery";
import { darken, round1, shortHash, svgDocument } from "./svg";

/**
 * Generated species illustrations: a flat vector drawing of a fish of the right build, in the species' own
 * colours, as a small standalone SVG. Pure and isomorphic; the route /illustrations/fish/:slug serves it and the
 * seed points a species' imageUrl at that route. Every fish faces left, inside a 240 x 140 card.
 */

/** Bump when any drawing changes, so every illustration URL changes and caches fetch the new picture. */
export const ILLUSTRATION_VERSION = "1";

export type FishIllustrationInput = Pick<Illustration, "shape" | "pattern" | "colors"> & { name: string };

const HEX = /^#[0-9a-fA-F]{6}$/;
const FALLBACK = { body: "#90a4ae", accent: "#37474f", fins: "#b0bec5" };

/** Only a six-digit hex colour may reach the SVG; anything else becomes the neutral fallback. */
function hexOr(value: unknown, fallback: string): string {
  return typeof value === "string" && HEX.test(value) ? value.toLowerCase() : fallback;
}

/**
 * A standalone SVG of the species: its shape's outline, pattern and colours, with the name as its title. Meant to
 * be served as an image (`<img src>`), where its ids cannot clash with a page's.
 */
export function renderFishIllustration({ name, shape, pattern, colors }: FishIllustrationInput): string {
  const drawing = BODY_SHAPES[shape] ?? BODY_SHAPES.torpedo;
  const body = hexOr(colors?.body, FALLBACK.body);
  const accent = hexOr(colors?.accent, FALLBACK.accent);
  const fins = hexOr(colors?.fins, FALLBACK.fins);
  const outline = darken(body, 0.55);
  const finOutline = darken(fins, 0.45);
  const [x0, y0, x1, y1] = drawing.box;

  const parts = [
    `<defs><path id="b" d="${drawing.body}"/><clipPath id="c"><use href="#b"/></clipPath></defs>`,
    smallCardBackdrop(),
    `<g fill="${fins}" stroke="${finOutline}" stroke-width="1.5" stroke-linejoin="round">${drawing.back.map((d) => `<path d="${d}"/>`).join("")}</g>`,
    drawing.accent
      ? `<path d="${drawing.accent}" fill="${accent}" stroke="${darken(accent, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>`
      : "",
    `<use href="#b" fill="${body}"/>`,
    `<g clip-path="url(#c)">${patternMarks(pattern, drawing, accent)}`,
    `<ellipse cx="${round1((x0 + x1) / 2)}" cy="${y1}" rx="${round1((x1 - x0) * 0.42)}" ry="${round1((y1 - y0) * 0.3)}" fill="#fff" opacity=".22"/></g>`,
    `<use href="#b" fill="none" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`,
    drawing.threads ? `<path d="${drawing.threads}" fill="none" stroke="${fins}" stroke-width="2.5" stroke-linecap="round"/>` : "",
    drawing.front
      ? `<g fill="${fins}" stroke="${finOutline}" stroke-width="1.5" stroke-linejoin="round">${drawing.front.map((d) => `<path d="${d}"/>`).join("")}</g>`
      : "",
    drawing.lines ? `<path d="${drawing.lines}" fill="none" stroke="${outline}" stroke-width="1.5" stroke-linecap="round"/>` : "",
    eyeMarkup(drawing.eye, accent),
    drawing.eye2 ? eyeMarkup(drawing.eye2, accent) : "",
  ];
  return svgDocument(SMALL_CARD, name, parts.join(""));
}

/** An eye: a white ring in the accent colour around a dark pupil looking left. */
function eyeMarkup([x, y, r]: [number, number, number], accent: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="${accent}" stroke-width="1.5"/>` +
    `<circle cx="${round1(x - r * 0.2)}" cy="${y}" r="${round1(r * 0.55)}" fill="#1a1a1a"/>`
  );
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
