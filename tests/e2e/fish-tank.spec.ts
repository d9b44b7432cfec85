import { expect, test, type APIRequestContext, type Page } from "./test";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/** A species' id by its name, from the fish list. */
async function fishIdByName(request: APIRequestContext, name: string): Promise<number> {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const found = list.find((fish) => fish.name === name);
  if (!found) throw new Error(`No fish named ${name}`);
  return found.id;
}

/** The fish page's "Add to a tank" box. */
const addBox = (page: Page) => page.getByRole("region", { name: "Add to a tank" });

test("a member checks what a fish would do to their tank before adding it, then adds it", async ({ page, request }, testInfo) => {
  const js = usesJavaScript(testInfo);
  const [betta, tigerBarb, cory] = await Promise.all(
    ["Betta", "Tiger Barb", "Bronze Corydoras"].map((name) => fishIdByName(request, name)),
  );
  const person = newPerson(testInfo, "Tamsin");

  // A visitor sees nothing of tanks on a fish page.
  await page.goto(`/fish/${betta}`);
  await expect(page.getByRole("heading", { level: 1, name: "Betta" })).toBeVisible();
  await expect(addBox(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add a tank to check whether it fits" })).toHaveCount(0);

  // Signed in from the fish page; no tanks yet, so the page offers to make one.
  await startSignedIn(page, person, { from: `/fish/${betta}` });
  if (js) await hydrated(page);
  await page.getByRole("link", { name: "Add a tank to check whether it fits" }).click();
  await expect(page).toHaveURL(/\/my-tanks\/new$/);

  // The tank, in the member's units (US by default).
  const form = page.getByRole("main");
  await form.getByLabel("Name", { exact: true }).fill("Living room");
  await form.getByLabel("Length (in)").fill("30");
  await form.getByLabel("Width (in)").fill("12");
  await form.getByLabel("Height (in)").fill("18");
  await form.getByLabel("Heater").selectOption("yes");
  await form.getByRole("button", { name: "Create tank" }).click();
  await expect(page.getByText("Tank created")).toBeVisible();
  await expect(page).toHaveURL(/\/my-tanks\/\d+$/);
  const tankUrl = new URL(page.url()).pathname;
  const tankId = tankUrl.split("/").pop()!;

  // A male Betta goes in from its own page.
  await page.goto(`/fish/${betta}`);
  if (js) await hydrated(page);
  let box = addBox(page);
  await expect(box.getByLabel("Tank", { exact: true })).toHaveValue(tankId);
  await box.getByLabel("How many").fill("1");
  await box.getByLabel(/^Sex/).selectOption("male");
  await box.getByRole("button", { name: "Add to tank" }).click();
  await expect(page.getByText("Betta added to Living room (1 there now).")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/fish/${betta}$`));

  // Tiger Barbs, checked first: they nip a Betta's fins. Nothing is saved by looking.
  await page.goto(`/fish/${tigerBarb}`);
  if (js) await hydrated(page);
  box = addBox(page);
  await box.getByLabel("How many").fill("6");
  await box.getByRole("button", { name: "Check first" }).click();
  await expect(page).toHaveURL(new RegExp(`/fish/${tigerBarb}\\?tank=${tankId}&count=6&sex=$`));
  box = addBox(page);
  await expect(box.getByText(/^Adding 6 Tiger Barbs to Living room \(\d+(\.\d+)? gal\) would: Won't work$/)).toBeVisible();
  const findings = box.getByRole("list", { name: "What the check found" });
  await expect(findings.getByRole("listitem").filter({ hasText: "Won't work" }).filter({ hasText: /Betta/ }).first()).toBeVisible();

  // A peaceful catfish is not a won't-work; adding it puts it in the tank.
  await page.goto(`/fish/${cory}`);
  if (js) await hydrated(page);
  box = addBox(page);
  await expect(box.getByLabel("How many")).toHaveValue("6");
  await box.getByRole("button", { name: "Check first" }).click();
  await expect(page).toHaveURL(new RegExp(`/fish/${cory}\\?tank=${tankId}&count=6&sex=$`));
  box = addBox(page);
  await expect(box.getByText(/^Adding 6 Bronze Corydoras to Living room \(\d+(\.\d+)? gal\) would: (Fine|Caution)$/)).toBeVisible();
  if (js) await hydrated(page);
  await box.getByRole("button", { name: "Add to tank" }).click();
  await expect(page.getByText("Bronze Corydoras added to Living room (6 there now).")).toBeVisible();

  // The tank page lists both, and the Tiger Barbs that were only checked are not there.
  await page.goto(tankUrl);
  const fishList = page.getByRole("list", { name: "Fish in this tank" });
  await expect(fishList.getByRole("heading", { name: "Bronze Corydoras" })).toBeVisible();
  await expect(fishList.getByRole("heading", { name: "Betta" })).toBeVisible();
  await expect(fishList.getByRole("heading", { name: "Tiger Barb" })).toHaveCount(0);

  // /fish keeps only what the tank could take, as one of the water and tank filters.
  await page.goto("/fish");
  if (js) await hydrated(page);
  await page.getByText("Water and tank filters", { exact: true }).click();
  const filters = page.getByRole("form", { name: "Water and tank filters" });
  await filters.getByLabel("Fits my tank").selectOption({ label: "Living room" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]fits=${tankId}(&|$)`));
  await expect(page.getByText(/ · fits Living room/)).toBeVisible();
  await expect(page.getByRole("form", { name: "Water and tank filters" }).getByLabel("Fits my tank")).toHaveValue(tankId);
});
