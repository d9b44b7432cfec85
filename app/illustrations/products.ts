import { PRODUCT_CATEGORIES, type ProductCategory } from "../domain/products";
import {
  GLASS,
  INK,
  LEAF,
  LEAF_LIGHT,
  LEAF_LINE,
  SAND,
  SAND_LINE,
  SMALL_CARD,
  STONE,
  STONE_LINE,
  WATER,
  WATER_LINE,
  glassTank,
  grassClump,
  ledRow,
  smallCardBackdrop,
  tankTrim,
} from "./scenery";
import { shortHash, svgDocument } from "./svg";

/**
 * Generated product illustrations: one flat vector drawing per equipment category (a tank, a canister filter, an
 * LED light bar, a bag of substrate, a potted plant, a bottle and test kit), in the style of the fish
 * illustrations, on the same 240 x 140 card. Reviews have no photos that would load offline; each points its
 * imageUrl at its category's drawing, served by /illustrations/products/:category.
 */

/** Bump when any drawing changes, so every product illustration URL changes and caches fetch the new picture. */
export const PRODUCT_ILLUSTRATION_VERSION = "1";

/** Path prefix of the product illustrations: an imageUrl starting with it was set by the seed. */
export const PRODUCT_ILLUSTRATION_PATH_PREFIX = "/illustrations/products/";

/** A clump of aquarium grass standing on `ground` from x0, `scale` times the usual size. */
function waterPlants(x0: number, ground: number, scale = 1): string {
  return grassClump(x0, ground, [44 * scale, 56 * scale, 38 * scale], [6 * scale, 6 * scale]);
}

/** A small orange fish facing left, centred on (x, y). */
function littleFish(x: number, y: number): string {
  return (
    `<g stroke="#8a3b12" stroke-width="1.2" stroke-linejoin="round">` +
    `<path d="M${x + 9} ${y}L${x + 17} ${y - 6}L${x + 17} ${y + 6}Z" fill="#ffb74d"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="11" ry="6" fill="#ff8a3d"/></g>` +
    `<circle cx="${x - 6}" cy="${y - 1}" r="1.6" fill="${INK}"/>`
  );
}

/** An aquarium: ultra-clear glass, black trim, gravel, plants, a rock and a fish. */
function tank(): string {
  const frame = { x: 48, y: 28, width: 144, height: 88, waterTop: 40 };
  return [
    `<ellipse cx="120" cy="120" rx="84" ry="5" fill="#b9d7de"/>`,
    glassTank(frame),
    waterPlants(62, 104, 1.05),
    waterPlants(160, 102, 0.7),
    `<path d="M50 102Q84 94 120 99T190 96V114H50Z" fill="${SAND}" stroke="${SAND_LINE}" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<path d="M118 102C120 90 134 84 146 90C152 93 154 99 154 102Z" fill="${STONE}" stroke="${STONE_LINE}" stroke-width="1.5" stroke-linejoin="round"/>`,
    littleFish(112, 64),
    `<g fill="none" stroke="#fff" stroke-width="1.2"><circle cx="96" cy="56" r="2"/><circle cx="92" cy="47" r="1.5"/></g>`,
    `<path d="M58 48V92" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>`,
    tankTrim(frame),
  ].join("");
}

