import { expect, test } from "./test";
import { signInAsAdmin, usesJavaScript } from "./support";

test("an admin lists the subscribers a page at a time and downloads them; a subscriber's signed link unsubscribes without a login", async ({
  browser,
  page,
}, testInfo) => {
  const js = usesJavaScript(testInfo);
  const address = `leaving-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

  // A visitor subscribes from the newsletter's own page.
  const visitor = await browser.newContext({ javaScriptEnabled: js, extraHTTPHeaders: { "x-client-ip": `203.0.113.${js ? 51 : 52}` } });
  const reader = await visitor.newPage();
  await reader.goto("/newsletter");
  await expect(reader.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await reader.getByRole("textbox", { name: "Email address" }).fill(address);
  await reader.getByRole("checkbox", { name: /I agree that Shoal's editors/ }).check();
  await reader.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(reader.getByText(`${address} is on the newsletter list.`).first()).toBeVisible();

  // The admin's list, newest first, with the consent and the link to put in the issue.
  await signInAsAdmin(page, testInfo);
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole("heading", { name: /^Newsletter subscribers \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole("list", { name: "Subscribers" }).getByRole("listitem").filter({ hasText: address });
  await expect(row).toBeVisible();
  await row.getByText("Consent and unsubscribe link").click();
  await expect(row).toContainText("Agreed to: “I agree that Shoal's editors may e-mail me the occasional newsletter");
  const link = (await row.locator("code").textContent())!.trim();
  expect(link).toMatch(/\/newsletter\/unsubscribe\?email=.+&sig=[\w-]+$/);

  const csv = await page.request.get("/admin/newsletter/export");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`"${address}",`);

  // The link works for anyone holding it, signed in or not; opening it changes nothing until the button is pressed.
  await reader.goto(link);
  await expect(reader.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(reader.getByText(address)).toBeVisible();
  await reader.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(reader.getByText(`${address} will get no more newsletters.`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("list", { name: "Subscribers" }).getByText(address)).toHaveCount(0);

  // A changed link is refused and says so.
  const tampered = await reader.goto(link.replace(/sig=[\w-]{4}/, "sig=AAAA"));
  expect(tampered?.status()).toBe(400);
  await expect(reader.getByText("This unsubscribe link is not valid.")).toBeVisible();
  await visitor.close();
});
