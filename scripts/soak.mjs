// `npm run soak [-- --seconds 300 --connections 64 --max-rate-seconds 30]`: serves the build as
// `npm start` does (Miniflare, supervised) with the sandbox on ports of its own and sends mixed
// traffic for a bounded time: the four brands' landing pages, hotel and flight results, proxied API
// calls, beacons, and a cache purge a minute. Then a max-rate phase (keep-alive, c=32, no think
// time) on a landing, its script and a results page, watched by /healthz every 250 ms. It prints
// requests served, errors, p99, the worker's memory and the longest silence, checks the worker
// still answers quickly, and exits 1 when any of that fails. Loopback only. `npm test` runs a
// short version.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { DEMO_HOSTS, flightSearchPath, hotelSearchPath, LOCAL_OPS_TOKEN } from "./bench/demo-paths.mjs";
import { BROWSER_UA } from "./bench/document-timing.mjs";
import { loopbackRequest } from "./bench/loopback.mjs";
import { runToCompletion, stopAll } from "./processes.mjs";
import { connectHeapProbe } from "./soak/heap-probe.mjs";
import { maxRatePhase } from "./soak/max-rate.mjs";
import { BUILD_DIR, serveBuilt } from "./serve-built.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "300" },
    connections: { type: "string", default: "64" },
    "max-rate-seconds": { type: "string", default: "30" },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const MAX_RATE_SECONDS = Number(values["max-rate-seconds"]);
/** The max-rate phase: as many keep-alive connections as the issue's wrk run, no think time. */
const MAX_RATE_CONNECTIONS = 32;
/** A server restarted by its supervisor is back within this; longer silence is a failure. */
const SILENCE_BUDGET_MS = 5_000;
// Ports of its own (SOAK_WORKER_PORT moves them: the sandbox and the inspector take the next two).
const WORKER_PORT = Number(process.env.SOAK_WORKER_PORT ?? 8850);
const SANDBOX_PORT = WORKER_PORT + 1;
const INSPECTOR_PORT = WORKER_PORT + 2;
const PURGE_EVERY_MS = 60_000;
/**
 * Memory. workerd's resident size climbs under load even for a hello-world worker (measured in
 * Miniflare: 50 → 335 MB over 84 000 requests), so resident size is reported, not judged. What our
 * code keeps alive is the worker's JavaScript heap after a full collection (a heap snapshot's
 * objects, soak/heap-probe.mjs), read at the start (after warm-up), at half time and at the end
 * (once settled). A leak grows with the requests served; the end of a run of a minute or more
 * must stay under three quarters of a production isolate's 128 MB. Shorter runs are reported,
 * not judged.
 */
const HEAP_CEILING_MB = 96;
const HEAP_JUDGED_FROM_SECONDS = 60;
/** After the run, a landing page must come back within this. */
const AFTER_LATENCY_BUDGET_MS = 1_000;

/** One round of what a connection asks, in order, over and over: a mix of what shoppers cause. */
function trafficMix() {
  const page = (host, path) => ({ method: "GET", path, headers: { host: `${host}:${WORKER_PORT}`, "user-agent": BROWSER_UA, "accept-encoding": "identity" } });
  const beacon = (host) => ({
    method: "POST",
    path: "/beacon",
    headers: { host: `${host}:${WORKER_PORT}`, "content-type": "application/json", origin: `http://${host}:${WORKER_PORT}` },
    body: JSON.stringify([
      {
        eventName: "viewed.page",
        logLevel: "info",
        eventProperties: { path: "/" },
        eventData: { appVersion: "soak", domain: host, brand: "soak", subBrand: null, cartId: null, product: "DP", externalUserId: null, fingerprint: "soak-user", sessionFingerprint: "soak-session" },
        project: "travel-storefront",
      },
    ]),
  });
  return [
    ...DEMO_HOSTS.map((host) => page(host, "/")),
    page("localhost", hotelSearchPath()),
    page("viaggi.localhost", flightSearchPath()),
    page("hoteles.localhost", "/api/services/app/ShoppingHDPService/GetDestinations?domainName=hoteles.localhost&language=es"),
    page("voyages.localhost", "/api/services/app/Deals/GetDealsByBP?businessProfile=BP"),
    beacon("localhost"),
    beacon("viaggi.localhost"),
  ];
}

/** Resident memory (MB) of the workerd processes in the worker's process group. */
function workerMemoryMb(group) {
  const table = execFileSync("ps", ["-eo", "pgid=,rss=,comm="], { encoding: "utf8" });
  let kb = 0;
  for (const [pgid, rss, comm] of table.split("\n").map((line) => line.trim().split(/\s+/))) {
    if (comm === "workerd" && Number(pgid) === group) kb += Number(rss);
  }
  return Math.round(kb / 1024);
}

const origin = (host) => `http://${host}:${WORKER_PORT}`;

