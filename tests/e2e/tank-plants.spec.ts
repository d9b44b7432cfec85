import { expect, test } from "./test";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

test("a member lists plants in a tank, sees which the fish will eat and which would suit it, and takes one out", async ({
  page,
}, testInfo) => {
  const js = usesJavaScript(testInfo);
  await startSignedIn(page, newPerson(testInfo, "Flora"), { from: "/" });
  const created = await page.request.post("/api/tanks", {
    data: { name: "Planted", units: "metric", length: 100, width: 40, height: 45, heater: true, light: "low", co2: false },
  });
  expect(created.status()).toBe(201);
  const tank = (await created.json()) as { id: number };
  const silverDollar = ((await (await page.request.get("/api/fish?q=silver+dollar")).json()) as { id: number; name: string }[]).find(
    (fish) => fish.name === "Silver Dollar",
  )!;
  expect((await page.request.put(`/api/tanks/${tank.id}/fish`, { data: [{ fishId: silverDollar.id, count: 5 }] })).status()).toBe(200);

  await page.goto(`/my-tanks/${tank.id}`);
  if (js) await hydrated(page);
  const details = page.getByRole("region", { name: "About this tank" });
  await expect(details.getByText("Low", { exact: true })).toBeVisible();
  const plants = page.getByRole("region", { name: "Plants in this tank" });
  await expect(plants.getByText("No plants listed for this tank.")).toBeVisible();

  for (const name of ["Cabomba", "Java Fern"]) {
    await plants.getByLabel("Add a plant").selectOption({ label: name });
    await plants.getByRole("button", { name: "Add plant" }).click();
    await expect(page.getByText(`${name} is growing in this tank.`)).toBeVisible();
  }
  await expect(plants.getByRole("list", { name: "Plants in this tank" }).getByRole("link")).toHaveText(["Cabomba", "Java Fern"]);

  // The report reads the plants with the fish: the soft one is at risk, the tough one spared, and more are offered.
  const findings = page.getByRole("list", { name: "Findings" });
  await expect(findings.getByText(/Cabomba is at risk of being eaten or pulled up\. Java Fern is a tough, leathery plant/)).toBeVisible();
  await expect(findings.getByText(/Cabomba needs high light; under this tank's low light/)).toBeVisible();
  const suggested = page.getByRole("list", { name: "Suggested plants" });
  await expect(suggested.getByRole("link").first()).toBeVisible();

  await plants.getByRole("button", { name: "Remove Cabomba" }).click();
  await expect(page.getByText("Cabomba taken out of this tank.")).toBeVisible();
  await expect(plants.getByRole("list", { name: "Plants in this tank" }).getByRole("link")).toHaveText(["Java Fern"]);
  await expect(findings.getByText(/Cabomba is at risk/)).toHaveCount(0);
});

test("the anonymous checker judges plants from its link, and adds a suggested one", async ({ page }, testInfo) => {
  const js = usesJavaScript(testInfo);
  const plantsList = (await (await page.request.get("/api/plants?q=hornwort")).json()) as { plants: { id: number; name: string }[] };
  const hornwort = plantsList.plants.find((plant) => plant.name === "Hornwort")!;
  const fish = ((await (await page.request.get("/api/fish?q=betta")).json()) as { id: number; name: string }[]).find(
    (f) => f.name === "Betta",
  )!;
  await page.goto(`/checker?units=metric&length=60&width=30&height=36&fish=${fish.id}:1&plant=${hornwort.id}&light=medium`);
  if (js) await hydrated(page);
  await expect(page.getByRole("link", { name: "Hornwort" }).first()).toBeVisible();
  const suggested = page.getByRole("list", { name: "Suggested plants" }).getByRole("link").first();
  const name = (await suggested.textContent())!.trim();
  await suggested.click();
  await expect(page).toHaveURL(/plant=.*plant=/);
  await expect(page.getByRole("group", { name: "The plants (optional)" }).getByRole("link", { name, exact: true })).toBeVisible();
});
