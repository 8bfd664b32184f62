// What the edge proxy adds to a small JSON call: the median of N sequential
// GET /api/services/app/Deals/GetDealsByBP?businessProfile=BP-DEMO-DP through the worker,
// against the same call straight to the sandbox. Prints one JSON line.
//
//   BENCH_WORKER_PORT   worker (the served build), default 8787
//   BENCH_SANDBOX_PORT  sandbox backend, default 8788
//   BENCH_CALLS         calls per side, default 100
// When nothing answers on the worker port, the build in BUILD_DIR (default build) is served on
// those ports for the run (scripts/serve-built.mjs) and stopped afterwards.
import { performance } from "node:perf_hooks";
import { stopAll } from "../processes.mjs";
import { serveBuilt } from "../serve-built.mjs";

const WORKER_PORT = Number(process.env.BENCH_WORKER_PORT ?? 8787);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 8788);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const WARM_UP_CALLS = 10;
const PATH = "/api/services/app/Deals/GetDealsByBP?businessProfile=BP-DEMO-DP";

const proxied = `http://127.0.0.1:${WORKER_PORT}${PATH}`;
const direct = `http://127.0.0.1:${SANDBOX_PORT}${PATH}`;
// The worker's own hop with no backend behind it: how much of the difference is the local
// runtime (Miniflare's entry worker in front of ours) rather than the proxy's work.
const workerHop = `http://127.0.0.1:${WORKER_PORT}/healthz`;

async function isUp(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** One call, body read to the end; milliseconds. */
async function timedCall(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: "application/json" } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms) => Math.round(ms * 1000) / 1000;

let started = false;
try {
  if (!(await isUp(`http://127.0.0.1:${WORKER_PORT}/healthz`))) {
    await serveBuilt({ quiet: true, workerPort: WORKER_PORT, sandboxPort: SANDBOX_PORT });
    started = true;
  }
  for (let i = 0; i < WARM_UP_CALLS; i++) {
    await timedCall(direct);
    await timedCall(proxied);
  }
  // Interleaved, so drift on a busy machine hits both sides alike.
  const directMs = [];
  const proxiedMs = [];
  const workerHopMs = [];
  for (let i = 0; i < CALLS; i++) {
    directMs.push(await timedCall(direct));
    proxiedMs.push(await timedCall(proxied));
    workerHopMs.push(await timedCall(workerHop));
  }
  const directMedian = median(directMs);
  const proxiedMedian = median(proxiedMs);
  console.log(
    JSON.stringify({
      bench: "proxy-latency",
      path: PATH,
      calls: CALLS,
      directMedianMs: round(directMedian),
      proxiedMedianMs: round(proxiedMedian),
      addedMedianMs: round(proxiedMedian - directMedian),
      workerHopMedianMs: round(median(workerHopMs)),
    }),
  );
} finally {
  if (started) stopAll();
}
