import type { AquascapeScene } from "../../domain/aquascapes";
import { shoal, shrimp } from "./animals";
import { C, H, W } from "./canvas";
import { driftwood, ground, pebble, sandPath, stone } from "./hardscape";
import { carpet, floaters, grass, hedge, leafLitter, moss, ribbons, rosette, stemGroup } from "./plants";
import type { Rand } from "./seeded-random";
import { shimmer, tank } from "./water";

/**
 * The twelve scenes, each composed from the parts (water, hardscape, plants, animals) back to front. A scene draws
 * with the random source it is given, seeded by its name, so it is the same picture on every request.
 */

export const SCENES: Record<AquascapeScene, (rand: Rand) => string> = {
  nature: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(20) +
        stemGroup(232, 160, 112, C.greenLight, rand, 5, 40, 3) +
        stemGroup(270, 160, 128, C.green, rand, 5, 44, 3) +
        stemGroup(300, 160, 96, C.lime, rand, 3, 24, 3) +
        ground(156, 152, C.soil) +
        driftwood(
          [
            "M70 170C96 140 112 110 104 64",
            "M100 112C122 92 150 82 174 54",
            "M104 84C90 66 80 52 58 40",
            "M98 138C124 130 150 132 182 120",
          ],
          8,
        ) +
        moss(104, 66, 22, rand, C.moss, 7) +
        moss(170, 58, 22, rand, C.moss, 6) +
        moss(62, 42, 18, rand, C.moss, 5) +
        moss(150, 118, 30, rand, C.moss, 7) +
        rosette(60, 172, 18, C.greenDark, { leaves: 6, width: 0.18 }) +
        carpet(0, W, 170, C.greenLight, rand, 4) +
        shoal(
          [
            [196, 92],
            [218, 80],
            [206, 104],
            [234, 98],
            [180, 78],
          ],
          C.fish,
          C.fishAccent,
          0.9,
        ),
    ),

  iwagumi: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(22) +
        ground(160, 154, C.soil) +
        grass(20, 300, 164, 26, C.greenDark, rand, 3) +
        stone(120, 166, 84, 104, 8) +
        stone(186, 166, 56, 62, -6, C.stoneLight) +
        stone(64, 168, 44, 40, 10) +
        stone(240, 168, 40, 30, -4, C.stoneLight) +
        stone(282, 170, 26, 18, 0) +
        carpet(0, W, 168, C.greenLight, rand, 5) +
        grass(0, 320, 178, 12, C.greenDark, rand, 5) +
        shoal(
          [
            [210, 70],
            [232, 60],
            [248, 76],
            [226, 86],
            [262, 64],
            [196, 58],
          ],
          "#90a4ae",
          C.fishAccent,
          0.8,
        ),
    ),

  dutch: (rand) => {
    const back: [number, number, string][] = [
      [4, 60, "#7cb342"],
      [60, 48, C.red],
      [110, 56, C.greenLight],
      [168, 44, "#ad1457"],
      [214, 54, C.green],
      [270, 46, C.lime],
    ];
    const middle: [number, number, string][] = [
      [14, 42, C.greenDark],
      [62, 36, C.redLight],
      [104, 48, "#9ccc65"],
      [158, 40, C.green],
      [204, 40, "#f06292"],
      [250, 56, C.greenDark],
    ];
    let out = shimmer(20) + ground(158, 154, C.soil);
    for (const [x, w, fill] of back) out += hedge(x, 160, w, 132 - (x % 3) * 6, fill, rand);
    for (const [x, w, fill] of middle) out += hedge(x, 168, w, 82 - (x % 4) * 5, fill, rand);
    out += carpet(0, W, 170, "#66bb6a", rand, 6);
    out += `<path d="M150 ${H}L176 170L196 170L190 ${H}Z" fill="${C.sand}"/>`;
    out += shoal(
      [
        [118, 30],
        [140, 24],
        [132, 40],
      ],
      "#90a4ae",
      C.fishAccent,
      0.75,
    );
    return tank(C.water, C.surface, out);
  },

  jungle: (rand) =>
    tank(
      "#dcebe4",
      "#c3ded4",
      ribbons(8, 310, 168, 6, "#66bb6a", rand, 8) +
        ribbons(20, 300, 172, 30, C.greenDark, rand, 13) +
        ground(162, 158, C.soil) +
        driftwood(["M150 176C164 150 196 136 232 130", "M190 142C200 126 214 118 226 100"], 7) +
        rosette(70, 176, 86, C.green, { leaves: 9, width: 0.2, spread: 130 }) +
        rosette(250, 176, 64, C.greenDark, { leaves: 7, width: 0.26, spread: 120 }) +
        rosette(224, 132, 30, "#33691e", { leaves: 5, width: 0.24, spread: 90 }) +
        rosette(160, 178, 30, "#8d6e63", { leaves: 7, width: 0.3, spread: 120 }) +
        rosette(120, 180, 22, C.greenDark, { leaves: 5, width: 0.45, spread: 100, midrib: false }) +
        `<g fill="#c62828" stroke="#7f1d1d" stroke-width="1"><ellipse cx="286" cy="11" rx="12" ry="4"/></g>` +
        floaters([12, 40, 96, 128, 176, 206, 244, 300], 11) +
        shoal(
          [
            [150, 82],
            [170, 92],
            [128, 96],
          ],
          C.fish,
          C.fishAccent,
          0.9,
        ),
    ),

  blackwater: (rand) =>
    tank(
      C.tea,
      C.teaDeep,
      `<path d="M20 0C24 30 40 50 34 90M34 40C46 56 44 72 54 86M70 0C66 24 80 40 74 70M260 0C256 34 272 52 264 96M264 50C250 64 254 80 244 92M300 0C306 30 294 52 302 80" fill="none" stroke="${C.woodDark}" stroke-width="2.5" stroke-linecap="round"/>` +
        ground(166, 160, C.sand, 3) +
        driftwood(
          [
            "M40 178C80 150 120 140 170 132",
            "M120 142C140 118 150 100 146 76",
            "M170 132C210 126 240 138 276 168",
            "M210 130C226 112 246 104 262 104",
          ],
          7,
        ) +
        rosette(88, 178, 52, "#558b2f", { leaves: 7, width: 0.2, spread: 100 }) +
        grass(230, 300, 180, 10, "#689f38", rand, 4) +
        leafLitter(10, 310, 168, rand, 26) +
        floaters([20, 60, 140, 196, 236, 290], 11, "#9ccc65") +
        shoal(
          [
            [170, 96],
            [192, 88],
            [184, 108],
            [206, 100],
            [152, 108],
            [214, 80],
          ],
          "#4fc3f7",
          C.fishAccent,
          0.85,
        ),
    ),

  stream: (rand) =>
    tank(
      "#e3f2f7",
      C.surface,
      `<path d="M22 44q15 -5 30 0t30 0M118 34q15 -5 30 0t30 0M214 48q15 -5 30 0t30 0M60 76q13 -4 26 0t26 0M190 70q13 -4 26 0t26 0" fill="none" stroke="#a9d3de" stroke-width="2" stroke-linecap="round"/>` +
        driftwood(["M0 20C34 34 48 90 50 166", "M22 28C10 70 12 120 22 166", "M0 74C20 92 30 128 36 164", "M40 60C56 70 70 80 78 98"], 4) +
        ground(160, 164, C.sand, 3) +
        pebble(60, 168, 26, 14, "#a1887f") +
        pebble(110, 176, 20, 11, "#90a4ae") +
        pebble(200, 170, 30, 16, "#8d9ea7") +
        pebble(262, 178, 22, 12, "#bcaaa4") +
        pebble(156, 186, 14, 8, "#a1887f") +
        pebble(300, 168, 16, 10, "#90a4ae") +
        rosette(200, 156, 22, "#2e7d32", { leaves: 5, width: 0.36, spread: 110, midrib: false }) +
        rosette(60, 156, 18, "#33691e", { leaves: 5, width: 0.34, spread: 110, midrib: false }) +
        rosette(140, 170, 58, "#6d4c41", { leaves: 7, width: 0.22, spread: 90 }) +
        rosette(250, 168, 46, "#558b2f", { leaves: 6, width: 0.22, spread: 90 }) +
        rosette(28, 146, 36, C.greenDark, { leaves: 5, width: 0.3, spread: 90 }) +
        leafLitter(80, 300, 182, rand, 6) +
        shoal(
          [
            [210, 90],
            [232, 84],
            [220, 104],
            [248, 98],
            [196, 100],
            [238, 112],
          ],
          "#ff8a65",
          "#263238",
          0.85,
        ),
    ),

  walstad: (rand) =>
    tank(
      "#e1efe8",
      "#c8e2d6",
      stemGroup(40, 150, 118, C.greenLight, rand, 4, 34, 4) +
        stemGroup(96, 150, 92, C.green, rand, 4, 30, 3) +
        stemGroup(250, 150, 124, "#7cb342", rand, 5, 40, 4) +
        stemGroup(296, 150, 96, C.greenDark, rand, 3, 24, 3) +
        ribbons(150, 206, 152, 40, "#66bb6a", rand, 8) +
        `<path d="M0 148C100 144 220 152 ${W} 146V${H}H0Z" fill="${C.soil}"/>` +
        `<path d="M0 148C100 144 220 152 ${W} 146V170H0Z" fill="${C.gravel}"/>` +
        rosette(130, 152, 28, "#6d4c41", { leaves: 6, width: 0.3, spread: 110 }) +
        rosette(196, 154, 24, C.greenDark, { leaves: 5, width: 0.32, spread: 110 }) +
        `<path d="M12 178h40M90 186h30M180 180h50M260 188h36" stroke="${C.soilTop}" stroke-width="2" stroke-linecap="round"/>` +
        floaters([8, 24, 44, 62, 84, 106, 126, 150, 170, 196, 218, 240, 262, 286, 304], 11, C.greenLight) +
        shoal(
          [
            [150, 90],
            [172, 100],
            [130, 104],
          ],
          "#ef5350",
          "#b71c1c",
          0.9,
        ),
    ),

  mountain: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(18) +
        ground(150, 150, C.soil) +
        stone(64, 172, 96, 146, 10, "#8d8680") +
        stone(24, 176, 50, 92, 4, "#a39d97") +
        stone(262, 172, 100, 128, -10, "#8d8680") +
        stone(302, 176, 40, 80, -4, "#a39d97") +
        moss(70, 44, 20, rand, C.moss, 4) +
        moss(256, 66, 22, rand, C.moss, 4) +
        moss(100, 120, 18, rand, C.moss, 4) +
        stemGroup(160, 150, 40, "#9ccc65", rand, 5, 40, 2) +
        carpet(0, W, 166, C.greenLight, rand, 4) +
        sandPath(C.sand) +
        stone(132, 186, 20, 14, 2, C.stoneLight) +
        stone(210, 188, 18, 12, -2, C.stoneLight) +
        shoal(
          [
            [150, 60],
            [168, 52],
            [178, 68],
            [140, 74],
          ],
          "#90a4ae",
          C.fishAccent,
          0.7,
        ),
    ),

  island: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(20) +
        ground(164, 160, C.sand, 3) +
        `<path d="M80 176C94 150 130 138 164 138C200 138 232 150 246 176Z" fill="${C.soil}"/>` +
        driftwood(["M120 160C130 130 148 104 150 74", "M150 108C166 94 184 86 200 82", "M140 124C124 110 110 104 96 104"], 6) +
        stone(170, 170, 56, 56, -4) +
        stone(128, 172, 40, 34, 4, C.stoneLight) +
        stone(206, 174, 30, 22, 0, C.stoneLight) +
        rosette(150, 92, 30, "#2e7d32", { leaves: 6, width: 0.24, spread: 120 }) +
        rosette(194, 120, 20, C.greenDark, { leaves: 5, width: 0.4, spread: 110, midrib: false }) +
        moss(100, 104, 16, rand, C.moss, 4) +
        moss(204, 84, 16, rand, C.moss, 4) +
        carpet(96, 236, 172, C.greenLight, rand, 4) +
        shoal(
          [
            [40, 70],
            [62, 60],
            [58, 84],
            [260, 90],
            [280, 80],
          ],
          C.fish,
          C.fishAccent,
          0.9,
        ),
    ),

  triangle: (rand) =>
    tank(
      C.water,
      C.surface,
      shimmer(20) +
        stemGroup(26, 164, 150, C.greenLight, rand, 4, 40, 4) +
        stemGroup(74, 164, 128, C.red, rand, 4, 34, 4) +
        stemGroup(116, 164, 96, C.green, rand, 4, 30, 3) +
        `<path d="M0 150L${W} 176V${H}H0Z" fill="${C.soil}"/>` +
        driftwood(["M40 170C70 150 110 130 170 128", "M70 156C80 130 76 104 66 86"], 7) +
        rosette(150, 168, 34, "#6d4c41", { leaves: 7, width: 0.24, spread: 110 }) +
        rosette(190, 172, 26, C.greenDark, { leaves: 6, width: 0.3, spread: 110 }) +
        `<path d="M0 164L${W} 182V${H}H0Z" fill="${C.sand}"/>` +
        carpet(150, W, 180, C.greenLight, rand, 3.5) +
        shoal(
          [
            [232, 80],
            [254, 70],
            [246, 96],
            [272, 88],
            [216, 96],
          ],
          C.fish,
          C.fishAccent,
          0.9,
        ),
    ),

  nano: (rand) => {
    const x0 = 100;
    const y0 = 44;
    const size = 120;
    const floor = y0 + size;
    const inner =
      `<rect x="${x0}" y="${y0}" width="${size}" height="${size}" fill="${C.water}"/>` +
      `<rect x="${x0}" y="${y0}" width="${size}" height="8" fill="${C.surface}"/>` +
      `<path d="M${x0} ${floor - 22}C${x0 + 40} ${floor - 28} ${x0 + 80} ${floor - 20} ${x0 + size} ${floor - 24}V${floor}H${x0}Z" fill="${C.soil}"/>` +
      stone(x0 + 44, floor - 14, 40, 44, 6) +
      stone(x0 + 80, floor - 12, 24, 22, -3, C.stoneLight) +
      driftwood([`M${x0 + 70} ${floor - 20}C${x0 + 80} ${floor - 60} ${x0 + 96} ${floor - 76} ${x0 + 108} ${floor - 84}`], 4) +
      moss(x0 + 100, floor - 82, 16, rand, C.moss, 5) +
      moss(x0 + 40, floor - 56, 20, rand, C.moss, 5) +
      rosette(x0 + 18, floor - 16, 30, C.greenDark, { leaves: 5, width: 0.3, spread: 100 }) +
      rosette(x0 + 102, floor - 12, 18, "#6d4c41", { leaves: 5, width: 0.32, spread: 110 }) +
      carpet(x0, x0 + size, floor - 14, C.greenLight, rand, 3) +
      shrimp(x0 + 22, floor - 20) +
      shrimp(x0 + 58, floor - 62) +
      shrimp(x0 + 86, floor - 16) +
      shrimp(x0 + 30, floor - 48, "#ef5350");
    return (
      `<rect width="${W}" height="${H}" rx="12" fill="#f3ede4"/>` +
      `<rect x="0" y="186" width="${W}" height="14" fill="#d7ccc8"/>` +
      `<rect x="70" y="${floor + 2}" width="180" height="12" rx="2" fill="#8d6e63" stroke="#5d4037" stroke-width="1.5"/>` +
      `<rect x="80" y="${floor + 14}" width="10" height="${186 - floor - 14}" fill="#6d4c41"/><rect x="230" y="${floor + 14}" width="10" height="${186 - floor - 14}" fill="#6d4c41"/>` +
      inner +
      `<rect x="${x0}" y="${y0}" width="${size}" height="${size}" fill="none" stroke="#607d8b" stroke-width="3" rx="2"/>` +
      `<path d="M${x0 + 10} ${y0 + 14}v30" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".8"/>` +
      `<rect x="${x0 - 4}" y="${y0 - 12}" width="${size + 8}" height="8" rx="3" fill="#455a64"/>` +
      `<path d="M${x0 + size - 14} ${y0 - 4}v36" stroke="#455a64" stroke-width="5" stroke-linecap="round"/>`
    );
  },

  paludarium: (rand) => {
    const waterline = 112;
    return (
      `<rect width="${W}" height="${H}" rx="12" fill="#eef5ea"/>` +
      `<path d="M0 ${waterline}H${W}V188Q${W} ${H} 308 ${H}H12Q0 ${H} 0 188Z" fill="#d3e9ee"/>` +
      `<path d="M0 ${waterline}H${W}" stroke="#7fb3c2" stroke-width="2"/>` +
      `<path d="M186 ${waterline + 6}h30M246 ${waterline + 10}h40" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/>` +
      // the land: a bank of soil and stone rising out of the water on the left
      `<path d="M0 58C40 52 90 60 130 80C160 96 176 130 190 ${H}H0Z" fill="#6d5646" stroke="#4e3b2f" stroke-width="1.5"/>` +
      stone(150, 150, 54, 60, -6) +
      stone(110, 96, 46, 36, 4, "#a39d97") +
      stemGroup(300, 186, 64, "#7cb342", rand, 3, 24, 3) +
      rosette(250, 190, 40, C.greenDark, { leaves: 6, width: 0.28, spread: 100 }) +
      ground(186, 184, C.sand, 2) +
      // above the water: broad-leaved land plants and a fittonia with pale veins
      rosette(40, 60, 44, C.greenDark, { leaves: 7, width: 0.32, spread: 130 }) +
      rosette(86, 66, 30, "#33691e", { leaves: 5, width: 0.4, spread: 120 }) +
      rosette(18, 62, 18, "#9ccc65", { leaves: 5, width: 0.5, spread: 140 }) +
      rosette(64, 60, 14, "#9ccc65", { leaves: 5, width: 0.5, spread: 140 }) +
      moss(130, 80, 22, rand, C.moss, 5) +
      moss(166, 112, 18, rand, C.moss, 4) +
      shoal(
        [
          [222, 130],
          [246, 138],
          [232, 150],
        ],
        C.fish,
        C.fishAccent,
        0.9,
      ) +
      `<rect width="${W}" height="${H}" rx="12" fill="none" stroke="#b0c4cc" stroke-width="2"/>`
    );
  },
};
