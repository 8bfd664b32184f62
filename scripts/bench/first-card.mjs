// Time to the first result card's bytes on a results page: the shell streams first, the cards
// follow in the same response once the backend has answered. Median of N sequential requests,
// browser user agent, identity encoding (local workerd buffers compressed documents).
import http from "node:http";
import { BROWSER_UA, median } from "./document-timing.mjs";
import { loopbackOptions } from "./loopback.mjs";


function timeToMarker(url, marker) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let firstByte = null;
    let markerAt = null;
    let text = "";
    const request = http.get(
      loopbackOptions(url, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity" } }),
      (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          firstByte ??= ms();
          if (markerAt === null) {
            text += chunk;
            if (text.includes(marker)) markerAt = ms();
          }
        });
        response.on("end", () => resolve({ status: response.statusCode, ttfb: firstByte, marker: markerAt, full: ms() }));
      },
    );
    request.on("error", reject);
  });
}

/** Arms the sandbox's latency fault on each backend call of a search (0 ms: none). */
async function armLatency(sandboxUrl, calls, ms, times) {
  await fetch(`${sandboxUrl}/__sandbox/faults`, { method: "DELETE" });
  if (ms === 0) return;
  for (const call of calls) {
    await fetch(`${sandboxUrl}/__sandbox/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ call, kind: "latency", ms, times }) });
  }
}

/** `faultTimes`: how many calls of each kind are slowed (a page may call one more than once). */
export async function measureFirstCard({ url, sandboxUrl, calls, latencyMs, count = 10, marker = "data-proposal-id=", faultTimes = count }) {
  await timeToMarker(url, marker); // warms KV and the isolate
  await armLatency(sandboxUrl, calls, latencyMs, faultTimes);
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await timeToMarker(url, marker));
  await armLatency(sandboxUrl, calls, 0, 0);
  const missing = runs.filter((run) => run.marker === null).length;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    url,
    latencyMs,
    requests: count,
    missing,
    medianTtfbMs: round(median(runs.map((r) => r.ttfb))),
    medianFirstCardMs: missing ? null : round(median(runs.map((r) => r.marker))),
  };
}
