import type { PlantLeafShape } from "../../domain/plants";
import { SAND, SAND_LINE } from "../scenery";

/**
 * What every plant drawing is made with: the plant's colours and size, where the ground and the middle of the
 * card are, and filled or stroked paths. `height` is how tall the plant is drawn, in pixels, already scaled from
 * its height in centimetres; `shape` is the leaf shape its file names, or null for the type's own.
 */

export type Palette = { leaf: string; light: string; line: string; stem: string; root: string };

export type PlantParts = { height: number; shape: PlantLeafShape | null; palette: Palette };

/** Where the plants stand: on the card's lighter band. */
export const GROUND = 124;
export const CENTRE = 120;
/** Where floating plants lie: the water's surface, near the card's top. */
export const SURFACE = 30;
export const WOOD = "#8d6e63";
export const WOOD_LINE = "#4e342e";

export const fill = (d: string, colour: string, line: string, width = 1) =>
  `<path d="${d}" fill="${colour}" stroke="${line}" stroke-width="${width}" stroke-linejoin="round"/>`;
export const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A low mound of substrate for rooted plants. */
export const mound = (from: number, to: number) =>
  fill(`M${from} ${GROUND + 2}Q${(from + to) / 2} ${GROUND - 8} ${to} ${GROUND + 2}Z`, SAND, SAND_LINE);

/** The water's surface line floating plants hang from. */
export const surfaceLine = () => `<path d="M0 ${SURFACE}H240" stroke="#5fb3c8" stroke-width="2"/>`;
