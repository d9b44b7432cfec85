import type { PlantColour, PlantDrawing } from "../domain/plants";
import type { Palette } from "./plants/draw";
import { PLANT_DRAWINGS } from "./plants/types";
import { SMALL_CARD, smallCardBackdrop } from "./scenery";
import { shortHash, svgDocument } from "./svg";

/**
 * Generated plant drawings: a flat picture of the plant as its facts describe it (its type's build, its leaf
 * colour, its height in the tank), as a small standalone SVG on the same card as the fish. Pure and isomorphic;
 * the route /illustrations/plants/:slug serves it and the seed points a plant's imageUrl at that route.
 */

/** Bump when any drawing changes, so every plant's address changes and caches fetch the new picture. */
const PLANT_DRAWING_VERSION = "3";

/** Leaves, their lighter back row, outlines, stems and roots, by the colour a plant file names. */
const PALETTES: Record<PlantColour, Palette> = {
  green: { leaf: "#4caf50", light: "#8bc34a", line: "#1b5e20", stem: "#558b2f", root: "#a1887f" },
  red: { leaf: "#d84b3f", light: "#ef8a75", line: "#7a1f1a", stem: "#8d3b2e", root: "#b5523f" },
  pink: { leaf: "#e3799c", light: "#f4b3c8", line: "#8a3556", stem: "#9c5a64", root: "#a1887f" },
  bronze: { leaf: "#9a7b3c", light: "#c4a866", line: "#4e3b17", stem: "#6f5a2e", root: "#a1887f" },
  purple: { leaf: "#7a4f86", light: "#a98bb4", line: "#3a2142", stem: "#5e4159", root: "#a1887f" },
  gold: { leaf: "#c9c23c", light: "#e4df86", line: "#5e5a14", stem: "#8a8c3c", root: "#a1887f" },
};

/** The rhizome plants' leathery fronds are a darker green than soft-leaved plants. */
const LEATHERY: Palette = { leaf: "#2e7d32", light: "#66bb6a", line: "#123d16", stem: "#6d5a3a", root: "#8d6e63" };

/** A plant with no height (a floater) is drawn at the size of a 20 cm plant. */
const UNKNOWN_HEIGHT_CM = 20;

/**
 * How tall a plant stands on the card, in pixels. The scale is logarithmic, so a 5 cm carpet and a 100 cm
 * background stem both fit the card and still look their size next to each other.
 */
export function drawnHeight(maxHeightCm: number | null): number {
  const cm = maxHeightCm ?? UNKNOWN_HEIGHT_CM;
  return Math.min(106, Math.max(18, 24 + 18 * Math.log2(Math.max(cm, 1) / 5)));
}

export type PlantIllustrationInput = PlantDrawing & { name: string };

/** A standalone SVG of the plant, with its name as the title. */
export function renderPlantIllustration({ name, type, colour, leafShape, maxHeightCm }: PlantIllustrationInput): string {
  const draw = PLANT_DRAWINGS[type] ?? PLANT_DRAWINGS.stem;
  const palette = type === "rhizome" && (colour ?? "green") === "green" ? LEATHERY : (PALETTES[colour ?? "green"] ?? PALETTES.green);
  const picture = draw({ height: drawnHeight(maxHeightCm), shape: leafShape, palette });
  return svgDocument(SMALL_CARD, name, smallCardBackdrop() + picture);
}

/**
 * Where a plant's drawing is served. The version query changes whenever the drawing would (a new
 * PLANT_DRAWING_VERSION, type, colour, leaf shape or height), so the answer can be cached for good.
 */
export function plantIllustrationUrl(slug: string, drawing: PlantDrawing): string {
  const { type, colour, leafShape, maxHeightCm } = drawing;
  const fingerprint = shortHash([PLANT_DRAWING_VERSION, type, colour ?? "", leafShape ?? "", maxHeightCm ?? ""].join("|"));
  return `/illustrations/plants/${encodeURIComponent(slug)}?v=${fingerprint}`;
}
