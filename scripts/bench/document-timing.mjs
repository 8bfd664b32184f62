// Time to first byte and to the full document for a page, over N sequential requests, with a
// browser user agent (crawlers get the whole document at once). Prints one JSON line.
import http from "node:http";
import { loopbackOptions } from "./loopback.mjs";

/** A desktop Chrome: crawlers get the whole document at once, people the stream. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export function timeOnce(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let firstByte = null;
    let bytes = 0;
    const request = http.get(loopbackOptions(url, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity" } }), (response) => {
      response.on("data", (chunk) => {
        firstByte ??= ms();
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode, ttfb: firstByte ?? ms(), full: ms(), bytes, cache: response.headers["x-brand-cache"] }));
    });
    request.on("error", reject);
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function measureDocument(url, count = 20) {
  await timeOnce(url); // warms KV (brand config and flags) and the isolate
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await timeOnce(url));
  const round = (n) => Math.round(n * 10) / 10;
  return {
    url,
    requests: count,
    statuses: [...new Set(runs.map((r) => r.status))],
    cache: [...new Set(runs.map((r) => r.cache))],
    medianTtfbMs: round(median(runs.map((r) => r.ttfb))),
    medianFullMs: round(median(runs.map((r) => r.full))),
    bytes: runs[0].bytes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? "http://localhost:8787/";
  console.log(JSON.stringify(await measureDocument(url, Number(process.argv[3] ?? 20))));
}
