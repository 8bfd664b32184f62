// Requests to the local worker as a brand's browser sends them. Node's fetch neither resolves
// *.localhost nor lets a caller set Host (it silently sends its own: the bench once saved the
// missing-brand page as "the landing"), so these connect to loopback through node:http and name
// the brand in Host.
import http from "node:http";

/** node:http options for `url` on loopback, its host (brand and port) in the Host header. */
export function loopbackOptions(url, { method = "GET", headers = {} } = {}) {
  const target = new URL(url);
  return { hostname: "127.0.0.1", port: target.port, path: `${target.pathname}${target.search}`, method, headers: { host: target.host, ...headers } };
}

/** The whole answer to one request: status, headers, body as text and how long it took. */
export function loopbackRequest(url, { method = "GET", headers = {}, body, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // A connection of its own: measured alone, never queued behind another request.
    const request = http.request({ ...loopbackOptions(url, { method, headers }), agent: false, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString("utf8"), ms: Math.round(performance.now() - started) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}
