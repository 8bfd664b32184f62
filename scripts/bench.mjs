// `npm run bench`: builds, serves the build under workerd with the sandbox on ports of its own,
// measures, and checks each figure against its budget. Exits 1 when a budget is exceeded.
// Figures are local (loopback, 2 cores): they catch regressions, they are not production numbers.
import { spawnSync } from "node:child_process";
import { measureDocument } from "./bench/document-timing.mjs";
import { runToCompletion, stopAll } from "./processes.mjs";
import { serveBuilt } from "./serve-built.mjs";

const WORKER_PORT = 8840;
const SANDBOX_PORT = 8841;
const BUDGETS = {
  "landing TTFB median (ms)": 60,
  "landing full document median (ms)": 150,
  "landing JS gzip (KB)": 135,
  "landing CSS gzip (KB)": 12,
  "proxy added latency median (ms)": 15,
};

const results = {};
try {
  await runToCompletion("node_modules/.bin/react-router", ["build"]);
  await serveBuilt({ quiet: true, workerPort: WORKER_PORT, sandboxPort: SANDBOX_PORT });

  for (const host of ["localhost", "viaggi.localhost"]) {
    const doc = await measureDocument(`http://${host}:${WORKER_PORT}/`, 20);
    console.log(JSON.stringify(doc));
    if (host === "localhost") {
      results["landing TTFB median (ms)"] = doc.medianTtfbMs;
      results["landing full document median (ms)"] = doc.medianFullMs;
    }
  }

  const extra = [
    ["scripts/bench/page-weight.mjs", (r) => {
      results["landing JS gzip (KB)"] = r.js.gzipKB;
      results["landing CSS gzip (KB)"] = r.css.gzipKB;
      return { js: { files: r.js.count, gzipKB: r.js.gzipKB }, css: r.css.gzipKB, lazyJsGzipKB: r.lazyJs.gzipKB };
    }],
    ["scripts/bench/proxy-latency.mjs", (r) => {
      results["proxy added latency median (ms)"] = r.addedMedianMs;
      return r;
    }],
  ];
  for (const [script, take] of extra) {
    const run = spawnSync(process.execPath, [script], {
      env: {
        ...process.env,
        PAGE_WEIGHT_URL: `http://localhost:${WORKER_PORT}/`,
        BENCH_WORKER_PORT: String(WORKER_PORT),
        BENCH_SANDBOX_PORT: String(SANDBOX_PORT),
      },
      encoding: "utf8",
    });
    // Each script prints one JSON document (possibly pretty-printed) as its result.
    const json = run.stdout.slice(run.stdout.indexOf("{"));
    if (run.status !== 0 || !json) {
      console.error(`${script} failed:\n${run.stderr}`);
      process.exitCode = 1;
      continue;
    }
    console.log(JSON.stringify(take(JSON.parse(json))));
  }
} finally {
  stopAll();
}

let over = 0;
console.log("\nfigure                                   value    budget");
for (const [name, budget] of Object.entries(BUDGETS)) {
  const value = results[name];
  const ok = typeof value === "number" && value <= budget;
  if (typeof value === "number" && !ok) over++;
  console.log(`${name.padEnd(40)} ${String(value ?? "n/a").padStart(7)}  ${String(budget).padStart(7)}  ${value === undefined ? "not measured" : ok ? "ok" : "OVER BUDGET"}`);
}
if (over > 0) process.exitCode = 1;
