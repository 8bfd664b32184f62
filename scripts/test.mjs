// `npm test`: builds the worker and client once, typechecks, then runs every runner (unit,
// contract, worker in workerd, e2e in Chromium, the bench's quick run, a 20-second soak) and ends
// with one plain line of totals: `N passed, N failed` (typecheck, bench and soak count one each).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { QUIET_WRANGLER_ENV } from "./processes.mjs";

const env = { ...process.env, ...QUIET_WRANGLER_ENV };

/**
 * Runs a command to its end; with `quietly`, its output is kept (so it does not interleave with a
 * runner's) and it runs at a lower CPU priority than the tests beside it (so their real-time waits
 * are not the ones that stretch). Settles with the exit status and the kept output.
 */
function run(command, args, { quietly = false } = {}) {
  return new Promise((resolve) => {
    const [file, argv] = quietly ? ["nice", ["-n", "10", command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: quietly ? ["ignore", "pipe", "pipe"] : "inherit", env });
    let output = "";
    if (quietly) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

const build = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit", env });
if (build.status !== 0) {
  console.error("build failed");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// The strict typecheck is one more check: a type error fails the run like a failing test. It
// runs beside the first tests (one core's work while they mostly wait), its output after theirs.
const typecheck = run("node_modules/.bin/react-router", ["typegen"], { quietly: true }).then((typegen) =>
  typegen.status === 0 ? run("node_modules/.bin/tsc", ["--noEmit", "-p", "."], { quietly: true }) : typegen,
);

// Two vitest runs: unit, contract and worker first, then the browser tests on their own, so
// Chromium and the served workers do not compete for the machine's two cores with the others.
// Within each, files run side by side (vitest.config.ts).
const extra = process.argv.slice(2);
const runs = [
  { name: "unit-contract-worker", args: ["--project", "unit", "--project", "contract", "--project", "worker"] },
  { name: "e2e", args: ["--project", "e2e"] },
];
let passed = 0;
let failed = 0;
let status = 0;
let bench;
for (const [index, { name, args }] of runs.entries()) {
  const report = `test-results/vitest-${name}.json`;
  rmSync(report, { force: true });
  // Beside the browser tests, which mostly wait, at a lower priority: the bench, once and briefly
  // (`--quick`: it proves it still measures everything; its figures are not judged). Its output
  // follows the tests'.
  if (name === "e2e") bench = run(process.execPath, ["scripts/bench.mjs", "--quick"], { quietly: true });
  const { status: exit } = await run("node_modules/.bin/vitest", ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra]);
  if (index === 0) {
    const checked = await typecheck;
    process.stdout.write(checked.output);
    const typecheckPassed = checked.status === 0;
    console.log(typecheckPassed ? "typecheck passed" : "typecheck failed");
    if (typecheckPassed) passed += 1;
    else {
      failed += 1;
      status ||= 1;
    }
  }
  if (exit !== 0) status = exit;
  if (!existsSync(report)) {
    failed += 1;
    continue;
  }
  const totals = JSON.parse(readFileSync(report, "utf8"));
  passed += totals.numPassedTests;
  // A file that fails to load has no failed test of its own: count it so it cannot hide.
  failed += totals.numFailedTests + totals.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
}

// Printed after the browser tests' output, so that what it says is near the end of the log.
const { status: benchExit, output: benchOutput } = await bench;
process.stdout.write(benchOutput);
console.log(benchExit === 0 ? "bench --quick passed" : "bench --quick failed");

// The soak, for 20 seconds, on its own (beside the browser tests a starved sandbox answered late
// and the proxy said 502): mixed traffic at concurrency 64, then 10 seconds flat out at c=32; no
// error allowed, no silence over 5 s, the worker still answering afterwards (`npm run soak` runs
// 5 minutes and 30 seconds).
const { status: soak } = await run(process.execPath, ["scripts/soak.mjs", "--seconds", "20", "--max-rate-seconds", "10"]);
console.log(soak === 0 ? "soak (20 s) passed" : "soak (20 s) failed");

for (const exit of [benchExit, soak]) {
  if (exit === 0) passed += 1;
  else {
    failed += 1;
    status ||= exit;
  }
}
// Why the bench failed, again just above the totals (a log's tail is what a CI page shows first).
if (benchExit !== 0) {
  const why = benchOutput.split("\n").filter((line) => /^bench[: ]|not measured|Error/.test(line));
  console.log(`bench --quick failed:\n${(why.length ? why : benchOutput.trim().split("\n").slice(-10)).slice(-10).join("\n")}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
