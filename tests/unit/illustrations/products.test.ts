import { describe, expect, it } from "vitest";
import { expectWellFormedSvg } from "../../support/well-formed-svg";
import { PRODUCT_CATEGORIES } from "~/domain/products";
import { categoryFromIllustrationSlug, productIllustrationUrl, renderProductIllustration } from "~/illustrations/products";

describe("product illustrations", () => {
  it("draw every category as a titled SVG at a versioned address", () => {
    const urls = new Set<string>();
    for (const { id, label } of PRODUCT_CATEGORIES) {
      const svg = renderProductIllustration(id);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 140"/);
      expect(svg).toContain(`<title id="t">${label.replace("&", "&amp;")}</title>`);
      expect(svg).toMatch(/<\/svg>$/);
      expectWellFormedSvg(svg);
      expect(svg).not.toMatch(/<script|href="http|on\w+=/i);
      expect(svg.length).toBeLessThan(6000);
      const url = productIllustrationUrl(id);
      expect(url).toMatch(new RegExp(`^/illustrations/products/${id.toLowerCase()}\\?v=[0-9a-z]+$`));
      urls.add(url);
      expect(categoryFromIllustrationSlug(id.toLowerCase())).toBe(id);
    }
    expect(urls.size).toBe(6);
    expect(new Set(PRODUCT_CATEGORIES.map(({ id }) => renderProductIllustration(id))).size).toBe(6);
  });

  it("knows only the six category slugs", () => {
    expect(categoryFromIllustrationSlug("Tank")).toBeUndefined();
    expect(categoryFromIllustrationSlug("heater")).toBeUndefined();
    expect(categoryFromIllustrationSlug(undefined)).toBeUndefined();
  });

  it("escapes a given title", () => {
    const svg = renderProductIllustration("Tank", 'A <b>"tank"</b>');
    expect(svg).toContain("A &lt;b&gt;&quot;tank&quot;&lt;/b&gt;");
    expectWellFormedSvg(svg);
  });
});
