import { formatDay } from "../dates";
import { daysBetween, oldestFirst, type JournalEntry } from "./entries";
import { formatParameter, type JournalUnits } from "./parameters";

/**
 * The nitrogen cycle read from a new tank's tests. Fish waste and food make ammonia; one kind of bacteria turns it
 * into nitrite, a second kind turns nitrite into nitrate. So a cycling tank shows ammonia rising, then nitrite
 * rising, then both falling back to zero with nitrate present. Once ammonia and nitrite have read zero over about a
 * week of tests, with nitrate present, the filter is cycled.
 */

/** Zeros over this span (about a week, a day's slack for when the tests were taken) mean cycled. */
export const CYCLE_CLEAR_DAYS = 6;
const EPSILON = 1e-9;

export type CycleStage = "no-tests" | "not-started" | "ammonia" | "nitrite" | "settling" | "cycled";

export type CycleReading = {
  stage: CycleStage;
  /** "Stage 2 of 3: nitrite", as the page heads it. */
  title: string;
  message: string;
  /** The test that completed the cycle, when it is complete. */
  cycledAt: string | null;
};

const isZero = (value: number | null) => value !== null && value <= EPSILON;

/** A test that says the cycle is done: ammonia and nitrite both tested and zero, nitrate present. */
function isClear(entry: JournalEntry): boolean {
  return isZero(entry.ammonia) && isZero(entry.nitrite) && entry.nitrate !== null && entry.nitrate > EPSILON;
}

const day = (iso: string) => formatDay(iso) ?? iso;

/** Which stage of the cycle the tank's tests show. */
export function readCycle(entries: readonly JournalEntry[], units: JournalUnits): CycleReading {
  const tests = oldestFirst(entries).filter((entry) => entry.ammonia !== null || entry.nitrite !== null);
  if (tests.length === 0) {
    return {
      stage: "no-tests",
      title: "No tests yet",
      message: "Test ammonia, nitrite and nitrate every few days: the journal reads the cycle from them.",
      cycledAt: null,
    };
  }
  const last = tests[tests.length - 1];
  let firstClear = tests.length;
  while (firstClear > 0 && isClear(tests[firstClear - 1])) firstClear -= 1;
  if (firstClear < tests.length) {
    const since = tests[firstClear].takenAt;
    if (firstClear < tests.length - 1 && daysBetween(since, last.takenAt) >= CYCLE_CLEAR_DAYS) {
      return {
        stage: "cycled",
        title: "Cycled",
        message: `Ammonia and nitrite have read 0 with nitrate present since ${day(since)}: the filter is cycled.`,
        cycledAt: last.takenAt,
      };
    }
    return {
      stage: "settling",
      title: "Stage 3 of 3: nearly there",
      message:
        `Ammonia and nitrite read 0 with nitrate present since ${day(since)}. Keep testing every day or two: ` +
        `after about a week of zeros the tank is cycled.`,
      cycledAt: null,
    };
  }
  if (last.nitrite !== null && last.nitrite > EPSILON) {
    return {
      stage: "nitrite",
      title: "Stage 2 of 3: nitrite",
      message:
        `Nitrite read ${formatParameter("nitrite", last.nitrite, units)} on ${day(last.takenAt)}: the bacteria that eat ammonia ` +
        `are working. Keep the ammonia source going; nitrite falls once the second kind grows.`,
      cycledAt: null,
    };
  }
  if (last.ammonia !== null && last.ammonia > EPSILON) {
    return {
      stage: "ammonia",
      title: "Stage 1 of 3: ammonia",
      message:
        `Ammonia read ${formatParameter("ammonia", last.ammonia, units)} on ${day(last.takenAt)}: the cycle has begun. ` +
        `Nitrite should show within a week or two.`,
      cycledAt: null,
    };
  }
  return {
    stage: "not-started",
    title: "Not started",
    message:
      "Ammonia and nitrite read 0, but no nitrate is logged: either the cycle has not begun (add a source of ammonia, " +
      "such as a pinch of food) or nitrate was not tested.",
    cycledAt: null,
  };
}
