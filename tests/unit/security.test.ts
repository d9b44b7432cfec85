import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, isCrossOriginMutation, securityHeaders } from "~/services/security.server";

const allowedOrigins = ["https://shoal.example"];

describe("cross-origin mutations", () => {
  test("a form posted from another site is refused", () => {
    expect(isCrossOriginMutation({ method: "POST", origin: "https://evil.example", allowedOrigins })).toBe(true);
    expect(isCrossOriginMutation({ method: "DELETE", origin: "null", allowedOrigins })).toBe(true);
    expect(isCrossOriginMutation({ method: "PUT", fetchSite: "cross-site", allowedOrigins })).toBe(true);
  });
  test("the site's own forms and reads pass", () => {
    expect(isCrossOriginMutation({ method: "POST", origin: "https://shoal.example", allowedOrigins })).toBe(false);
    expect(isCrossOriginMutation({ method: "GET", origin: "https://evil.example", allowedOrigins })).toBe(false);
    expect(isCrossOriginMutation({ method: "POST", fetchSite: "same-origin", allowedOrigins })).toBe(false);
  });
  test("a client that is not a browser reaches the usual authorization checks", () => {
    expect(isCrossOriginMutation({ method: "POST", allowedOrigins })).toBe(false);
  });
});

describe("security headers", () => {
  test("an enforcing CSP with the request's nonce", () => {
    const headers = securityHeaders({ nonce: "abc123" });
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self' 'nonce-abc123'");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(headers).not.toHaveProperty("Content-Security-Policy-Report-Only");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    // Kept though Lighthouse counts what it costs a first visit: docs/decisions/079.
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
  test("the only outside origins are the two privacy-enhanced players", () => {
    const directives = new Map(
      contentSecurityPolicy({ nonce: "n" })
        .split("; ")
        .map((directive) => {
          const [name, ...values] = directive.split(" ");
          return [name, values] as const;
        }),
    );
    expect(directives.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(directives.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directives.get("media-src")).toEqual(["'none'"]);
    expect(directives.get("default-src")).toEqual(["'self'"]);
  });
  test("an S3 endpoint on another origin may receive uploads", () => {
    expect(contentSecurityPolicy({ nonce: "n", connectOrigins: ["https://s3.example"] })).toContain(
      "connect-src 'self' https://s3.example",
    );
  });
  test("HSTS only where asked (production, always https)", () => {
    expect(securityHeaders({ hsts: true })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders({})).not.toHaveProperty("Strict-Transport-Security");
  });
});
