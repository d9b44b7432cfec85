import type { Illustration } from "../../domain/species";
import { round1 } from "../svg";
import type { ShapeDrawing } from "./body-shapes";

/**
 * The pattern's marks (stripe, bars, spots, band), laid out in the body's box and drawn in the accent colour;
 * the caller clips them to the body. Uses the id `s` for the spots' tile.
 */
export function patternMarks(pattern: Illustration["pattern"], drawing: ShapeDrawing, accent: string): string {
  const [x0, y0, x1, y1] = drawing.box;
  const w = x1 - x0;
  const h = y1 - y0;
  switch (pattern) {
    case "stripe": {
      const thickness = round1(Math.max(4, Math.min(10, h * 0.16)));
      const start = round1(x0 + w * 0.16);
      return `<rect x="${start}" y="${round1(drawing.stripeY - thickness / 2)}" width="${round1(x1 - start)}" height="${thickness}" rx="${round1(thickness / 2)}" fill="${accent}"/>`;
    }
    case "bars": {
      const count = Math.max(3, Math.min(5, Math.round(w / h) + 1));
      const barWidth = round1(Math.min(w * 0.09, 16));
      const first = x0 + w * 0.2;
      const step = (w * 0.68) / (count - 1);
      let bars = "";
      for (let i = 0; i < count; i++) {
        bars += `M${round1(first + i * step)} ${y0}h${barWidth}l-3 ${h}h-${barWidth}z`;
      }
      return `<path d="${bars}" fill="${accent}"/>`;
    }
    case "spots": {
      const size = round1(Math.max(8, Math.min(14, h / 4)));
      return (
        `<pattern id="s" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(20)">` +
        `<circle cx="${round1(size / 2)}" cy="${round1(size / 2)}" r="${round1(size * 0.22)}" fill="${accent}"/></pattern>` +
        `<rect x="${round1(x0 + w * 0.14)}" y="${y0}" width="${round1(w * 0.86)}" height="${h}" fill="url(#s)"/>`
      );
    }
    case "band": {
      const left = x0 + w * 0.5;
      const right = x0 + w * 0.72;
      return `<path d="M${round1(left)} ${y0}H${round1(right)}L${round1(right + w * 0.08)} ${y1}H${round1(left + w * 0.12)}Z" fill="${accent}"/>`;
    }
    default:
      return "";
  }
}
