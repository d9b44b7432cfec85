import { describe, expect, test } from "vitest";
import { checkRequest, DRAIN_LIMIT_BYTES, MAX_FORM_BODY_BYTES, refusalResponse, type GuardRequest } from "~/services/request-guard.server";

function check(method: string, url: string, headers: GuardRequest["headers"] = {}) {
  return checkRequest({ method, url, headers });
}

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("what is refused before the app reads a request", () => {
  test.each(["TRACE", "PROPFIND", "CONNECT", "OPTIONS"])("%s is 405 with the methods the site answers", (method) => {
    expect(check(method, "/fish")).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE" } });
  });

  test.each(["/fish/%E0%A4%A", "/api/fish/%", "/%zz", "/fish/%C0"])("a malformed percent-escape in %s is 400", (url) => {
    expect(check("GET", url)).toMatchObject({ status: 400, message: "The address has a malformed percent-escape" });
  });

  test.each(["/api/%2e%2e", "/fish/%2E%2E/admin", "/%2e/fish", "/api/.%2e/x"])("an escaped dot segment in %s is 400", (url) => {
    expect(check("GET", url)).toMatchObject({ status: 400 });
  });

  test("an address past 2,048 characters is 414", () => {
    expect(check("GET", `/fish?q=${"a".repeat(2100)}`)).toMatchObject({ status: 414 });
    expect(check("GET", `/${"a/".repeat(1000)}a`)).toBeNull();
  });

  test.each(["/api/logout", "/api/login?state=s1&code=c1", "/community-gallery/3", "/fish/1", "/api/fish"])(
    "a page or API route requested as a picture (%s) is 403, before any route runs",
    (url) => {
      for (const destination of ["image", "script", "style", "audio", "font"]) {
        expect(check("GET", url, { "sec-fetch-dest": destination }), destination).toMatchObject({ status: 403 });
      }
      for (const destination of ["document", "empty", "iframe"]) expect(check("GET", url, { "sec-fetch-dest": destination })).toBeNull();
    },
  );

  test.each([
    "/objects/uploads/0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11",
    "/illustrations/fish/neon?v=1",
    "/assets/entry.js",
    "/favicon.ico",
    "/images/fish-illustration.svg",
    "/video-thumbnails/abc",
  ])("a picture or file (%s) may be requested as one", (url) => {
    expect(check("GET", url, { "sec-fetch-dest": "image" })).toBeNull();
  });

  test("well-formed escapes and queries pass", () => {
    expect(check("GET", "/fish/%E6%97%A5?q=%")).toBeNull();
    expect(check("GET", "/fish?q=neon%20tetra")).toBeNull();
  });

  test.each([
    ["JSON", json],
    ["text", { "content-type": "text/plain" }],
    ["no type", {}],
  ])("a page action posted with %s is 415", (_kind, headers) => {
    expect(check("POST", "/fish/1", { ...headers, "content-length": "10" })).toMatchObject({ status: 415 });
  });

  test("forms within the limit pass; past it they are 413, announced by Content-Length", () => {
    expect(check("POST", "/fish/1", { ...form, "content-length": String(MAX_FORM_BODY_BYTES) })).toBeNull();
    expect(check("POST", "/fish/1", { ...form, "content-length": String(MAX_FORM_BODY_BYTES + 1) })).toMatchObject({ status: 413 });
    expect(check("POST", "/api/my-fish", { ...json, "content-length": String(MAX_FORM_BODY_BYTES + 1) })).toMatchObject({
      status: 413,
    });
  });

  test("a refused body is drained after the answer (the connection stays usable); one past the drain limit closes it", () => {
    expect(check("POST", "/api/my-fish", { ...json, "content-length": "5000000" })).toMatchObject({ closeConnection: false });
    expect(check("POST", "/api/my-fish", { ...json, "content-length": String(DRAIN_LIMIT_BYTES + 1) })).toMatchObject({
      closeConnection: true,
    });
  });

  test("a body without a length is refused (411) unless it is a streamed upload", () => {
    expect(check("POST", "/api/my-fish", { ...json, "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
    expect(check("PUT", "/objects/uploads/0d9a0c56-3a2f-4c3e-9d2b-5a1f2e3d4c5b?sig=x", { "transfer-encoding": "chunked" })).toBeNull();
  });

  test("image uploads keep their own per-purpose limits", () => {
    const tenMegabytes = String(10 * 1024 * 1024);
    expect(check("PUT", "/objects/uploads/abc", { "content-type": "image/png", "content-length": tenMegabytes })).toBeNull();
    expect(check("POST", "/fish/1", { "content-type": "multipart/form-data; boundary=x", "content-length": tenMegabytes })).toBeNull();
    // Every page whose form carries a picture without JavaScript, as a document post or Remix's .data post.
    const multipart = { "content-type": "multipart/form-data; boundary=x", "content-length": tenMegabytes };
    for (const path of [
      "/fish/1.data",
      "/plants/4",
      "/plants/4.data",
      "/profile",
      "/profile.data",
      "/community-gallery/new",
      "/admin/products/new",
      "/admin/products/12/edit",
      "/admin/guides/new.data",
      "/admin/guides/3/edit",
      "/admin/videos/new",
      "/admin/videos/7/edit.data",
    ]) {
      expect(check("POST", path, multipart), path).toBeNull();
    }
    // The same pages' url-encoded posts, and the admin's other pages, keep the form limit.
    expect(check("POST", "/admin/products/new", { ...form, "content-length": tenMegabytes })).toMatchObject({ status: 413 });
    expect(check("POST", "/admin/products/12/delete", multipart)).toMatchObject({ status: 413 });
    // A multipart body to a route that does not stream files is held to the form limit.
    expect(check("POST", "/username", { "content-type": "multipart/form-data; boundary=x", "content-length": tenMegabytes })).toMatchObject(
      { status: 413 },
    );
    expect(
      check("POST", "/api/objects/upload", { "content-type": "multipart/form-data; boundary=x", "content-length": tenMegabytes }),
    ).toMatchObject({ status: 413 });
  });

  test("reads are never refused for their headers", () => {
    expect(check("GET", "/fish", { "content-length": "999999999" })).toBeNull();
    expect(check("HEAD", "/")).toBeNull();
  });
});

describe("how a refusal is answered", () => {
  const origin = "http://localhost:3000";

  test("under /api: the status with {message}", async () => {
    const request = { method: "POST", url: "/api/my-fish", headers: json, origin };
    const response = await refusalResponse(request, { status: 413, message: "Too large" });
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Too large" });
  });

  test("a browser's form without JavaScript goes back to the page with a toast", async () => {
    const request = { method: "POST", url: "/fish/7?index", headers: { ...form, accept: "text/html" }, origin };
    const response = await refusalResponse(request, { status: 413, message: "Too large" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fish/7");
    expect(response.headers.get("Set-Cookie")).toContain("__shoal_session=");
  });

  test("anything else: the message as plain text, and Connection: close when asked", async () => {
    const request = { method: "POST", url: "/fish/7", headers: json, origin };
    const response = await refusalResponse(request, { status: 415, message: "Forms only", closeConnection: true });
    expect(response.status).toBe(415);
    expect(response.headers.get("Connection")).toBe("close");
    expect(await response.text()).toBe("Forms only");
  });
});
