import { describe, expect, it } from "vitest";
import { expectWellFormedSvg } from "../../support/well-formed-svg";
import { clipToCard, darken, escapeXml, round1, shortHash, svgDocument } from "~/illustrations/svg";

const size = { width: 240, height: 140 };

describe("escapeXml", () => {
  it("turns every markup character into an entity", () => {
    expect(escapeXml(`<&"'>`)).toBe("&lt;&amp;&quot;&#39;&gt;");
  });

  it("escapes an ampersand once, so an entity in the text stays visible as typed", () => {
    expect(escapeXml("&amp; &lt;")).toBe("&amp;amp; &amp;lt;");
  });

  it("leaves other text alone", () => {
    expect(escapeXml("Neon Tetra (Paracheirodon innesi) – 5 cm, ü")).toBe("Neon Tetra (Paracheirodon innesi) – 5 cm, ü");
  });
});

describe("svgDocument", () => {
  it("wraps a drawing in a sized, titled image document", () => {
    const svg = svgDocument(size, "Neon Tetra", `<circle cx="1" cy="2" r="3"/>`);
    expect(svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 140" width="240" height="140" role="img" aria-labelledby="t">` +
        `<title id="t">Neon Tetra</title><circle cx="1" cy="2" r="3"/></svg>`,
    );
    expectWellFormedSvg(svg);
  });

  it("keeps a hostile title as text", () => {
    const svg = svgDocument(size, `</title><script>alert("x")</script> & 'more'`, "");
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</title>");
    expectWellFormedSvg(svg);
  });

  it("clips a drawing to the card's rounded corners", () => {
    const svg = svgDocument(size, "Scene", clipToCard(size, `<rect width="240" height="140" fill="#e6f2f5"/>`));
    expect(svg).toContain(`<clipPath id="c"><rect width="240" height="140" rx="12"/></clipPath>`);
    expect(svg).toContain(`<g clip-path="url(#c)"><rect width="240" height="140" fill="#e6f2f5"/></g>`);
    expectWellFormedSvg(svg);
  });
});

describe("numbers and colours", () => {
  it("rounds coordinates to a tenth", () => {
    expect(round1(1.25)).toBe(1.3);
    expect(round1(2.449999)).toBe(2.4);
    expect(round1(3)).toBe(3);
    expect(`${round1(0.1 + 0.2)}`).toBe("0.3");
  });

  it("darkens a hex colour towards black", () => {
    expect(darken("#ffffff", 0.5)).toBe("#808080");
    expect(darken("#e85a4f", 0.55)).toBe("#682824");
    expect(darken("#123456", 0)).toBe("#123456");
    expect(darken("#123456", 1)).toBe("#000000");
  });
});

describe("shortHash", () => {
  // Served addresses and ETags are made of it: a change here would change every cached picture's address.
  it("is the same fingerprint on every run", () => {
    expect(shortHash("")).toBe("ztntfp");
    expect(shortHash("Neon Tetra")).toBe("6z5u19");
  });

  it("is short and tells different texts apart", () => {
    expect(shortHash("<svg/>")).toMatch(/^[0-9a-z]{1,7}$/);
    expect(shortHash("a")).not.toBe(shortHash("b"));
  });
});
