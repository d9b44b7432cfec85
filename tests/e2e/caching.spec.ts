import { expect, test } from "./test";
import { newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

test("a visitor's page is shared: ETag, 304, and a CSP of script hashes instead of a nonce", async ({ request }) => {
  await request.get("/signup"); // fills the cache
  const cached = await request.get("/signup");
  const etag = cached.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(cached.headers()["cache-control"]).toContain("public");
  const csp = cached.headers()["content-security-policy"];
  expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("nonce-");
  expect(await cached.text()).toContain("Join the Shoal community");

  const again = await request.get("/signup", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("a page served from the cache still runs its scripts", async ({ page }, testInfo) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/signup");
  await page.goto("/signup"); // now from the cache
  await expect(page.getByRole("heading", { name: "Join the Shoal community" })).toBeVisible();
  if (usesJavaScript(testInfo)) {
    // Client-side navigation only happens once the app has hydrated.
    await page.waitForFunction(() => Boolean((window as unknown as { __remixContext?: unknown }).__remixContext));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Videos" }).click();
    await expect(page).toHaveURL(/\/videos$/);
  }
  expect(violations).toEqual([]);
});

test("a member's pages are private and never come from the visitors' cache", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Cass");
  await startSignedIn(page, person);
  const response = await page.goto("/signup");
  expect(response?.headers()["cache-control"]).toContain("private");
  await expect(page.getByRole("banner").getByText(`Hi, ${person.firstName}!`).filter({ visible: true })).toBeVisible();
  // Sign In is for visitors: a member's footer leaves it out.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Join Our Community" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sign In" })).toHaveCount(0);
});