async function purgeAll() {
  const { status } = await loopbackRequest(`${origin("localhost")}/__ops/cache/purge-all`, { method: "POST", headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` }, timeoutMs: 10_000 });
  return status;
}

async function timedLanding() {
  const { status, ms } = await loopbackRequest(`${origin("viaggi.localhost")}/`, { headers: { "user-agent": BROWSER_UA }, timeoutMs: 10_000 });
  return { status, ms };
}

let exitCode = 1;
try {
  if (!existsSync(`${BUILD_DIR}/server/index.js`)) await runToCompletion("node_modules/.bin/react-router", ["build"]);
  const { workerGroup, worker } = await serveBuilt({ quiet: true, workerPort: WORKER_PORT, sandboxPort: SANDBOX_PORT, inspectorPort: INSPECTOR_PORT });
  // Warm: every brand's configuration and flags in KV, every route's code loaded.
  for (const { method, path, headers, body } of trafficMix()) {
    const { host, ...rest } = headers;
    await loopbackRequest(`http://${host}${path}`, { method, headers: rest, body });
  }
  const memoryAtStart = workerMemoryMb(workerGroup());
  const heapProbe = await connectHeapProbe(INSPECTOR_PORT);
  const heapAtStart = await heapProbe.collectedHeapMb();
  let heapAtHalf = heapAtStart;
  const halfTimer = setTimeout(() => void heapProbe.collectedHeapMb().then((mb) => (heapAtHalf = mb)), (SECONDS * 1000) / 2);

  const purges = [];
  const samples = [memoryAtStart];
  const sampleEveryMs = 5_000;
  const purgeTimer = setInterval(() => void purgeAll().then((status) => purges.push(status), () => purges.push(0)), Math.min(PURGE_EVERY_MS, (SECONDS * 1000) / 2));
  const sampleTimer = setInterval(() => samples.push(workerMemoryMb(workerGroup())), sampleEveryMs);
  const result = await autocannon({
    url: `http://127.0.0.1:${WORKER_PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: trafficMix(),
    timeout: 30,
  });
  clearInterval(purgeTimer);
  clearInterval(sampleTimer);
  clearTimeout(halfTimer);
  const memoryAtEnd = workerMemoryMb(workerGroup());

  // Then flat out: keep-alive, no think time, on a landing, a script and a results page.
  const maxRate = MAX_RATE_SECONDS > 0
    ? await maxRatePhase({
        port: WORKER_PORT,
        buildDir: BUILD_DIR,
        seconds: MAX_RATE_SECONDS,
        connections: MAX_RATE_CONNECTIONS,
        headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity" },
        resultsPath: hotelSearchPath(),
      })
    : null;

  // The first answer may wait behind requests still in flight when the load stopped (results
  // pages take seconds at c=64 on 2 cores); the third shows how the worker answers once settled.
  const afterRuns = [await timedLanding(), await timedLanding(), await timedLanding()];
  const after = afterRuns[afterRuns.length - 1];
  // Read once the backlog is served: the heap of a settled worker, not of one mid-burst.
  const heapAtEnd = await heapProbe.collectedHeapMb();
  heapProbe.close();

  // autocannon counts a timed-out request among its errors already.
  const errors = result.errors + result.non2xx;
  const checks = [
    ["errors (non-2xx, failed, timed out)", errors, errors === 0],
    ["purges answered 200", `${purges.filter((status) => status === 200).length} of ${purges.length}`, purges.length > 0 && purges.every((status) => status === 200)],
    [
      `worker JS heap after GC at the end, MB (${heapAtStart} at start, ${heapAtHalf} at half time)${SECONDS < HEAP_JUDGED_FROM_SECONDS ? ", not judged under a minute" : ` ≤ ${HEAP_CEILING_MB}`}`,
      heapAtEnd,
      SECONDS < HEAP_JUDGED_FROM_SECONDS || heapAtEnd <= HEAP_CEILING_MB,
    ],
    ...(maxRate
      ? [
          [`max-rate phase: errors (${maxRate.requests} requests, ${maxRate.requestsPerSecond}/s at c=${maxRate.connections})`, maxRate.errors, maxRate.errors === 0],
          [`max-rate phase: longest time /healthz went unanswered, ms (≤ ${SILENCE_BUDGET_MS})`, maxRate.longestSilenceMs, maxRate.longestSilenceMs <= SILENCE_BUDGET_MS],
          ["worker restarts by the supervisor", worker.restarts, true],
        ]
      : []),
    ["landing after the run ms (3 in a row)", afterRuns.map((run) => run.ms).join(", "), afterRuns.every((run) => run.status === 200) && after.ms <= AFTER_LATENCY_BUDGET_MS],
  ];
  const report = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors,
    non2xx: result.non2xx,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    purges: purges.length,
    heapAfterGcMb: { start: heapAtStart, half: heapAtHalf, end: heapAtEnd },
    residentMb: { start: memoryAtStart, end: memoryAtEnd, max: Math.max(...samples, memoryAtEnd), everySeconds: sampleEveryMs / 1000, samples },
    maxRate,
    workerRestarts: worker.restarts,
    afterRun: afterRuns,
  };
  console.log(JSON.stringify({ ...report, statusCodes: result.statusCodeStats }));
  console.log(`soak: ${report.requests} requests in ${SECONDS} s at c=${CONNECTIONS} (${report.requestsPerSecond}/s), p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms`);
  console.log(`worker JS heap after GC: ${heapAtStart} MB at start, ${heapAtHalf} MB at half time, ${heapAtEnd} MB at end`);
  console.log(`workerd resident memory (runtime included, not judged): ${memoryAtStart} MB at start, ${memoryAtEnd} MB at end`);
  for (const [name, value, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${value}`);
  exitCode = checks.every(([, , ok]) => ok) ? 0 : 1;
} catch (error) {
  console.error("soak failed:", error);
} finally {
  stopAll();
}
process.exit(exitCode);