/** A canister filter under the corner of a tank, its hoses running up and over the rim. */
function filter(): string {
  return [
    // The tank corner on the right, with the intake strainer and the spray bar outlet.
    `<rect x="150" y="22" width="84" height="98" fill="${GLASS}" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="152" y="34" width="80" height="84" fill="${WATER}"/>`,
    `<path d="M152 34H232" stroke="${WATER_LINE}" stroke-width="2"/>`,
    waterPlants(206, 118, 0.8),
    `<rect x="148" y="19" width="88" height="5" rx="1.5" fill="${INK}"/>`,
    // Hoses: intake down into the tank, outflow back over the rim.
    `<g fill="none" stroke-linecap="round">`,
    `<path d="M72 44C72 10 116 8 140 12C160 15 168 18 168 30V96" stroke="#455a64" stroke-width="8"/>`,
    `<path d="M72 44C72 10 116 8 140 12C160 15 168 18 168 30V96" stroke="#90a4ae" stroke-width="4"/>`,
    `<path d="M100 44C100 24 130 22 160 24C176 25 186 26 190 34" stroke="#455a64" stroke-width="8"/>`,
    `<path d="M100 44C100 24 130 22 160 24C176 25 186 26 190 34" stroke="#90a4ae" stroke-width="4"/>`,
    `</g>`,
    `<rect x="162" y="90" width="12" height="22" rx="2" fill="#b0bec5" stroke="#455a64" stroke-width="1.5"/>`,
    `<path d="M165 95H171M165 100H171M165 105H171" stroke="#455a64" stroke-width="1.2"/>`,
    `<path d="M186 34L194 40" stroke="#455a64" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M198 42q4 4 2 10M204 40q6 4 4 12" fill="none" stroke="#fff" stroke-width="1.2" stroke-linecap="round"/>`,
    // The canister: shadow, body, media window (sponge, ceramic rings, floss), lid, clips and handle.
    `<ellipse cx="86" cy="124" rx="40" ry="4" fill="#b9d7de"/>`,
    `<rect x="56" y="48" width="60" height="74" rx="8" fill="#37474f" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="66" y="60" width="40" height="52" rx="4" fill="#cfd8dc" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="68" y="62" width="36" height="14" fill="#4fc3f7"/>`,
    `<path d="M68 69H104" stroke="#0288d1" stroke-width="1" stroke-dasharray="2 2"/>`,
    `<g fill="#fafafa" stroke="#78909c" stroke-width="1"><circle cx="74" cy="83" r="3.5"/><circle cx="83" cy="83" r="3.5"/><circle cx="92" cy="83" r="3.5"/><circle cx="101" cy="83" r="3.5"/><circle cx="78" cy="91" r="3.5"/><circle cx="87" cy="91" r="3.5"/><circle cx="96" cy="91" r="3.5"/></g>`,
    `<rect x="68" y="97" width="36" height="13" fill="#f5f5f5"/>`,
    `<path d="M70 101H102M70 105H102" stroke="#bdbdbd" stroke-width="1"/>`,
    `<rect x="52" y="38" width="68" height="14" rx="4" fill="#263238"/>`,
    `<rect x="50" y="48" width="6" height="14" rx="2" fill="#90a4ae" stroke="${INK}" stroke-width="1"/>`,
    `<rect x="116" y="48" width="6" height="14" rx="2" fill="#90a4ae" stroke="${INK}" stroke-width="1"/>`,
    `<rect x="66" y="40" width="12" height="6" rx="1" fill="#607d8b"/>`,
    `<rect x="94" y="40" width="12" height="6" rx="1" fill="#607d8b"/>`,
  ].join("");
}

