import { VIDEO_CATEGORIES, type VideoCategorySlug } from "../domain/videos";
import {
  CARD_SURFACE,
  CARD_WATER,
  INK,
  LEAF,
  LEAF_LIGHT,
  LEAF_LINE,
  SAND,
  SAND_LINE,
  STONE,
  STONE_LINE,
  WATER,
  WATER_LINE,
  bubbles,
  glassTank,
  grassClump,
  ledRow,
  tankTrim,
} from "./scenery";
import { clipToCard, round1, shortHash, svgDocument } from "./svg";

/**
 * Generated video thumbnails: one flat vector drawing per video category (a tank being set up beside a checklist,
 * a fish at feeding time, stem plants being trimmed, a stone layout being planted, a filter under the lens, a
 * player with a channel's list), in the style of the fish and product illustrations, on a 16:9 card of 320 x 180.
 * Our library has no footage to take stills from; each entry points its thumbnailUrl at its category's drawing,
 * served by /illustrations/videos/:category with a fingerprint, so it may be cached for good.
 */

/** Bump when any drawing changes, so every video thumbnail URL changes and caches fetch the new picture. */
export const VIDEO_ILLUSTRATION_VERSION = "1";

export const VIDEO_ILLUSTRATION_PATH_PREFIX = "/illustrations/videos/";

/** Width and height of every thumbnail, for the <img> that shows it. */
export const VIDEO_ILLUSTRATION_SIZE = { width: 320, height: 180 } as const;

/** A clump of grass blades standing on `ground` from x, the tallest a quarter above `height`. */
function blades(x: number, ground: number, height: number): string {
  return grassClump(x, ground, [height, height * 1.25, height * 0.85], [5, 6]);
}

/** A stem plant: a stalk from `ground` up to `top`, with pairs of leaves along it. */
function stemPlant(x: number, ground: number, top: number, fill = LEAF): string {
  const leaves: string[] = [];
  for (let y = ground - 12; y > top + 4; y -= 13) {
    leaves.push(
      `<path d="M${x} ${y}C${x - 8} ${y - 7} ${x - 16} ${y - 5} ${x - 19} ${y - 1}C${x - 12} ${y + 2} ${x - 6} ${y + 2} ${x} ${y}Z"/>`,
      `<path d="M${x} ${y - 4}C${x + 8} ${y - 11} ${x + 16} ${y - 9} ${x + 19} ${y - 5}C${x + 12} ${y - 2} ${x + 6} ${y - 2} ${x} ${y - 4}Z"/>`,
    );
  }
  return (
    `<path d="M${x} ${ground}V${top}" stroke="${LEAF_LINE}" stroke-width="2" stroke-linecap="round"/>` +
    `<g fill="${fill}" stroke="${LEAF_LINE}" stroke-width="1.1" stroke-linejoin="round">${leaves.join("")}</g>`
  );
}

/** A fish facing left centred on (x, y), `size` its half-length. */
function fish(x: number, y: number, size: number, body: string, fin: string, line: string): string {
  const s = size;
  return (
    `<g stroke="${line}" stroke-width="1.5" stroke-linejoin="round">` +
    `<path d="M${round1(x + s * 0.8)} ${y}L${round1(x + s * 1.45)} ${round1(y - s * 0.55)}L${round1(x + s * 1.3)} ${y}L${round1(x + s * 1.45)} ${round1(y + s * 0.55)}Z" fill="${fin}"/>` +
    `<path d="M${round1(x - s * 0.1)} ${round1(y - s * 0.5)}Q${round1(x + s * 0.2)} ${round1(y - s * 0.95)} ${round1(x + s * 0.55)} ${round1(y - s * 0.45)}Z" fill="${fin}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${round1(s * 0.55)}" fill="${body}"/>` +
    `<path d="M${round1(x - s * 0.1)} ${round1(y + s * 0.12)}Q${round1(x + s * 0.02)} ${round1(y + s * 0.5)} ${round1(x + s * 0.34)} ${round1(y + s * 0.42)}Q${round1(x + s * 0.16)} ${round1(y + s * 0.2)} ${round1(x - s * 0.1)} ${round1(y + s * 0.12)}Z" fill="${fin}" stroke-width="1"/>` +
    `<path d="M${round1(x - s * 0.55)} ${round1(y - s * 0.38)}Q${round1(x - s * 0.4)} ${y} ${round1(x - s * 0.55)} ${round1(y + s * 0.38)}" fill="none"/>` +
    `</g>` +
    `<circle cx="${round1(x - s * 0.72)}" cy="${round1(y - s * 0.1)}" r="${round1(s * 0.13)}" fill="#fff" stroke="${line}" stroke-width="1"/>` +
    `<circle cx="${round1(x - s * 0.75)}" cy="${round1(y - s * 0.1)}" r="${round1(s * 0.07)}" fill="${INK}"/>`
  );
}

