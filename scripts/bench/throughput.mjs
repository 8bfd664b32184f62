// Requests per second and latency for one URL on loopback, with autocannon: a bounded run
// (duration in seconds) at a given concurrency. The Host header names the brand (Node does not
// resolve *.localhost), and a browser user agent gets the streamed document crawlers do not.
import autocannon from "autocannon";
import { BROWSER_UA } from "./document-timing.mjs";

export async function measureThroughput({ url, connections, seconds }) {
  const target = new URL(url);
  const run = autocannon({
    url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
    connections,
    duration: seconds,
    headers: { host: target.host, "user-agent": BROWSER_UA, "accept-encoding": "identity" },
  });
  // What each failed request met (a reset connection, a refused one, ...), so a run with errors
  // says which: the count alone cannot tell the server's fault from the machine's.
  const errorKinds = {};
  run.on("reqError", (error) => {
    const kind = error?.code ?? error?.message ?? String(error);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  const result = await run;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    url,
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon counts a timed-out request (no answer within 10 s) among its errors as well.
    errors: result.errors,
    ...(result.timeouts > 0 ? { timeouts: result.timeouts } : {}),
    ...(Object.keys(errorKinds).length > 0 ? { errorKinds } : {}),
  };
}
