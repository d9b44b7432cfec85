import { CARD_SURFACE, CARD_WATER } from "../scenery";

/** What every part of an aquascape draws on and with: the card's size, and the colours of water, ground and life. */

/** The card's width and height; short names, because nearly every path is measured from them. */
export const W = 320;
export const H = 200;

/** The scene colours, by what they paint. */
export const C = {
  water: CARD_WATER,
  waterDeep: "#d6ebef",
  tea: "#ead9b4",
  teaDeep: "#dfc79a",
  surface: CARD_SURFACE,
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
