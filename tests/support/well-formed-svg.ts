import { expect } from "vitest";

/**
 * A small well-formedness check for generated SVG: every tag closes in order, attribute values are quoted, and no
 * bare `<`, `>` or `&` is left in text. Enough for the markup the drawings write, without an XML parser in the
 * test environment.
 */
export function expectWellFormedSvg(svg: string) {
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const text = svg.slice(last, match.index);
    expect(text, `text before <${match[2]}>`).not.toMatch(/[<>]|&(?!(?:amp|lt|gt|quot|#39);)/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(open.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(last, "everything is markup or text").toBe(svg.length);
  expect(open).toEqual([]);
}