/** An LED light bar on its legs over a planted tank, light falling into the water. */
function lighting(): string {
  return [
    `<rect x="40" y="72" width="160" height="46" fill="${GLASS}" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="42" y="78" width="156" height="38" fill="${WATER}"/>`,
    waterPlants(58, 111, 0.6),
    waterPlants(150, 110, 0.7),
    `<path d="M42 108Q90 102 120 106T198 104V116H42Z" fill="${SAND}"/>`,
    littleFish(112, 92),
    `<path d="M40 48H200L198 116H42Z" fill="#fff59d" opacity=".35"/>`,
    `<path d="M60 52L56 112M100 52L98 112M140 52L142 112M180 52L184 112" stroke="#fff" stroke-width="2" opacity=".5"/>`,
    `<rect x="37" y="69" width="166" height="5" rx="1.5" fill="${INK}"/>`,
    `<path d="M44 48L40 70M196 48L200 70" stroke="#78909c" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="30" y="34" width="180" height="14" rx="7" fill="#eceff1" stroke="#455a64" stroke-width="2"/>`,
    `<path d="M38 39H202" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
    ledRow(14, 42, 11.5, 46),
    `<circle cx="198" cy="41" r="2.5" fill="#66bb6a" stroke="#2e7d32" stroke-width="1"/>`,
    `<path d="M210 41C222 41 224 22 232 18" fill="none" stroke="#455a64" stroke-width="2" stroke-linecap="round"/>`,
  ].join("");
}

/** A bag of aquarium soil with its label, and gravel spilling out in front. */
function substrate(): string {
  const gravel = [
    [150, 118, 5, "#8d6e63"],
    [161, 116, 5.5, "#a1887f"],
    [172, 118, 5, "#6d4c41"],
    [183, 117, 5.5, "#bcaaa4"],
    [194, 118, 5, "#8d6e63"],
    [205, 119, 4.5, "#a1887f"],
    [156, 110, 5, "#bcaaa4"],
    [167, 108, 5, "#795548"],
    [178, 109, 5.5, "#a1887f"],
    [189, 110, 5, "#8d6e63"],
    [200, 112, 4.5, "#6d4c41"],
    [162, 101, 4.5, "#a1887f"],
    [173, 100, 5, "#8d6e63"],
    [184, 102, 4.5, "#bcaaa4"],
    [214, 120, 4, "#795548"],
    [225, 121, 3.5, "#a1887f"],
  ] as const;
  return [
    `<ellipse cx="110" cy="122" rx="62" ry="5" fill="#b9d7de"/>`,
    `<path d="M62 30H158L170 118Q110 128 50 118Z" fill="#5d4037" stroke="#3e2723" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M62 30H158L160 46Q110 50 60 46Z" fill="#4e342e"/>`,
    `<path d="M60 22H160V32H60Z" fill="#3e2723"/>`,
    `<path d="M60 32L64 28L68 32L72 28L76 32L80 28L84 32L88 28L92 32L96 28L100 32L104 28L108 32L112 28L116 32L120 28L124 32L128 28L132 32L136 28L140 32L144 28L148 32L152 28L156 32L160 28" fill="none" stroke="#8d6e63" stroke-width="1.5"/>`,
    `<circle cx="110" cy="26" r="2.5" fill="${GLASS}"/>`,
    `<rect x="72" y="56" width="76" height="50" rx="5" fill="#f3e5c8" stroke="#8d6e63" stroke-width="1.5"/>`,
    `<path d="M90 92C82 80 90 66 104 64C104 78 100 88 90 92Z" fill="${LEAF_LIGHT}" stroke="${LEAF_LINE}" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="M90 92C94 82 98 76 102 70" fill="none" stroke="${LEAF_LINE}" stroke-width="1"/>`,
    `<path d="M112 70H138M112 78H134M112 86H138" stroke="#8d6e63" stroke-width="3" stroke-linecap="round"/>`,
    `<g fill="#6d4c41"><circle cx="86" cy="100" r="1.8"/><circle cx="94" cy="101" r="1.8"/><circle cx="102" cy="100" r="1.8"/><circle cx="110" cy="101" r="1.8"/><circle cx="118" cy="100" r="1.8"/><circle cx="126" cy="101" r="1.8"/><circle cx="134" cy="100" r="1.8"/></g>`,
    `<path d="M150 40L154 116" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".2"/>`,
    `<g stroke="#3e2723" stroke-width="1">${gravel.map(([cx, cy, r, fill]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`).join("")}</g>`,
  ].join("");
}

/** A broad-leaved plant (an anubias) in a nursery pot, a runner of grass beside it. */
function plants(): string {
  const leaf = (angle: number, length: number, fill: string) =>
    `<g transform="rotate(${angle} 120 78)"><path d="M120 78C${120 - length * 0.32} ${78 - length * 0.45} ${120 - length * 0.2} ${78 - length * 0.95} 120 ${78 - length}C${120 + length * 0.2} ${78 - length * 0.95} ${120 + length * 0.32} ${78 - length * 0.45} 120 78Z" fill="${fill}" stroke="${LEAF_LINE}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M120 76V${78 - length * 0.9}" stroke="${LEAF_LINE}" stroke-width="1" opacity=".7"/></g>`;
  return [
    `<ellipse cx="120" cy="124" rx="46" ry="5" fill="#b9d7de"/>`,
    leaf(-62, 50, LEAF),
    leaf(58, 48, LEAF),
    leaf(-30, 58, LEAF_LIGHT),
    leaf(26, 60, LEAF_LIGHT),
    leaf(-4, 64, LEAF),
    `<path d="M116 80C114 76 112 72 108 70M124 80C126 76 130 72 134 70" fill="none" stroke="#6d8f3a" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M88 82H152L144 122H96Z" fill="#37474f" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M101 90L104 116M112 90L113 116M124 90L123 116M136 90L134 116" stroke="#78909c" stroke-width="3" stroke-linecap="round"/>`,
    `<rect x="84" y="78" width="72" height="9" rx="2.5" fill="#455a64" stroke="${INK}" stroke-width="1.5"/>`,
    `<path d="M96 79C102 74 138 74 144 79" fill="#efe6c8" stroke="#bcaaa4" stroke-width="1"/>`,
    `<g stroke="${LEAF_LINE}" stroke-width="1.2" stroke-linejoin="round">`,
    `<path d="M40 122C34 100 38 80 44 64C48 82 48 102 46 122Z" fill="${LEAF}"/>`,
    `<path d="M50 122C50 104 56 90 62 82C62 96 58 110 56 122Z" fill="${LEAF_LIGHT}"/>`,
    `<path d="M186 122C186 104 192 90 198 80C198 96 194 110 192 122Z" fill="${LEAF_LIGHT}"/>`,
    `<path d="M196 122C192 98 196 78 204 62C208 82 206 102 202 122Z" fill="${LEAF}"/>`,
    `</g>`,
  ].join("");
}

