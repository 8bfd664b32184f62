// `npm test`: builds the worker and client once, typechecks, then runs every runner (unit,
// contract, worker in workerd, e2e in Chromium) and ends with one plain line of totals:
// `N passed, N failed` (the typecheck counts as one).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { QUIET_WRANGLER_ENV } from "./processes.mjs";

const env = { ...process.env, ...QUIET_WRANGLER_ENV };
const REPORT = "test-results/vitest.json";

const build = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit", env });
if (build.status !== 0) {
  console.error("build failed");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// The strict typecheck is one more check: a type error fails the run like a failing test.
const typegen = spawnSync("node_modules/.bin/react-router", ["typegen"], { stdio: "inherit", env });
const tsc = typegen.status === 0 ? spawnSync("node_modules/.bin/tsc", ["--noEmit", "-p", "."], { stdio: "inherit", env }) : typegen;
const typecheckPassed = tsc.status === 0;
console.log(typecheckPassed ? "typecheck passed" : "typecheck failed");

rmSync(REPORT, { force: true });
const extra = process.argv.slice(2);
const run = spawnSync(
  "node_modules/.bin/vitest",
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`, ...extra],
  { stdio: "inherit", env },
);

let passed = 0;
let failed = run.status === 0 ? 0 : 1;
if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, "utf8"));
  passed = report.numPassedTests;
  // A file that fails to load has no failed test of its own: count it so it cannot hide.
  failed = report.numFailedTests + report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
}
passed += typecheckPassed ? 1 : 0;
failed += typecheckPassed ? 0 : 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(typecheckPassed ? (run.status ?? 1) : 1);
