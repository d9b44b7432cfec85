import { describe, expect, test } from "vitest";
import { readCycle } from "~/domain/journal/cycle";
import { entry, METRIC } from "./journal-entries";

const stage = (entries: Parameters<typeof readCycle>[0]) => readCycle(entries, METRIC).stage;

describe("reading the nitrogen cycle", () => {
  test("no ammonia or nitrite tests: nothing to read", () => {
    expect(readCycle([entry("2026-11-01", { ph: 7 })], METRIC)).toMatchObject({ stage: "no-tests", title: "No tests yet", cycledAt: null });
  });

  test("ammonia rising, then nitrite rising, then zeros with nitrate, then cycled after a week", () => {
    const journal = [entry("2026-10-01", { ammonia: 0.5, nitrite: 0 }), entry("2026-10-05", { ammonia: 2, nitrite: 0 })];
    expect(readCycle(journal, METRIC)).toMatchObject({ stage: "ammonia", title: "Stage 1 of 3: ammonia" });
    expect(readCycle(journal, METRIC).message).toContain("Ammonia read 2 ppm on Oct 5, 2026");
    journal.push(entry("2026-10-12", { ammonia: 1, nitrite: 1, nitrate: 5 }));
    expect(readCycle(journal, METRIC)).toMatchObject({ stage: "nitrite", title: "Stage 2 of 3: nitrite" });
    journal.push(entry("2026-10-20", { ammonia: 0, nitrite: 0, nitrate: 20 }));
    expect(readCycle(journal, METRIC)).toMatchObject({ stage: "settling", cycledAt: null });
    journal.push(entry("2026-10-23", { ammonia: 0, nitrite: 0, nitrate: 20 }));
    expect(stage(journal)).toBe("settling");
    journal.push(entry("2026-10-27", { ammonia: 0, nitrite: 0, nitrate: 25 }));
    const done = readCycle(journal, METRIC);
    expect(done).toMatchObject({ stage: "cycled", cycledAt: new Date("2026-10-27").toISOString() });
    expect(done.message).toBe("Ammonia and nitrite have read 0 with nitrate present since Oct 20, 2026: the filter is cycled.");
  });

  test("a zero without nitrate is not the end of a cycle", () => {
    expect(stage([entry("2026-10-01", { ammonia: 0, nitrite: 0 }), entry("2026-10-09", { ammonia: 0, nitrite: 0 })])).toBe("not-started");
    expect(stage([entry("2026-10-01", { ammonia: 0, nitrite: 0, nitrate: 10 }), entry("2026-10-09", { ammonia: 0, nitrite: 0 })])).toBe(
      "not-started",
    );
  });

  test("ammonia coming back restarts the count of clear days", () => {
    const journal = [
      entry("2026-10-01", { ammonia: 0, nitrite: 0, nitrate: 10 }),
      entry("2026-10-05", { ammonia: 0.5, nitrite: 0, nitrate: 10 }),
      entry("2026-10-08", { ammonia: 0, nitrite: 0, nitrate: 10 }),
      entry("2026-10-12", { ammonia: 0, nitrite: 0, nitrate: 10 }),
    ];
    expect(stage(journal)).toBe("settling");
  });

  test("one zero test a week after the start of zeros is enough; a single test is not", () => {
    expect(stage([entry("2026-10-01", { ammonia: 0, nitrite: 0, nitrate: 5 })])).toBe("settling");
    expect(
      stage([entry("2026-10-01", { ammonia: 0, nitrite: 0, nitrate: 5 }), entry("2026-10-07", { ammonia: 0, nitrite: 0, nitrate: 5 })]),
    ).toBe("cycled");
  });

  test("entries without ammonia or nitrite tests do not break the run", () => {
    const journal = [
      entry("2026-10-01", { ammonia: 0, nitrite: 0, nitrate: 5 }),
      entry("2026-10-04", { waterChangePct: 30 }),
      entry("2026-10-08", { ammonia: 0, nitrite: 0, nitrate: 5 }),
    ];
    expect(stage(journal)).toBe("cycled");
  });
});
