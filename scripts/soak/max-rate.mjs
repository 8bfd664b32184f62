// The soak's max-rate phase: keep-alive connections asking with no think time (as wrk does) for a
// landing, its entry script and a hotel results page, while a watchdog asks /healthz every 250 ms
// on a connection of its own. The longest stretch without an answer is what tells a server that
// fell over (and was restarted) from one that was only busy.
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { loopbackRequest } from "../bench/loopback.mjs";

const WATCH_EVERY_MS = 250;
const WATCH_TIMEOUT_MS = 2_000;

/** The landing's entry script, as the build named it. */
function entryScriptPath(buildDir) {
  const file = readdirSync(`${buildDir}/client/assets`).find((name) => /^entry\.client-.*\.js$/.test(name));
  if (!file) throw new Error(`no entry.client script in ${buildDir}/client/assets`);
  return `/assets/${file}`;
}

/** Longest time (ms) /healthz went unanswered while `work` ran. */
async function watchSilence(origin, work) {
  let lastAnswer = performance.now();
  let longest = 0;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const asked = performance.now();
      const answered = await loopbackRequest(`${origin}/healthz`, { timeoutMs: WATCH_TIMEOUT_MS }).then(
        (answer) => answer.status === 200,
        () => false,
      );
      const now = performance.now();
      if (answered) lastAnswer = now;
      longest = Math.max(longest, now - lastAnswer);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, WATCH_EVERY_MS - (now - asked))));
    }
  })();
  const result = await Promise.resolve(work()).finally(() => (watching = false));
  await watcher;
  return { result, longestSilenceMs: Math.round(longest) };
}

/**
 * @param {{ port: number, buildDir: string, seconds: number, connections: number, headers: object, resultsPath: string }} options
 */
export async function maxRatePhase({ port, buildDir, seconds, connections, headers, resultsPath }) {
  const host = `viaggi.localhost:${port}`;
  const request = (path) => ({ method: "GET", path, headers: { ...headers, host } });
  const { result, longestSilenceMs } = await watchSilence(`http://${host}`, () =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [request("/"), request(entryScriptPath(buildDir)), request(resultsPath)],
      timeout: 30,
    }),
  );
  return {
    seconds,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx, // timeouts are among autocannon's errors already
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    longestSilenceMs,
  };
}
