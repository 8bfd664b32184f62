import { Agent, request } from "node:http";
import { afterAll, expect, test } from "vitest";
import { useServers, workerPort } from "./support/servers";

useServers();

/**
 * A refused API call must not break the next one. The proxy used to refuse (XSRF mismatch, bad
 * path) without reading the request body; under wrangler dev the following request on that
 * connection then failed with a 503 or a reset about 4 times in 10. Served as `npm start` serves it.
 */

// One kept-alive connection for all the calls, and the brand's host named (a cart is made only
// for the brand of the host it is asked on; Node's fetch cannot name a Host).
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function post(path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port: workerPort(), path, method: "POST", agent, headers: { host: "viaggi.localhost", ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    call.on("error", reject);
    call.end(body);
  });
}

test("a call right after a refused POST goes through, every time", async () => {
  const path = "/api/services/app/CartApiService/CreateCart";
  const body = JSON.stringify({ domainName: "viaggi.localhost", productType: "H", adults: 2, outboundDate: "2031-07-01", returnDate: "2031-07-08", destination: "PMI" });
  const cookie = "__Host-XSRF-TOKEN=pair-test";
  const outcomes: number[] = [];
  for (let i = 0; i < 50; i++) {
    expect(await post(path, { "content-type": "application/json", cookie }, body)).toBe(403);
    outcomes.push(await post(path, { "content-type": "application/json", cookie, "x-xsrf-token": "pair-test" }, body));
  }
  expect(outcomes.filter((status) => status !== 200)).toEqual([]);
});
