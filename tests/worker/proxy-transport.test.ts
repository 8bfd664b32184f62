import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { answers, closedPort, gzipped, rawRequest, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * How bodies and failures cross the proxy: streamed both ways, compressed answers untouched,
 * a slow backend cut at PROXY_TIMEOUT_MS (504), an absent one reported (502).
 */

const TIMEOUT_MS = 300;
const XSRF = "transport-xsrf";
const XSRF_HEADERS = { cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF };

let worker: WorkerUnderTest;
let upstream: FakeUpstream;
let origin: string;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  worker = await startWorker({ API_BASE_URL: upstream.url, PROXY_TIMEOUT_MS: String(TIMEOUT_MS) });
  origin = (await worker.mf.ready).toString();
});
afterAll(async () => {
  await worker?.dispose();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

/** A write whose body the test sends chunk by chunk (no Content-Length). */
function chunkedSpecialRequest(contentType: string) {
  const { hostname, port } = new URL(origin);
  return httpRequest({
    hostname,
    port,
    agent: false,
    method: "POST",
    path: "/api/services/app/ShoppingHDPService/CreatePricing",
    headers: { host: "localhost", "content-type": contentType, "transfer-encoding": "chunked", ...XSRF_HEADERS },
  });
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("bodies", () => {
  test("a streamed answer reaches the client chunk by chunk, before the backend has finished", async () => {
    let finishedAt = 0;
    upstream.answerWith(answers.chunks(["first;", "second;", "third"], 400, () => (finishedAt = Date.now())));
    const response = await rawRequest(origin, { target: "/api/services/app/ShoppingHDPService/RetrieveAllProposals?searchId=s1" });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("first;second;third");
    expect(response.firstChunkAt).not.toBeNull();
    // The first chunk arrived while the backend was still waiting to write the last (≥ 800 ms later).
    expect(finishedAt - response.firstChunkAt!).toBeGreaterThan(500);
  });

  test("a gzip answer passes through byte for byte, Content-Encoding kept", async () => {
    const text = JSON.stringify({ result: { proposals: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Hotel ${i}` })) } });
    upstream.answerWith(answers.gzip(text));
    const response = await rawRequest(origin, { target: "/api/services/app/Deals/GetDealsByBP?businessProfile=BP", headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.body.equals(gzipped(text))).toBe(true);
  });

  test("a body up to the cap (256 KB) arrives intact", async () => {
    const body = randomBytes(256 * 1024);
    const response = await rawRequest(origin, {
      method: "POST",
      target: "/api/services/app/ShoppingHDPService/CreatePricing",
      headers: { ...XSRF_HEADERS, "content-type": "application/octet-stream" },
      body,
    });
    expect(response.status).toBe(200);
    const [call] = upstream.calls;
    await call!.bodyComplete;
    expect(call!.body.length).toBe(body.length);
    expect(sha256(call!.body)).toBe(sha256(body));
  });

  test("a declared body over the cap is refused 413 before the backend is called", async () => {
    const response = await rawRequest(origin, {
      method: "POST",
      target: "/api/services/app/ShoppingHDPService/CreatePricing",
      headers: { ...XSRF_HEADERS, "content-type": "application/json" },
      body: randomBytes(6 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toMatchObject({ success: false, error: { message: "BODY_TOO_LARGE" } });
    expect(upstream.calls).toHaveLength(0);
  });

  test("a chunked body over the cap is refused 413, and the backend never gets more than the cap", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = chunkedSpecialRequest("application/json");
      req.on("response", (res) => (res.resume(), res.on("end", () => resolve(res.statusCode ?? 0))));
      req.on("error", reject);
      for (let i = 0; i < 48; i++) req.write(Buffer.alloc(64 * 1024, 120));
      req.end();
    });
    expect(status).toBe(413);
    const [call] = upstream.calls;
    if (call) {
      await call.bodyComplete;
      expect(call.body.length).toBeLessThanOrEqual(256 * 1024);
    }
    // The connection's next request is answered normally.
    upstream.answerWith(answers.json({ after: true }));
    expect((await worker.fetch("/api/services/app/Deals/GetDealsByBP?businessProfile=BP")).status).toBe(200);
  });

  test("Expect: 100-continue is the runtime's business: not passed on, and the answer is the backend's", async () => {
    upstream.answerWith(answers.json({ accepted: true }));
    const response = await rawRequest(origin, {
      method: "POST",
      target: "/api/services/app/ShoppingHDPService/CreatePricing",
      headers: { ...XSRF_HEADERS, "content-type": "application/json", expect: "100-continue" },
      body: Buffer.from(JSON.stringify({ cartId: "c", requestUuid: "r", text: "a quiet room" })),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toMatchObject({ result: { accepted: true } });
    expect(upstream.calls[0]!.headers.expect).toBeUndefined();
  });

  test("a backend that sends an interim 100 before its answer is never a 500", async () => {
    upstream.answerWith(async (req, res, call) => {
      res.writeContinue();
      await call.bodyComplete;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: { late: true }, success: true, error: null }));
    });
    const response = await rawRequest(origin, {
      method: "POST",
      target: "/api/services/app/ShoppingHDPService/CreatePricing",
      headers: { ...XSRF_HEADERS, "content-type": "application/json" },
      body: Buffer.from("{}"),
    });
    expect([200, 502]).toContain(response.status);
  });

  test("the request body is streamed: the backend gets the first part before the client sends the rest", async () => {
    const req = chunkedSpecialRequest("text/plain");
    const done = new Promise<number>((resolve, reject) => {
      req.on("response", (res) => (res.resume(), res.on("end", () => resolve(res.statusCode ?? 0))));
      req.on("error", reject);
    });
    req.write("part one;");
    // Only once the backend has seen part one does the client send part two.
    const call = await eventually(async () => {
      const found = upstream.calls[0];
      expect(found).toBeDefined();
      expect(found!.firstBodyChunkAt).not.toBeNull();
      return found!;
    });
    req.end("part two");
    expect(await done).toBe(200);
    await call.bodyComplete;
    expect(call.body.toString()).toBe("part one;part two");
  });
});

describe("failures", () => {
  test(`a backend that does not answer within PROXY_TIMEOUT_MS (${TIMEOUT_MS} ms) is a 504 in the backend's error shape`, async () => {
    upstream.answerWith(answers.hang());
    const started = Date.now();
    const response = await worker.fetch("/api/services/app/Deals/GetDealsByBP?businessProfile=BP");
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ success: false, result: null, error: { message: "UPSTREAM_TIMEOUT" } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("an answer slower than the timeout is a 504, a faster one passes", async () => {
    upstream.answerWith(answers.slow(TIMEOUT_MS + 400));
    expect((await worker.fetch("/api/services/app/Deals/GetDealsByBP?businessProfile=BP")).status).toBe(504);
    upstream.answerWith(answers.slow(50));
    expect((await worker.fetch("/api/services/app/Deals/GetDealsByBP?businessProfile=BP")).status).toBe(200);
  });

  test("an unreachable backend is a 502 in the backend's error shape", async () => {
    const port = await closedPort();
    const orphan = await startWorker({ API_BASE_URL: `http://127.0.0.1:${port}` });
    try {
      const response = await orphan.fetch("/api/services/app/Deals/GetDealsByBP?businessProfile=BP");
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, result: null, error: { message: "UPSTREAM_UNREACHABLE" } });
    } finally {
      await orphan.dispose();
    }
  });
});
