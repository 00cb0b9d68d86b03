// `npm test`: every test — unit, server integration (PGlite; PostgreSQL too when TEST_DATABASE_URL
// is set) and browser e2e — then one closing line `N passed, N failed`.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reports = path.join(root, "test-results");
mkdirSync(reports, { recursive: true });

/** Runs a step with its output as it comes; resolves to its exit code. */
function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Runs a step with its output kept; resolves to its title, time, output and exit code. */
function runQuietly({ title, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => resolve({ title, seconds: (Date.now() - started) / 1000, output, code: code ?? 1 }));
  });
}

/** Prints a quietly run step's output whole; answers its exit code. */
function report({ title, seconds, output, code }) {
  console.log(`\n=== ${title} (${seconds.toFixed(1)} s) ===`);
  process.stdout.write(Buffer.concat(output));
  return code;
}

/** Runs the steps at once, then prints each one's output whole; resolves to their exit codes. */
async function runSideBySide(steps) {
  return (await Promise.all(steps.map(runQuietly))).map(report);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const tally = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

// 0. Lint, types and the builds the browser specs need, side by side (each is short, and none
// uses both cores for long); each one's output is printed whole when it ends. (The type check run
// beside Vitest instead saved nothing: Vitest took as much longer as the check took.)
const [lintStatus, typeStatus, buildStatus] = await runSideBySide([
  // formatting and the import boundaries (biome.json overrides) are part of the suite
  {
    title: "lint (Biome: format, rules, import boundaries)",
    command: "npx",
    args: ["biome", "check", "--max-diagnostics=50", "."],
  },
  // the builds do not type-check, so the compiler's word on every workspace is a test of its own
  {
    title: "types (tsc -b: packages/shared once, then the workspaces side by side)",
    command: "npm",
    args: ["run", "typecheck", "--silent"],
  },
  // the web app and the server, each only when its sources changed since its last build
  // (scripts/build.mjs keeps the stamp `npm start` reads too)
  { title: "build the web app and the server", command: "node", args: ["scripts/build.mjs"] },
]);
for (const status of [lintStatus, typeStatus]) {
  if (status === 0) {
    tally.passed += 1;
  } else {
    tally.failed += 1;
    exitCode = 1;
  }
}

// 1. Vitest: shared, web, server (+ server-postgres)
const vitestJson = path.join(reports, "vitest.json");
rmSync(vitestJson, { force: true });
const vitestStatus = await run("unit and server tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
const slowest = [];
if (vitest) {
  for (const file of vitest.testResults ?? []) {
    if (file.endTime && file.startTime)
      slowest.push({ seconds: (file.endTime - file.startTime) / 1000, name: path.relative(root, file.name) });
  }
  tally.passed += vitest.numPassedTests;
  tally.failed +=
    vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? vitest.numFailedTestSuites : 0);
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  tally.failed += 1;
}
if (vitestStatus !== 0) exitCode = 1;

// 2. Browser e2e: Playwright against the built server in test mode, serving the built web app
if (buildStatus !== 0) {
  tally.failed += 1;
  exitCode = 1;
} else {
  const e2eJson = path.join(root, "e2e", "test-results", "results.json");
  rmSync(e2eJson, { force: true });
  const e2eStatus = await run("browser tests (Playwright)", "npx", ["playwright", "test"], { cwd: path.join(root, "e2e") });
  const e2e = readJson(e2eJson);
  for (const [file, ms] of e2eFileTimes(e2e)) slowest.push({ seconds: ms / 1000, name: path.join("e2e", "specs", file) });
  if (e2e?.stats) {
    tally.passed += e2e.stats.expected + e2e.stats.flaky;
    tally.failed += e2e.stats.unexpected;
    tally.skipped += e2e.stats.skipped;
    // a run that could not start (its web server, say) writes a report with no test failed: it still failed
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) tally.failed += 1;
  } else if (e2eStatus !== 0 || process.env.E2E_REQUIRED === "1" || existsSync("/usr/bin/chromium")) {
    tally.failed += 1;
  }
  if (e2eStatus !== 0) exitCode = 1;
}

// the files that take longest, so the suite's time stays watched (a browser file: its tests' time summed)
if (slowest.length > 0) {
  console.log("\nslowest files:");
  for (const { seconds, name } of slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
  }
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`);
process.exit(exitCode || (tally.failed > 0 ? 1 : 0));

/** Milliseconds per spec file in a Playwright JSON report: the durations of every run of its tests. */
function e2eFileTimes(report) {
  const times = new Map();
  const visit = (suite, file) => {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) times.set(name, (times.get(name) ?? 0) + (result.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) visit(child, name);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return times;
}
