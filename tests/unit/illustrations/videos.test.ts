import { describe, expect, it } from "vitest";
import { expectWellFormedSvg } from "../../support/well-formed-svg";
import { VIDEO_CATEGORIES } from "~/domain/videos";
import {
  VIDEO_ILLUSTRATION_SIZE,
  isVideoIllustrationCategory,
  renderVideoIllustration,
  videoIllustrationUrl,
} from "~/illustrations/videos";

describe("video thumbnails", () => {
  it.each(VIDEO_CATEGORIES.map((category) => [category.id, category.label] as const))(
    "%s is a small, titled, self-contained 16:9 SVG",
    (id, label) => {
      const svg = renderVideoIllustration(id);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180" width="320" height="180" role="img"/);
      expect(svg).toContain(`<title id="t">${label}</title>`);
      expectWellFormedSvg(svg);
      expect(svg).not.toMatch(/<script|href="http|xlink:href|<image|on\w+=/i);
      expect(svg.length).toBeLessThan(10_000);
      expect(svg).toBe(renderVideoIllustration(id));
    },
  );

  it("gives each category its own drawing, at an address fingerprinted by the drawing", () => {
    const drawings = new Set(VIDEO_CATEGORIES.map((category) => renderVideoIllustration(category.id)));
    expect(drawings.size).toBe(VIDEO_CATEGORIES.length);
    for (const category of VIDEO_CATEGORIES) {
      expect(videoIllustrationUrl(category.id)).toMatch(new RegExp(`^/illustrations/videos/${category.id}\\?v=[0-9a-z]+$`));
    }
    expect(isVideoIllustrationCategory("fish-care")).toBe(true);
    expect(isVideoIllustrationCategory("toString")).toBe(false);
    expect(isVideoIllustrationCategory("all")).toBe(false);
    expect(VIDEO_ILLUSTRATION_SIZE).toEqual({ width: 320, height: 180 });
  });
});
