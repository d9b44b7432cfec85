import { expect, test } from "@playwright/test";

test("the anonymous checker judges a tank from a shareable link, with or without JavaScript", async ({ page }) => {
  await page.goto("/checker");
  await expect(page.getByRole("heading", { level: 1, name: "Tank Checker" })).toBeVisible();
  const form = page.getByRole("form", { name: "Tank checker" });
  await form.getByLabel("Units").selectOption("metric");
  await form.getByLabel(/Inner length/).fill("60");
  await form.getByLabel(/Inner width/).fill("30");
  await form.getByLabel(/Inner height/).fill("35");
  await form.getByLabel("Add a fish by name").fill("neon tetra");
  await form.getByLabel("How many").fill("10");
  await form.getByRole("button", { name: "Check tank" }).click();

  // The typed name became the species' id in the address, which anyone can open again.
  await expect(page).toHaveURL(/\/checker\?units=metric&length=60&width=30&height=35&fish=\d+%3A10$/);
  const report = page.getByRole("region", { name: "Compatibility report" });
  await expect(report).toBeVisible();
  await expect(page.getByRole("form", { name: "Tank checker" }).getByRole("link", { name: "Neon Tetra", exact: true })).toBeVisible();

  // An angelfish eats neons: the verdict changes, and the finding names both.
  await page.getByRole("form", { name: "Tank checker" }).getByLabel("Add a fish by name").fill("Angelfish");
  await page.getByRole("form", { name: "Tank checker" }).getByRole("button", { name: "Check tank" }).click();
  await expect(report.getByText("Won't work").first()).toBeVisible();
  const findings = report.getByRole("list", { name: "Findings" });
  await expect(
    findings
      .getByRole("listitem")
      .filter({ hasText: "Won't work" })
      .filter({ has: page.getByRole("link", { name: "Angelfish", exact: true }) })
      .first(),
  ).toBeVisible();

  // Removing the angelfish brings back a tank that can work; a suggestion adds its fish to the same check.
  await page.getByRole("link", { name: "Remove Angelfish" }).click();
  await expect(report.getByText("Won't work")).toHaveCount(0);
  const suggestion = report.getByRole("list", { name: "Suggested fish" }).getByRole("link").first();
  const name = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(page.getByRole("form", { name: "Tank checker" }).getByRole("link", { name, exact: true })).toBeVisible();
});
