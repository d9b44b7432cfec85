import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { ChartTableView, ParameterChart } from "~/components/journal/parameter-chart";
import { TankReport } from "~/components/tanks/tank-report";
import { chartGeometry } from "~/domain/journal/chart";

const geometry = chartGeometry({
  series: [
    { takenAt: "2026-11-01T00:00:00Z", value: 7 },
    { takenAt: "2026-11-11T00:00:00Z", value: 7.4 },
  ],
  band: [6.5, 7.5],
  waterChanges: ["2026-11-06T00:00:00Z"],
  from: new Date("2026-10-28T00:00:00Z"),
  to: new Date("2026-11-27T00:00:00Z"),
});

describe("the journal's charts as the server draws them", () => {
  test("an SVG with its title, the shared band, the water change and the line, described by its sentence", () => {
    const summary = "pH, 2 tests from Nov 1, 2026 to Nov 11, 2026: latest pH 7.4, lowest pH 7, highest pH 7.4.";
    const markup = renderToStaticMarkup(h(ParameterChart, { chart: { parameter: "ph", title: "pH", unit: "", geometry, summary } }));
    expect(markup).toMatch(/^<figure aria-labelledby="chart-ph-heading"/);
    expect(markup).toContain('<svg viewBox="0 0 640 200" role="img" aria-labelledby="chart-ph-title" aria-describedby="chart-ph-summary"');
    expect(markup).toContain('<title id="chart-ph-title">pH over time</title>');
    expect(markup).toMatch(/<rect [^>]*data-band=""/);
    expect(markup.match(/data-water-change=""/g)).toHaveLength(1);
    expect(markup).toContain(`<path d="${geometry.line}"`);
    expect(markup).toContain(`<figcaption id="chart-ph-summary" class="mt-2 text-sm text-slate-700">${summary}</figcaption>`);
  });

  test("the table view lists each test under its parameter's column", () => {
    const markup = renderToStaticMarkup(
      h(ChartTableView, {
        table: { columns: ["pH", "Water changed (%)"], rows: [{ takenAt: "2026-11-01T08:30:00.000Z", cells: ["7", "25"] }] },
      }),
    );
    expect(markup).toContain('<th scope="col" class="font-medium">Water changed (%)</th>');
    expect(markup).toContain('<tr><th scope="row">2026-11-01 08:30</th><td>7</td><td>25</td></tr>');
  });

  test("the tank's report says which journal test it judged", () => {
    const report = { rulesVersion: "t", verdict: "fine" as const, findings: [], suggestions: [], plantSuggestions: [], upsize: null };
    const markup = renderToStaticMarkup(
      h(
        StaticRouter,
        { location: "/" },
        h(TankReport, { report, units: { units: "metric", hardness: "dgh" }, measuredAt: "2026-11-20T09:05:00.000Z" }),
      ),
    );
    expect(markup).toContain("Water judged from the journal&#x27;s test of Nov 20, 2026, 9:05 AM UTC.");
  });
});
