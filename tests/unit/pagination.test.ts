import { describe, expect, test } from "vitest";
import { hrefWithParams } from "~/domain/pagination";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";

describe("hrefWithParams", () => {
  test("sets, replaces and removes parameters and keeps the others", () => {
    expect(hrefWithParams("/fish/3", "?collection=owned", { before: 42 }, "discussion")).toBe(
      "/fish/3?collection=owned&before=42#discussion",
    );
    expect(hrefWithParams("/fish/3", "?before=42&photosBefore=7&confirmDelete=9", { before: 40, confirmDelete: null })).toBe(
      "/fish/3?before=40&photosBefore=7",
    );
    expect(hrefWithParams("/fish/3", "?before=42", { before: null }, "discussion")).toBe("/fish/3#discussion");
    expect(hrefWithParams("/fish/3", new URLSearchParams("a=1&b=2"), {})).toBe("/fish/3?a=1&b=2");
  });
});

describe("parsePageQuery", () => {
  const parse = (query: string) => parsePageQuery(new URLSearchParams(query));

  test("defaults to the newest 50", () => {
    expect(parse("")).toEqual({ ok: true, value: { before: null, limit: 50 } });
  });

  test("accepts a before id and a limit from 1 to 100", () => {
    expect(parse("before=12&limit=1")).toEqual({ ok: true, value: { before: 12, limit: 1 } });
    expect(parse("limit=100")).toEqual({ ok: true, value: { before: null, limit: 100 } });
  });

  test.each(["limit=101", "limit=0", "limit=-1", "limit=abc", "limit=1.5", "limit=1e2", "limit=", "limit=99999"])("refuses %s", (query) => {
    expect(parse(query)).toEqual({ ok: false, message: "limit must be a whole number from 1 to 100" });
  });

  test.each(["before=abc", "before=0", "before=-3", "before=", "before=01"])("refuses %s", (query) => {
    expect(parse(query)).toEqual({ ok: false, message: "before must be a positive whole number" });
  });
});

describe("nextPageLink", () => {
  test("names the same list from the given item on, as a relative reference", () => {
    expect(nextPageLink("http://localhost/api/fish/3/discussions", 77, 50)).toBe(
      '</api/fish/3/discussions?before=77&limit=50>; rel="next"',
    );
    expect(nextPageLink("http://localhost/api/fish/3/images?before=90&limit=5", 77, 5)).toBe(
      '</api/fish/3/images?before=77&limit=5>; rel="next"',
    );
  });
});