function tick(x: number, y: number): string {
  return `<path d="M${x} ${y}l4 4l8 -9" fill="none" stroke="#2e7d32" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Beginner Setup: a new tank, half filled, with heater and thermometer, beside a checklist. */
function beginnerSetup(): string {
  const frame = { x: 36, y: 40, width: 192, height: 108, waterTop: 78 };
  return [
    `<ellipse cx="132" cy="152" rx="104" ry="6" fill="#b9d7de"/>`,
    glassTank(frame),
    blades(56, 134, 34),
    blades(184, 132, 26),
    `<path d="M38 132Q90 122 132 128T226 124V146H38Z" fill="${SAND}" stroke="${SAND_LINE}" stroke-width="1.5" stroke-linejoin="round"/>`,
    // Heater with its suction cups, and a stick-on thermometer.
    `<rect x="206" y="60" width="9" height="62" rx="4" fill="#eceff1" stroke="${STONE_LINE}" stroke-width="1.5"/>`,
    `<rect x="208" y="96" width="5" height="22" rx="2" fill="#ff8a65"/>`,
    `<circle cx="202" cy="74" r="3" fill="#fff" stroke="${STONE_LINE}" stroke-width="1"/>`,
    `<circle cx="202" cy="108" r="3" fill="#fff" stroke="${STONE_LINE}" stroke-width="1"/>`,
    `<rect x="48" y="52" width="10" height="40" rx="5" fill="#fff" stroke="${STONE_LINE}" stroke-width="1.5"/>`,
    `<rect x="51" y="66" width="4" height="22" rx="2" fill="#e53935"/>`,
    // Water pouring in from a jug.
    `<path d="M120 24C128 18 148 18 154 26L150 44H124Z" fill="#4fc3f7" stroke="#0277bd" stroke-width="1.5" stroke-linejoin="round" opacity=".9"/>`,
    `<path d="M130 44C130 56 132 66 134 78" fill="none" stroke="#4fc3f7" stroke-width="4" stroke-linecap="round"/>`,
    `<g fill="none" stroke="#fff" stroke-width="1.2"><circle cx="120" cy="96" r="2.5"/><circle cx="146" cy="90" r="2"/><circle cx="134" cy="104" r="1.5"/></g>`,
    tankTrim(frame),
    // Checklist on a clipboard.
    `<rect x="242" y="40" width="62" height="108" rx="5" fill="#a1887f" stroke="#5d4037" stroke-width="2"/>`,
    `<rect x="248" y="50" width="50" height="92" rx="2" fill="#fffdf6" stroke="#bcaaa4" stroke-width="1"/>`,
    `<rect x="262" y="34" width="22" height="12" rx="3" fill="#78909c" stroke="${STONE_LINE}" stroke-width="1.5"/>`,
    tick(253, 62),
    `<path d="M270 66H292" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>`,
    tick(253, 84),
    `<path d="M270 88H290" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>`,
    tick(253, 106),
    `<path d="M270 110H292" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>`,
    `<rect x="253" y="122" width="11" height="11" rx="2" fill="none" stroke="#90a4ae" stroke-width="1.5"/>`,
    `<path d="M270 128H288" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>`,
  ].join("");
}

/** Fish Care: a fish rising to food flakes, a small companion, and a net waiting at the side. */
function fishCare(): string {
  const flakes = [
    [96, 28, "#ff7043", 20],
    [112, 40, "#ffca28", -15],
    [128, 24, "#8bc34a", 35],
    [144, 36, "#ff7043", -30],
    [104, 52, "#ffca28", 10],
    [136, 50, "#ff7043", 45],
    [120, 62, "#8bc34a", -20],
  ] as const;
  return [
    `<path d="M0 26H320" stroke="${WATER_LINE}" stroke-width="2"/>`,
    `<rect x="0" y="0" width="320" height="25" fill="#f1f8fb"/>`,
    flakes
      .map(
        ([x, y, fill, angle]) =>
          `<rect x="${x}" y="${y}" width="7" height="5" rx="1" fill="${fill}" stroke="#8a3b12" stroke-width=".8" transform="rotate(${angle} ${x + 3.5} ${y + 2.5})"/>`,
      )
      .join(""),
    `<path d="M0 156Q80 146 160 154T320 150V180H0Z" fill="${SAND}" stroke="${SAND_LINE}" stroke-width="1.5"/>`,
    blades(22, 154, 40),
    blades(270, 152, 48),
    `<path d="M196 154C198 138 214 130 228 138C236 142 238 150 238 154Z" fill="${STONE}" stroke="${STONE_LINE}" stroke-width="1.5" stroke-linejoin="round"/>`,
    fish(128, 98, 40, "#ff8a3d", "#ffb74d", "#8a3b12"),
    fish(226, 70, 16, "#4fc3f7", "#b3e5fc", "#01579b"),
    `<g fill="none" stroke="#fff" stroke-width="1.2"><circle cx="78" cy="88" r="2.5"/><circle cx="72" cy="76" r="1.8"/><circle cx="76" cy="66" r="1.3"/></g>`,
    // Net
    `<path d="M300 10L262 100" stroke="#6d4c41" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="256" cy="114" rx="20" ry="13" fill="#e8f5e9" fill-opacity=".55" stroke="${INK}" stroke-width="2" transform="rotate(-24 256 114)"/>`,
    `<path d="M244 106L268 122M240 114L262 128M250 100L272 114M248 122L262 104M240 116L254 98M258 128L270 110" stroke="#78909c" stroke-width=".8"/>`,
  ].join("");
}

/** Plant Maintenance: a row of stem plants, one being trimmed by long scissors, its top drifting away. */
function plantMaintenance(): string {
  return [
    `<path d="M0 150Q80 140 160 146T320 142V180H0Z" fill="#5d4037" stroke="#3e2723" stroke-width="1.5"/>`,
    `<g fill="#795548"><circle cx="40" cy="158" r="2"/><circle cx="96" cy="162" r="2"/><circle cx="150" cy="156" r="2"/><circle cx="212" cy="160" r="2"/><circle cx="270" cy="156" r="2"/></g>`,
    stemPlant(40, 152, 40, LEAF),
    stemPlant(78, 150, 56, LEAF_LIGHT),
    stemPlant(116, 149, 34, "#8bc34a"),
    stemPlant(154, 147, 78, LEAF),
    stemPlant(236, 145, 52, "#c0ca33"),
    stemPlant(274, 144, 30, LEAF_LIGHT),
    // The trimmed top, drifting up.
    `<g transform="rotate(-18 186 46)">${stemPlant(186, 70, 28, LEAF_LIGHT)}</g>`,
    // Long aquascaping scissors closing on the stem at (154, 78).
    `<g stroke="${INK}" stroke-width="1.5" stroke-linejoin="round">`,
    `<path d="M156 80L226 112L230 108Z" fill="#b0bec5"/>`,
    `<path d="M156 76L226 104L224 110Z" fill="#cfd8dc"/>`,
    `<circle cx="238" cy="114" r="9" fill="none" stroke-width="3"/>`,
    `<circle cx="236" cy="96" r="9" fill="none" stroke-width="3"/>`,
    `</g>`,
    `<circle cx="212" cy="104" r="2" fill="${INK}"/>`,
    `<g fill="none" stroke="#fff" stroke-width="1.2"><circle cx="206" cy="30" r="2.5"/><circle cx="214" cy="20" r="1.8"/></g>`,
  ].join("");
}

/** Aquascaping: an Iwagumi-style stone group on a sloped bed, a carpet going in with long tweezers. */
function aquascaping(): string {
  const carpet = Array.from({ length: 22 }, (_, i) => {
    const x = 14 + i * 14;
    const y = 132 + (i / 22) * 14 + (i % 2) * 3;
    return `<path d="M${x} ${round1(y)}c-3 -6 -1 -10 2 -12c3 2 4 6 2 12z" fill="${i % 3 === 0 ? LEAF_LIGHT : LEAF}"/>`;
  }).join("");
  return [
    `<path d="M0 120Q120 118 200 132T320 146V180H0Z" fill="${SAND}" stroke="${SAND_LINE}" stroke-width="1.5"/>`,
    `<g stroke="${LEAF_LINE}" stroke-width=".8">${carpet}</g>`,
    `<g stroke="${STONE_LINE}" stroke-width="2" stroke-linejoin="round">`,
    `<path d="M86 128L98 58L118 42L140 70L150 130Z" fill="${STONE}"/>`,
    `<path d="M150 132L160 92L178 82L196 104L200 136Z" fill="#a7b6bd"/>`,
    `<path d="M44 126L52 100L70 94L80 126Z" fill="#b0bec5"/>`,
    `<path d="M212 140L220 120L236 116L246 142Z" fill="#a7b6bd"/>`,
    `</g>`,
    `<path d="M104 64L114 50M120 54L130 72M164 96L174 88" stroke="#cfd8dc" stroke-width="2" stroke-linecap="round"/>`,
    // Tweezers placing a tuft behind the main stone.
    `<path d="M300 10L226 120" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M306 14L230 122" stroke="#b0bec5" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M228 122c-4 -8 -2 -14 2 -16c4 4 4 10 0 16zM232 122c2 -8 6 -12 10 -12c0 6 -4 10 -10 12z" fill="${LEAF_LIGHT}" stroke="${LEAF_LINE}" stroke-width=".8"/>`,
    `<g fill="none" stroke="#fff" stroke-width="1.2"><circle cx="40" cy="40" r="2.5"/><circle cx="48" cy="28" r="1.8"/><circle cx="268" cy="60" r="2"/></g>`,
  ].join("");
}

