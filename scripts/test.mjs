// `npm test`: builds the worker and client once, typechecks, then runs every runner (unit,
// contract, worker in workerd, e2e in Chromium, the bench's quick run, a 20-second soak) and ends
// with one plain line of totals: `N passed, N failed` (typecheck, bench and soak count one each).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { QUIET_WRANGLER_ENV } from "./processes.mjs";

const env = { ...process.env, ...QUIET_WRANGLER_ENV };

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

// Two vitest runs: unit, contract and worker first, then the browser tests on their own, so
// Chromium and the served worker do not compete for the machine's two cores with the others.
const extra = process.argv.slice(2);
const runs = [
  { name: "unit-contract-worker", args: ["--project", "unit", "--project", "contract", "--project", "worker"] },
  { name: "e2e", args: ["--project", "e2e"] },
];
let passed = 0;
let failed = 0;
let status = 0;
for (const { name, args } of runs) {
  const report = `test-results/vitest-${name}.json`;
  rmSync(report, { force: true });
  const run = spawnSync(
    "node_modules/.bin/vitest",
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra],
    { stdio: "inherit", env },
  );
  if (run.status !== 0) status = run.status ?? 1;
  if (!existsSync(report)) {
    failed += 1;
    continue;
  }
  const totals = JSON.parse(readFileSync(report, "utf8"));
  passed += totals.numPassedTests;
  // A file that fails to load has no failed test of its own: count it so it cannot hide.
  failed += totals.numFailedTests + totals.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
}

// The bench, once and briefly (`--quick`): proves it still measures everything; figures not judged.
const bench = spawnSync(process.execPath, ["scripts/bench.mjs", "--quick"], { stdio: "inherit", env });
console.log(bench.status === 0 ? "bench --quick passed" : "bench --quick failed");
if (bench.status !== 0) status = bench.status ?? 1;

// The soak, for 20 seconds: mixed traffic at concurrency 64, then 10 seconds flat out at c=32; no
// error allowed, no silence over 5 s, the worker still answering afterwards (`npm run soak` runs
// 5 minutes and 30 seconds).
const soak = spawnSync(process.execPath, ["scripts/soak.mjs", "--seconds", "20", "--max-rate-seconds", "10"], { stdio: "inherit", env });
console.log(soak.status === 0 ? "soak (20 s) passed" : "soak (20 s) failed");
if (soak.status !== 0) status = soak.status ?? 1;

const extras = [typecheckPassed, bench.status === 0, soak.status === 0];
passed += extras.filter(Boolean).length;
failed += extras.filter((ok) => !ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(typecheckPassed ? status : 1);