/** A bottle of water conditioner, a test tube and a colour chart: the care kit beside every tank. */
function accessories(): string {
  const swatches = ["#fff176", "#dce775", "#aed581", "#4db6ac", "#26a69a", "#5c6bc0"];
  return [
    `<ellipse cx="124" cy="122" rx="92" ry="5" fill="#b9d7de"/>`,
    // Bottle
    `<path d="M46 60C46 50 54 46 62 46H90C98 46 106 50 106 60V114C106 118 102 122 98 122H54C50 122 46 118 46 114Z" fill="#1e88e5" stroke="#0d47a1" stroke-width="2" stroke-linejoin="round"/>`,
    `<rect x="62" y="30" width="28" height="18" rx="3" fill="${INK}"/>`,
    `<path d="M66 34V44M71 34V44M76 34V44M81 34V44M86 34V44" stroke="#546e7a" stroke-width="1.5"/>`,
    `<rect x="52" y="66" width="48" height="40" rx="3" fill="#fafafa" stroke="#0d47a1" stroke-width="1.5"/>`,
    `<path d="M76 72C70 80 67 85 67 89A9 9 0 0 0 85 89C85 85 82 80 76 72Z" fill="#4fc3f7" stroke="#0277bd" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<path d="M58 100H94" stroke="#90a4ae" stroke-width="2.5" stroke-linecap="round"/>`,
    `<path d="M54 54V110" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".35"/>`,
    // Test tube in a small stand
    `<path d="M124 40H140V108A8 8 0 0 1 124 108Z" fill="#f1f8fb" stroke="#455a64" stroke-width="2"/>`,
    `<path d="M125 74H139V108A7 7 0 0 1 125 108Z" fill="#26a69a"/>`,
    `<rect x="121" y="32" width="22" height="10" rx="2" fill="#ffffff" stroke="#455a64" stroke-width="1.5"/>`,
    `<path d="M128 46V66" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
    `<rect x="116" y="100" width="32" height="22" rx="3" fill="#cfd8dc" stroke="#455a64" stroke-width="1.5"/>`,
    // Colour chart
    `<rect x="158" y="44" width="56" height="78" rx="4" fill="#ffffff" stroke="#455a64" stroke-width="2"/>`,
    `<path d="M166 54H206" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>`,
    swatches
      .map(
        (fill, i) =>
          `<rect x="${166 + (i % 2) * 22}" y="${64 + Math.floor(i / 2) * 18}" width="18" height="13" rx="2" fill="${fill}" stroke="#78909c" stroke-width="1"/>`,
      )
      .join(""),
  ].join("");
}

const DRAWINGS: Record<ProductCategory, () => string> = {
  Tank: tank,
  Filter: filter,
  Lighting: lighting,
  Substrate: substrate,
  Plants: plants,
  Accessories: accessories,
};

/** A category's address segment: its id in lower case (/illustrations/products/tank). */
export function productIllustrationSlug(category: ProductCategory): string {
  return category.toLowerCase();
}

/** The category a URL segment names, or undefined. */
export function categoryFromIllustrationSlug(slug: string | undefined): ProductCategory | undefined {
  return PRODUCT_CATEGORIES.find((entry) => entry.id.toLowerCase() === slug)?.id;
}

/**
 * A standalone SVG of a category's equipment, titled `name` (the category's label unless given). Meant to be
 * served as an image (`<img src>`): the page's alt text names the product itself.
 */
export function renderProductIllustration(category: ProductCategory, name?: string): string {
  const label = name ?? PRODUCT_CATEGORIES.find((entry) => entry.id === category)?.label ?? category;
  const draw = DRAWINGS[category] ?? DRAWINGS.Tank;
  return svgDocument(SMALL_CARD, label, smallCardBackdrop() + draw());
}

/** Where a category's illustration is served; the version changes with the drawing, so it may be cached for good. */
export function productIllustrationUrl(category: ProductCategory): string {
  const fingerprint = shortHash(`${PRODUCT_ILLUSTRATION_VERSION}|${renderProductIllustration(category)}`);
  return `${PRODUCT_ILLUSTRATION_PATH_PREFIX}${productIllustrationSlug(category)}?v=${fingerprint}`;
}