/** Equipment Reviews: an LED light and a canister filter, looked over through a magnifying glass. */
function equipmentReviews(): string {
  return [
    `<ellipse cx="160" cy="158" rx="140" ry="6" fill="#b9d7de"/>`,
    // Light bar
    `<rect x="30" y="18" width="160" height="14" rx="7" fill="#eceff1" stroke="${STONE_LINE}" stroke-width="2"/>`,
    ledRow(12, 42, 12, 32),
    `<path d="M40 34H180L170 96H50Z" fill="#fff59d" opacity=".35"/>`,
    `<path d="M38 32L34 52M182 32L186 52" stroke="#78909c" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="28" y="50" width="164" height="5" rx="1.5" fill="${INK}"/>`,
    // Canister
    `<rect x="58" y="76" width="68" height="78" rx="8" fill="#37474f" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="68" y="88" width="48" height="56" rx="4" fill="#cfd8dc" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="70" y="90" width="44" height="15" fill="#4fc3f7"/>`,
    `<g fill="#fafafa" stroke="#78909c" stroke-width="1"><circle cx="77" cy="113" r="4"/><circle cx="87" cy="113" r="4"/><circle cx="97" cy="113" r="4"/><circle cx="107" cy="113" r="4"/><circle cx="82" cy="122" r="4"/><circle cx="92" cy="122" r="4"/><circle cx="102" cy="122" r="4"/></g>`,
    `<rect x="70" y="128" width="44" height="14" fill="#f5f5f5"/>`,
    `<rect x="54" y="66" width="76" height="14" rx="4" fill="${INK}"/>`,
    `<path d="M74 66C74 50 92 46 100 58M110 66C110 54 124 52 130 60" fill="none" stroke="#90a4ae" stroke-width="4" stroke-linecap="round"/>`,
    // Heater beside it
    `<rect x="146" y="80" width="12" height="72" rx="6" fill="#eceff1" stroke="${STONE_LINE}" stroke-width="1.5"/>`,
    `<rect x="149" y="118" width="6" height="30" rx="3" fill="#ff8a65"/>`,
    `<rect x="144" y="72" width="16" height="10" rx="2" fill="${INK}"/>`,
    // Magnifying glass with a check
    `<path d="M268 132L298 164" stroke="#5d4037" stroke-width="10" stroke-linecap="round"/>`,
    `<circle cx="240" cy="100" r="40" fill="#e1f5fe" fill-opacity=".75" stroke="${INK}" stroke-width="5"/>`,
    `<path d="M222 100l12 12l24 -26" fill="none" stroke="#2e7d32" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M214 84C218 74 226 68 236 66" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  ].join("");
}

/** YouTube Channels: a player with a play button over an aquarium still, and a channel's list of uploads. */
function youtubeChannels(): string {
  const tile = (y: number, body: string) =>
    `<rect x="234" y="${y}" width="36" height="22" rx="3" fill="${WATER}" stroke="${STONE_LINE}" stroke-width="1.2"/>` +
    `<path d="M234 ${y + 17}h36v2a3 3 0 0 1 -3 3h-30a3 3 0 0 1 -3 -3z" fill="${SAND}"/>` +
    `<ellipse cx="250" cy="${y + 9}" rx="6" ry="3.5" fill="${body}"/>` +
    `<path d="M276 ${y + 6}H300M276 ${y + 13}H294" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>`;
  return [
    `<ellipse cx="124" cy="160" rx="106" ry="6" fill="#b9d7de"/>`,
    `<rect x="20" y="22" width="200" height="130" rx="10" fill="${INK}"/>`,
    `<rect x="28" y="30" width="184" height="104" rx="4" fill="${WATER}"/>`,
    blades(40, 130, 36),
    blades(176, 130, 44),
    `<path d="M28 120Q90 112 120 118T212 114V134H28Z" fill="${SAND}"/>`,
    fish(82, 62, 14, "#ff8a3d", "#ffb74d", "#8a3b12"),
    fish(168, 86, 10, "#4fc3f7", "#b3e5fc", "#01579b"),
    // Play button
    `<rect x="96" y="62" width="48" height="34" rx="10" fill="#e53935" stroke="#b71c1c" stroke-width="1.5"/>`,
    `<path d="M114 70L132 79L114 88Z" fill="#fff"/>`,
    // Progress bar
    `<rect x="28" y="140" width="184" height="4" rx="2" fill="#546e7a"/>`,
    `<rect x="28" y="140" width="70" height="4" rx="2" fill="#e53935"/>`,
    `<circle cx="98" cy="142" r="4" fill="#e53935"/>`,
    // The channel's uploads
    `<rect x="228" y="22" width="80" height="130" rx="8" fill="#fff" stroke="#b0bec5" stroke-width="1.5"/>`,
    `<circle cx="244" cy="38" r="8" fill="#26a69a" stroke="#00695c" stroke-width="1.5"/>`,
    `<path d="M258 34H298M258 42H286" stroke="#78909c" stroke-width="3" stroke-linecap="round"/>`,
    tile(56, "#ff8a3d"),
    tile(86, "#fdd835"),
    tile(116, "#4fc3f7"),
  ].join("");
}

const DRAWINGS: Record<VideoCategorySlug, () => string> = {
  "beginner-setup": beginnerSetup,
  "fish-care": fishCare,
  "plant-maintenance": plantMaintenance,
  aquascaping,
  "equipment-reviews": equipmentReviews,
  youtube: youtubeChannels,
};

export function isVideoIllustrationCategory(value: unknown): value is VideoCategorySlug {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(DRAWINGS, value);
}

/**
 * A standalone SVG thumbnail for a category, titled with the category's label. Meant to be served as an image
 * (`<img src>`), where its ids cannot clash with a page's; the page's alt text names the video itself.
 */
export function renderVideoIllustration(category: VideoCategorySlug): string {
  const label = VIDEO_CATEGORIES.find((entry) => entry.id === category)?.label ?? "Video";
  const draw = DRAWINGS[category] ?? DRAWINGS["beginner-setup"];
  const backdrop =
    `<rect width="320" height="180" fill="${CARD_WATER}"/>` +
    `<path d="M0 164Q80 156 160 164T320 164V180H0Z" fill="${CARD_SURFACE}"/>` +
    bubbles(52);
  return svgDocument(VIDEO_ILLUSTRATION_SIZE, label, clipToCard(VIDEO_ILLUSTRATION_SIZE, backdrop + draw()));
}

/** Where a category's thumbnail is served; the fingerprint changes with the drawing, so it may be cached for good. */
export function videoIllustrationUrl(category: VideoCategorySlug): string {
  const fingerprint = shortHash(`${VIDEO_ILLUSTRATION_VERSION}|${renderVideoIllustration(category)}`);
  return `${VIDEO_ILLUSTRATION_PATH_PREFIX}${category}?v=${fingerprint}`;
}
