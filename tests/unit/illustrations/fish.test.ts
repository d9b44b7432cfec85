import { describe, expect, it } from "vitest";
import { ILLUSTRATION_PATTERNS, ILLUSTRATION_SHAPES, type Illustration } from "~/domain/species";
import { expectWellFormedSvg } from "../../support/well-formed-svg";
import { ILLUSTRATION_VERSION, illustrationUrl, renderFishIllustration } from "~/illustrations/fish";

const colors = { body: "#e85a4f", accent: "#1aa6e6", fins: "#e9eef1" };

function bodyPath(svg: string): string {
  return /<path id="b" d="([^"]+)"/.exec(svg)?.[1] ?? "";
}

describe("renderFishIllustration", () => {
  const cases = ILLUSTRATION_SHAPES.flatMap((shape) => ILLUSTRATION_PATTERNS.map((pattern) => [shape, pattern] as const));

  it.each(cases)("draws %s with %s as a small, well-formed, titled SVG", (shape, pattern) => {
    const svg = renderFishIllustration({ name: "Neon Tetra", shape, pattern, colors });

    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 240 140" width="240" height="140" role="img"');
    expect(svg).toMatch(/<title[^>]*>Neon Tetra<\/title>/);
    expect(svg).not.toMatch(/undefined|NaN|null/);
    expectWellFormedSvg(svg);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
  });

  it("stays under 4 KB with a long name on the busiest drawing", () => {
    const name = "Long-finned Spotted Something & Other (Very Long Trade Name Variety)";
    for (const shape of ILLUSTRATION_SHAPES) {
      const svg = renderFishIllustration({ name, shape, pattern: "spots", colors });
      expect(new TextEncoder().encode(svg).length, shape).toBeLessThan(4096);
    }
  });

  it("keeps a name with markup and quotes as text", () => {
    const svg = renderFishIllustration({
      name: `<script>alert("hi")</script> & 'Tom's' fish`,
      shape: "torpedo",
      pattern: "plain",
      colors,
    });

    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &#39;Tom&#39;s&#39; fish</title>");
    expectWellFormedSvg(svg);
  });

  it("gives every shape its own outline", () => {
    const outlines = ILLUSTRATION_SHAPES.map((shape) => bodyPath(renderFishIllustration({ name: "x", shape, pattern: "plain", colors })));
    expect(outlines.every((d) => d.length > 20)).toBe(true);
    expect(new Set(outlines).size).toBe(ILLUSTRATION_SHAPES.length);
  });

  it("draws the invertebrates, the frog and the goldfish with shapes of their own", () => {
    const added = ["goldfish", "goldfish-common", "shrimp", "crayfish", "crab", "snail", "snail-cone", "frog"] as const;
    for (const shape of added) expect(ILLUSTRATION_SHAPES, shape).toContain(shape);
    const eyes = (svg: string) => svg.match(/fill="#fff" stroke=/g)?.length ?? 0;
    for (const shape of added) {
      for (const pattern of ILLUSTRATION_PATTERNS) {
        const svg = renderFishIllustration({ name: "Cherry Shrimp", shape, pattern, colors });
        expectWellFormedSvg(svg);
        expect(svg, `${shape} ${pattern}`).not.toMatch(/undefined|NaN|null/);
        // The crab and the frog are drawn from the front and from above, with both eyes; the rest in profile.
        expect(eyes(svg), shape).toBe(shape === "crab" || shape === "frog" ? 2 : 1);
      }
    }
    const outline = (shape: (typeof added)[number]) => bodyPath(renderFishIllustration({ name: "x", shape, pattern: "plain", colors }));
    expect(outline("goldfish")).not.toBe(bodyPath(renderFishIllustration({ name: "x", shape: "torpedo", pattern: "plain", colors })));
    expect(new Set(added.map(outline)).size).toBe(added.length);
  });

  it("draws each pattern differently, in the accent colour and inside the body", () => {
    const drawings = ILLUSTRATION_PATTERNS.map((pattern) =>
      renderFishIllustration({ name: "x", shape: "cichlid", pattern, colors: { ...colors, accent: "#123456" } }),
    );
    expect(new Set(drawings).size).toBe(ILLUSTRATION_PATTERNS.length);
    for (const svg of drawings.slice(1)) {
      expect(svg).toMatch(/<g clip-path="url\(#c\)">[^]*#123456/);
    }
  });

  it("uses the species' colours, and lets only hex colours into the markup", () => {
    const svg = renderFishIllustration({ name: "x", shape: "betta", pattern: "bars", colors });
    expect(svg).toContain('fill="#e85a4f"');
    expect(svg).toContain('fill="#1aa6e6"');
    expect(svg).toContain('fill="#e9eef1"');

    const hostile = renderFishIllustration({
      name: "x",
      shape: "betta",
      pattern: "bars",
      colors: { body: 'red" onload="alert(1)', accent: "url(https://evil.example/x)", fins: "#abc" },
    });
    expect(hostile).not.toMatch(/onload|evil|url\(https/);
    expectWellFormedSvg(hostile);
  });
});

describe("illustrationUrl", () => {
  const illustration: Illustration = { shape: "torpedo", pattern: "stripe", colors };

  it("points at the illustration route with a short version fingerprint", () => {
    expect(illustrationUrl("neon-tetra", illustration)).toMatch(/^\/illustrations\/fish\/neon-tetra\?v=[0-9a-z]{1,8}$/);
    expect(illustrationUrl("neon-tetra", illustration)).toBe(illustrationUrl("neon-tetra", { ...illustration }));
  });

  it("changes when the shape, pattern or any colour changes", () => {
    const base = illustrationUrl("neon-tetra", illustration);
    const variants = [
      { ...illustration, shape: "deep" as const },
      { ...illustration, pattern: "bars" as const },
      { ...illustration, colors: { ...colors, body: "#e85a4e" } },
      { ...illustration, colors: { ...colors, accent: "#1aa6e7" } },
      { ...illustration, colors: { ...colors, fins: "#000000" } },
    ];
    const urls = variants.map((variant) => illustrationUrl("neon-tetra", variant));
    expect(urls).not.toContain(base);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("has a version to bump when the drawings change", () => {
    expect(ILLUSTRATION_VERSION).toMatch(/\S/);
  });
});
