import { expect, test } from "./test";
import { usesJavaScript } from "./support";

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
  // The link also names the rules that judged it, so a later version can say its verdict may differ.
  await expect(page).toHaveURL(/\/checker\?units=metric&length=60&width=30&height=35&rules=[\d.-]+&fish=\d+%3A10$/);
  const report = page.getByRole("region", { name: "Compatibility report" });
  await expect(report).toBeVisible();
  await expect(page.getByRole("form", { name: "Tank checker" }).getByRole("link", { name: "Neon Tetra", exact: true })).toBeVisible();

  // An African Butterflyfish eats neons: the verdict changes, and the finding names both.
  await page.getByRole("form", { name: "Tank checker" }).getByLabel("Add a fish by name").fill("African Butterflyfish");
  await page.getByRole("form", { name: "Tank checker" }).getByRole("button", { name: "Check tank" }).click();
  await expect(report.getByText("Won't work").first()).toBeVisible();
  const findings = report.getByRole("list", { name: "Findings" });
  await expect(
    findings
      .getByRole("listitem")
      .filter({ hasText: "Won't work" })
      .filter({ has: page.getByRole("link", { name: "African Butterflyfish", exact: true }) })
      .first(),
  ).toBeVisible();

  // Removing it brings back a tank that can work; a suggestion adds its fish to the same check.
  await page.getByRole("link", { name: "Remove African Butterflyfish" }).click();
  await expect(report.getByText("Won't work")).toHaveCount(0);
  const suggestion = report.getByRole("list", { name: "Suggested fish" }).getByRole("link").first();
  // A suggestion reads "6 Ember Tetra" (how many, then which), or "2 more Neon Tetra" to complete a group.
  const name = (await suggestion.textContent())!.trim().replace(/^\d+ (more )?/, "");
  await suggestion.click();
  await expect(page.getByRole("form", { name: "Tank checker" }).getByRole("link", { name, exact: true })).toBeVisible();
});

