import { expect, test } from "./test";

// Pages rendered for one request carry a nonce; pages shared by visitors carry script hashes (caching.spec.ts).
test("rendered pages carry an enforcing CSP whose nonce is on every script", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-csp");
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const scripts = await page
    .locator("script")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("nonce") ?? (n as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const value of scripts) expect(value === nonce || value === "").toBe(true);
  if (test.info().project.name === "no-js") {
    const html = await response!.text();
    for (const match of html.matchAll(/<script\b[^>]*>/g)) expect(match[0]).toContain(`nonce="${nonce}"`);
  }
});

test("each request gets its own nonce", async ({ request }) => {
  const a = (await request.get("/no-such-page")).headers()["content-security-policy"];
  const b = (await request.get("/no-such-page")).headers()["content-security-policy"];
  expect(a).not.toBe(b);
});

test("a mutation from another origin is refused with 403", async ({ request }) => {
  const response = await request.post("/api/users/username", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    data: { username: "evil" },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: "Cross-origin request refused" });
});

test("/api errors are JSON with the right status", async ({ request }) => {
  const unauthorized = await request.get("/api/auth/user");
  expect(unauthorized.status()).toBe(401);
  expect(await unauthorized.json()).toEqual({ message: "Unauthorized" });

  const missing = await request.get("/api/no-such-endpoint");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: "Not found" });

  const upload = await request.post("/api/objects/upload");
  expect(upload.status()).toBe(401);
  expect(await upload.json()).toEqual({ message: "Unauthorized" });
});

test("the health check touches the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ok");
});
