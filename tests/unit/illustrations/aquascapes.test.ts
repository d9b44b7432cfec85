import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { expectWellFormedSvg } from "../../support/well-formed-svg";
import { AQUASCAPE_SCENES, isAquascapeScene } from "~/domain/aquascapes";
import { SCENE_TITLES, aquascapeIllustrationUrl, renderAquascapeIllustration } from "~/illustrations/aquascapes";

describe("aquascape illustrations", () => {
  it.each(AQUASCAPE_SCENES.map((scene) => [scene]))("%s is a small, well-formed, titled SVG", (scene) => {
    const svg = renderAquascapeIllustration(scene);
    expectWellFormedSvg(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200" width="320" height="200" role="img"/);
    expect(svg).toContain(`<title id="t">${SCENE_TITLES[scene]}</title>`);
    // Nothing that could run or fetch: no scripts, no outside references, no event handlers.
    expect(svg).not.toMatch(/<script|<foreignObject|href="(?!#)|\son\w+=/i);
    expect(gzipSync(svg).length).toBeLessThan(6 * 1024);
  });

  it("draws the same picture every time, and a different one per scene", () => {
    expect(renderAquascapeIllustration("iwagumi")).toBe(renderAquascapeIllustration("iwagumi"));
    const pictures = new Set(AQUASCAPE_SCENES.map((scene) => renderAquascapeIllustration(scene)));
    expect(pictures.size).toBe(AQUASCAPE_SCENES.length);
  });

  it("addresses a scene with a fingerprint of its drawing", () => {
    expect(aquascapeIllustrationUrl("dutch")).toMatch(/^\/illustrations\/aquascapes\/dutch\?v=[0-9a-z]+$/);
    expect(aquascapeIllustrationUrl("dutch")).toBe(aquascapeIllustrationUrl("dutch"));
    expect(aquascapeIllustrationUrl("dutch")).not.toBe(aquascapeIllustrationUrl("jungle"));
  });

  it("knows its scenes", () => {
    expect(isAquascapeScene("nano")).toBe(true);
    expect(isAquascapeScene("Nano")).toBe(false);
    expect(isAquascapeScene("../etc")).toBe(false);
    expect(isAquascapeScene(undefined)).toBe(false);
  });
});