test("the checker takes what a keeper knows: a tank set up last week refuses otocinclus, and says why", async ({ page }) => {
  await page.goto("/checker");
  const form = page.getByRole("form", { name: "Tank checker" });
  await form.getByLabel("Units").selectOption("metric");
  await form.getByLabel(/Inner length/).fill("61");
  await form.getByLabel(/Inner width/).fill("31");
  await form.getByLabel(/Inner height/).fill("41");
  // The optional answers are folded away until asked for; the same native disclosure with or without JavaScript.
  await form.getByText("What you know of the tank (optional)").click();
  await form.getByLabel(/Tank age/).fill("1");
  await form.getByLabel("Cycled").selectOption("no");
  await form.getByLabel("Heater").selectOption("yes");
  await form.getByLabel("Temperature").fill("25");
  await form.getByLabel("pH", { exact: true }).fill("7");
  await form.getByLabel("Add a fish by name").fill("Otocinclus");
  await form.getByLabel("How many").fill("6");
  await form.getByRole("button", { name: "Check tank" }).click();

  // Every answer is in the link, so the same question can be shared.
  await expect(page).toHaveURL(/age=1/);
  await expect(page).toHaveURL(/cycled=no/);
  await expect(page).toHaveURL(/temp=25/);
  const report = page.getByRole("region", { name: "Compatibility report" });
  await expect(report.getByText(/^Verdict: Won't work$/)).toBeAttached();
  await expect(report.getByText(/needs a mature tank, and this one is not cycled yet/)).toBeVisible();
  await expect(report.getByText("No fish are suggested until what won't work is fixed: start with the findings above.")).toBeVisible();

  // The same tank, run in for half a year and cycled: the otocinclus are welcome.
  await page
    .getByRole("form", { name: "Tank checker" })
    .getByLabel(/Tank age/)
    .fill("26");
  await page.getByRole("form", { name: "Tank checker" }).getByLabel("Cycled").selectOption("yes");
  await page.getByRole("form", { name: "Tank checker" }).getByRole("button", { name: "Check tank" }).click();
  await expect(page).toHaveURL(/age=26/);
  await expect(report.getByText(/needs a mature tank/)).toHaveCount(0);
  await expect(report.getByText(/^Verdict: (Fine|Caution)$/)).toBeAttached();
});

test("a standard tank is chosen by name, fills in its size, and is judged by the volume it is sold as", async ({ page }, testInfo) => {
  await page.goto("/checker");
  const form = page.getByRole("form", { name: "Tank checker" });
  if (usesJavaScript(testInfo)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await form.getByLabel("Units").selectOption("us");
  await form.getByLabel("Standard tank").selectOption({ label: "29 gallon" });
  if (usesJavaScript(testInfo)) await expect(form.getByLabel(/Inner length/)).toHaveValue("30");
  await form.getByLabel("Add a fish by name").fill("Cardinal Tetra");
  await form.getByLabel("How many").fill("10");
  await form.getByRole("button", { name: "Check tank" }).click();
  await expect(page).toHaveURL(/size=us-29/);
  // The server gives the chosen tank's size, with or without the script that filled it in.
  await expect(page.getByRole("form", { name: "Tank checker" }).getByLabel(/Inner length/)).toHaveValue("30");
  await expect(page.getByRole("form", { name: "Tank checker" }).getByLabel("Standard tank")).toHaveValue("us-29");
  const report = page.getByRole("region", { name: "Compatibility report" });
  await expect(report).toBeVisible();
  // Sold as 29 US gal: it meets the Cardinal's 20 US gal, and no volume finding says otherwise.
  await expect(report.getByText(/needs a tank of at least/)).toHaveCount(0);
});

test("a finding's species opens its page at the note on the fact the finding rests on", async ({ page, request }) => {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const id = (name: string) => list.find((fish) => fish.name === name)!.id;
  await page.goto(`/checker?units=us&length=48&width=18&height=21&fish=${id("Oscar")}:1&fish=${id("Mystery Snail")}:2`);
  const finding = page
    .getByRole("list", { name: "Findings" })
    .getByRole("listitem")
    .filter({ hasText: "The Oscar eats grown snails, lid and all: the Mystery Snail will be eaten." });
  await finding.getByRole("link", { name: "Oscar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fish/${id("Oscar")}#note-eatsSnails$`));
  // The folded notes open at that note, with or without JavaScript (the browser opens a disclosure it is sent into).
  const note = page.getByRole("region", { name: "How each fact was settled" }).locator("#note-eatsSnails");
  await expect(note).toBeVisible();
  await expect(note).toContainText("Eating snails:");
  await expect(note).toBeInViewport();
});

test("a link shared under older rules says that today's rules may judge it differently", async ({ page, request }) => {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const neon = list.find((fish) => fish.name === "Neon Tetra")!;
  await page.goto(`/checker?units=metric&length=60&width=30&height=35&rules=2026.11-1&fish=${neon.id}:10`);
  await expect(page.getByText(/This link was shared under the checker's rules 2026\.11-1\./)).toBeVisible();
});

test("GET /api/checker reads the keeper's answers and refuses one it cannot read", async ({ request }) => {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const neon = list.find((fish) => fish.name === "Neon Tetra")!;
  const noHeater = await request.get(`/api/checker?units=metric&length=60&width=30&height=35&heater=no&fish=${neon.id}:10`);
  expect(noHeater.status()).toBe(200);
  const report = (await noHeater.json()) as { verdict: string; findings: { rule: string }[] };
  expect(report.verdict).toBe("wont-work");
  expect(report.findings.map((f) => f.rule)).toContain("no-heater");
  const refused = await request.get(`/api/checker?units=metric&length=60&width=30&height=35&lid=maybe&fish=${neon.id}:10`);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ message: "Say yes or no for the lid." });
});
