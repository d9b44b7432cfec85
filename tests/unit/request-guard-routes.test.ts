import { describe, expect, it } from "vitest";
import { checkRequest, MAX_FORM_BODY_BYTES } from "~/services/request-guard.server";
import { ROUTES } from "../proof/route-table";

/**
 * The request guard against every route that takes a body (the proof suites' route table): a body of a form or
 * JSON route past the limit is refused from its length alone, whatever its size and whoever sends it, which is
 * why the fuzz sends one oversized body per route, as a visitor; and every page that takes a file in a form
 * streams it past the form limit, so a photo posted without JavaScript reaches its page.
 */
const sampleAddress = (pattern: string) => pattern.replace(/:[^/]+/g, "7").replace("*", "x");
const bodyRows = ROUTES.filter((row) => row.method !== "GET" && row.body.kind !== "none");
const withLength = (type: string, bytes: number) => ({ "content-type": type, "content-length": String(bytes) });

describe("every route's body limit, from the route table", () => {
  const parsedRows = bodyRows.filter((row) => row.body.kind === "json" || row.body.kind === "form");
  it.each(parsedRows.map((row) => [`${row.method} ${row.path}${row.intent ? ` [${row.intent}]` : ""}`, row] as const))(
    "%s refuses any body past the limit before a route runs",
    (_name, row) => {
      const url = sampleAddress(row.path);
      // Outside /api and /objects only forms are taken (anything else is 415 first), so the body is the route's own type.
      const type = url.startsWith("/api/") || url.startsWith("/objects/") ? "application/json" : "application/x-www-form-urlencoded";
      for (const bytes of [MAX_FORM_BODY_BYTES + 1, 1024 * 1024, 5 * 1024 * 1024]) {
        expect(checkRequest({ method: row.method, url, headers: withLength(type, bytes) })).toMatchObject({ status: 413 });
      }
      expect(checkRequest({ method: row.method, url, headers: { "content-type": type, "transfer-encoding": "chunked" } })).toMatchObject({
        status: 411,
      });
      // A member's cookie changes nothing: the guard never reads it.
      const signedIn = { ...withLength(type, MAX_FORM_BODY_BYTES + 1), cookie: "__shoal_session=member" };
      expect(checkRequest({ method: row.method, url, headers: signedIn })).toMatchObject({ status: 413 });
    },
  );

  const fileRows = bodyRows.filter((row) => row.body.kind === "multipart");
  it.each(fileRows.map((row) => [`${row.method} ${row.path}${row.intent ? ` [${row.intent}]` : ""}`, row] as const))(
    "%s streams a file form past the form limit, to the page's own size check",
    (_name, row) => {
      const headers = withLength("multipart/form-data; boundary=x", 5 * 1024 * 1024);
      expect(checkRequest({ method: row.method, url: sampleAddress(row.path), headers })).toBeNull();
    },
  );

  it("covers the file forms of fish, plants, the profile and the gallery", () => {
    const paths = new Set(fileRows.map((row) => row.path));
    for (const path of ["/fish/:fishId", "/plants/:plantId", "/profile", "/community-gallery/new"]) expect(paths).toContain(path);
  });
});
