import { describe, expect, test } from "vitest";
import { loader as apiChecker } from "~/routes/api.checker";
import { loader as checkerPage } from "~/routes/checker";
import { createFish } from "../support/fish";
import { request, respond } from "../support/factories";
import { eq } from "drizzle-orm";
import { plants } from "../../db/schema";
import { seedPlants } from "../../db/seed/plants";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { getDb } from "~/services/db.server";

type ApiReport = {
  verdict: string;
  findings: { rule: string; severity: string; message: string; numbers: Record<string, number>; fishIds: number[] }[];
  suggestions: { fishId: number; name: string }[];
  upsize: unknown;
};

async function api(query: string) {
  return respond(async () => apiChecker({ request: await request(`/api/checker?${query}`) }));
}
async function page(query: string) {
  return respond(async () => checkerPage({ request: await request(`/checker?${query}`), params: {}, context: {} }));
}

describe("GET /api/checker", () => {
  test("judges a tank of species given by id, with every finding's rule, severity, numbers and species", async () => {
    const tetra = createFish({ name: "Checker Tetra", minTemperatureF: 72, maxTemperatureF: 80, maxSizeIn: 1.5, minTankSizeGal: 10 });
    const response = await api(`units=metric&length=60&width=30&height=35&fish=${tetra.id}:8`);
    expect(response.status).toBe(200);
    const report = (await response.json()) as ApiReport;
    expect(["fine", "caution", "wont-work"]).toContain(report.verdict);
    expect(report.findings.length).toBeGreaterThan(0);
    for (const finding of report.findings) {
      expect(Object.keys(finding)).toEqual(expect.arrayContaining(["rule", "severity", "message", "numbers", "fishIds"]));
      expect(["wont-work", "caution", "note", "fine"]).toContain(finding.severity);
    }
    // The heater setting is the middle of the shared range: 72-80 °F is 22.2-26.7 °C.
    const water = report.findings.find((f) => f.severity === "fine" && /heater/i.test(f.message));
    expect(water?.message).toMatch(/24/);
  });

  test("two species that share no temperature won't work, and the answer says so", async () => {
    const cold = createFish({ name: "Checker Cold", minTemperatureF: 60, maxTemperatureF: 68 });
    const warm = createFish({ name: "Checker Warm", minTemperatureF: 80, maxTemperatureF: 86 });
    const report = (await (await api(`units=us&length=36&width=18&height=18&fish=${cold.id}:6&fish=${warm.id}:6`)).json()) as ApiReport;
    expect(report.verdict).toBe("wont-work");
    expect(report.findings.some((f) => f.severity === "wont-work" && f.fishIds.includes(cold.id) && f.fishIds.includes(warm.id))).toBe(
      true,
    );
  });

  test("missing dimensions, absurd values and unknown fish are 400 with a message", async () => {
    const missing = await api("units=metric&length=60&width=30&fish=1:1");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Please give the tank's inner length, width and height." });
    expect((await api("units=metric&length=99999&width=30&height=30")).status).toBe(400);
    const unknown = await api("units=metric&length=60&width=30&height=30&fish=99999999:2");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "No species has the id 99999999." });
  });
});

describe("plants in the checker", () => {
  test("judges the plants given by id with the fish, names them in plantIds, and suggests more", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const idOf = (name: string) => getDb().select({ id: plants.id }).from(plants).where(eq(plants.name, name)).get()!.id;
    const grazer = createFish({
      name: "Checker Grazer",
      minTemperatureF: 72,
      maxTemperatureF: 80,
      maxSizeIn: 2,
      facts: { eatsPlants: true },
    });
    const cabomba = idOf("Cabomba");
    const response = await api(
      `units=metric&length=100&width=40&height=45&fish=${grazer.id}:6&plant=${cabomba}&plant=${idOf("Java Fern")}&light=low`,
    );
    expect(response.status).toBe(200);
    const report = (await response.json()) as ApiReport & {
      findings: { rule: string; plantIds?: number[] }[];
      plantSuggestions: { plantId: number; name: string }[];
    };
    const eaten = report.findings.find((finding) => finding.rule === "plants-eaten");
    expect(eaten).toMatchObject({ severity: "caution", plantIds: [cabomba] });
    expect(report.findings.some((finding) => finding.rule === "plant-light")).toBe(true);
    expect(report.plantSuggestions.length).toBeGreaterThan(0);

    // A red plant's colour, as stored, reaches the light finding.
    const red = await api(`units=metric&length=100&width=40&height=45&fish=${grazer.id}:6&plant=${idOf("Ludwigia Repens")}&light=low`);
    const redReport = (await red.json()) as { findings: { rule: string; message: string }[] };
    expect(redReport.findings.find((finding) => finding.rule === "plant-light")?.message).toBe(
      "Ludwigia Repens needs medium light; under this tank's low light it will grow slowly and leggy, and red leaves fade to green.",
    );

    const unknown = await api(`units=metric&length=60&width=30&height=30&fish=${grazer.id}:2&plant=99999999`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "No plant has the id 99999999." });

    // The page lists the plants to choose from and keeps the chosen ones in its links.
    const shown = await (await page(`units=metric&length=100&width=40&height=45&fish=${grazer.id}:6&plant=${cabomba}`)).json();
    expect(shown.plants.length).toBeGreaterThanOrEqual(80);
    expect(shown.query.plantIds).toEqual([cabomba]);
  });
});

describe("/checker", () => {
  test("a fish typed by name is found by the fish search and added to the same link", async () => {
    const neon = createFish({ name: "Checkerpage Neon" });
    const response = await page("units=metric&length=60&width=30&height=35&add=checkerpage+neom&addCount=10");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/checker?units=metric&length=60&width=30&height=35&fish=${neon.id}%3A10`);
  });

  test("shows the report for a shareable link, and the problem when the link is wrong", async () => {
    const fish = createFish({ name: "Checkerpage Rasbora" });
    const good = await page(`units=metric&length=60&width=30&height=35&fish=${fish.id}:8`);
    expect(good.status).toBe(200);
    const body = await good.json();
    expect(body.result.report.verdict).toBeDefined();
    expect(body.result.names[fish.id]).toBe("Checkerpage Rasbora");
    const bad = await page("units=metric&length=60&width=30&height=abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).problem).toMatch(/between 10 and 500 cm|length, width and height/);
    // The empty form is not a problem.
    const empty = await page("");
    expect(empty.status).toBe(200);
    expect((await empty.json()).problem).toBeNull();
  });
});
