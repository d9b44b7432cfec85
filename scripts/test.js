// `npm test`: type checking, lint and the production build (at once), unit and integration tests, the proof
// suites, then the browser tests in both projects (js and no-js). Ends with one line summing every suite:
// "N passed, N failed".
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
/** Names of what failed, printed again at the very end so the last lines of a long log say what broke. */
const failures = [];

const suiteStarted = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// Type checking and lint (one test each) and the production build run side by side. The type check is
// TypeScript's native compiler (the same checker, about a third of the processor time: docs/decisions/072);
// `typescript` itself stays 5.9 for the tools that load it as a library. `npm run lint` is three checks in a
// row (eslint with the layers, Prettier, knip), each using about one core: here they run at once too, so no core
// waits while the last of them finishes alone.
const lintSteps = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.lint.split(" && ");
const withLocalBins = { PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };
const [typesOk, buildOk, ...lintResults] = await Promise.all([
  runAsync("type check", process.execPath, [path.join(root, "node_modules/typescript-native/bin/tsc"), "--noEmit"], { quietly: true }),
  runAsync("production build", process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    quietly: true,
  }),
  ...lintSteps.map((step) => runAsync(`lint: ${step.split(" ")[0]}`, "sh", ["-c", step], { env: withLocalBins, quietly: true })),
]);
const lintOk = lintResults.every(Boolean);
for (const [ok, name] of [
  [typesOk, "type check"],
  [lintOk, "lint"],
]) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** Runs a command, its output shown as it comes or, when `quietly`, held back and shown when it ends. */
function runAsync(label, command, args, { env = {}, quietly = false } = {}) {
  if (!quietly) console.log(`\n=== ${label}`);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: quietly ? "pipe" : "inherit", env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(String(error))));
    child.on("close", (code) => {
      if (quietly) {
        console.log(`\n=== ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${label}: ${seconds(started)}`);
      resolve(code === 0);
    });
  });
}

/** Runs a vitest suite with a JSON report and adds its counts to the totals. */
async function runVitest(label, extraArgs, report, options) {
  fs.rmSync(report, { force: true });
  const ok = await runAsync(
    label,
    bin("vitest"),
    ["run", ...extraArgs, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    options,
  );
  const result = readJson(report);
  if (result) {
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    for (const file of result.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failedTests) failures.push(`${where} › ${test.fullName}`);
      if (file.status === "failed" && failedTests.length === 0) failures.push(`${where} (did not load: ${firstLine(file.message)})`);
    }
    if (!ok && result.numFailedTests === 0) {
      failed += 1; // a suite that failed to load
      if (!failures.length) failures.push(`${label} (exited with an error)`);
    }
  } else {
    failed += 1;
    failures.push(`${label} (no report)`);
  }
}

async function runBrowserTests() {
  const e2eReport = path.join(results, "e2e.json");
  fs.rmSync(e2eReport, { force: true });
  const e2eOk = await runAsync("browser tests (js and no-js)", bin("playwright"), ["test", "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    for (const suite of e2e.suites ?? []) failures.push(...playwrightFailures(suite));
    if (!e2eOk && e2e.stats.unexpected === 0) {
      failed += 1;
      failures.push("browser tests (exited with an error)");
    }
  } else {
    failed += 1;
    failures.push("browser tests (no report)");
  }
}

function firstLine(text) {
  return String(text ?? "")
    .split("\n")[0]
    .slice(0, 200);
}

/** Walks a Playwright JSON report and names every test whose final result was unexpected. */
function playwrightFailures(suite, titles = []) {
  const names = [];
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected") names.push(`[${test.projectName}] ${[...here, spec.title].join(" › ")}`);
    }
  }
  for (const child of suite.suites ?? []) names.push(...playwrightFailures(child, here));
  return names;
}

await runVitest("unit and integration tests", [], path.join(results, "vitest.json"));

if (!buildOk) {
  failed += 1;
  failures.push("production build");
} else {
  // Fuzz, authorization matrix, durability, backup and restore: each drives the built server over HTTP. Then the
  // browser tests. Run side by side, the two only fought over the same two cores and took longer.
  await runVitest("proof suites", ["--config", "vitest.proof.config.ts"], path.join(results, "proof.json"));
  await runBrowserTests();
}

if (failures.length) console.log(`\nfailed:\n${failures.map((name) => `  ✘ ${name}`).join("\n")}`);
console.log(`\nin ${seconds(suiteStarted)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
