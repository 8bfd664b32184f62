import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { answers, rawRequest, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";
import { cartGrantCookie } from "./support/cart-grant";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * The edge proxy: what it forwards to the backend (bearer, cookies, XSRF double submit,
 * forwarding and hop-by-hop headers), against a fake backend that records every request.
 */

const DEALS = "/api/services/app/Deals/GetDealsByBP?businessProfile=BP-DEMO-DP&x=a%20b";
const CREATE_CART = "/api/services/app/CartApiService/CreateCart";
const XSRF = "xsrf-token-value-0123456789";

let worker: WorkerUnderTest;
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  worker = await startWorker({ API_BASE_URL: upstream.url, PROXY_TIMEOUT_MS: "2000" });
});
afterAll(async () => {
  await worker?.dispose();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

function backendError(body: unknown) {
  return body as { success: boolean; result: unknown; error: { message: string; details?: string } };
}

describe("forwarding", () => {
  test("a GET needs no XSRF token and reaches the backend with the same path and query", async () => {
    upstream.answerWith(answers.json({ deals: [1, 2] }));
    const response = await worker.fetch(DEALS);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { deals: [1, 2] }, success: true, error: null });
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]!.method).toBe("GET");
    expect(upstream.calls[0]!.target).toBe(DEALS);
  });

  test("the backend's own errors and statuses come back unchanged", async () => {
    upstream.answerWith((_req, res) => {
      res.writeHead(410, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify({ success: false, result: null, error: { message: "CART_EXPIRED" } }));
    });
    const cart = { cartId: "c1", requestUuid: "r1" };
    const response = await worker.fetch(`/api/services/app/CartApiService/GetCartConfig?cartId=c1&requestUuid=r1`, { headers: { cookie: await cartGrantCookie(cart) } });
    expect(response.status).toBe(410);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(backendError(await response.json()).error.message).toBe("CART_EXPIRED");
  });

  test("the Abp.AuthToken cookie becomes the bearer; no other cookie but XSRF-TOKEN is forwarded", async () => {
    await worker.fetch(DEALS, { headers: { cookie: `cookies-acceptance=technical; __Host-Abp.AuthToken=sbx.token.sig; __Host-XSRF-TOKEN=${XSRF}; _ga=GA1.2` } });
    const { headers } = upstream.calls[0]!;
    expect(headers.authorization).toBe("Bearer sbx.token.sig");
    expect(headers.cookie).toBe(`XSRF-TOKEN=${XSRF}`);
  });

  test("a client-sent Authorization is never forwarded: the cookie wins, and without it there is none", async () => {
    await worker.fetch(DEALS, { headers: { authorization: "Bearer from-script", cookie: "__Host-Abp.AuthToken=from-cookie" } });
    await worker.fetch(DEALS, { headers: { authorization: "Bearer from-script" } });
    expect(upstream.calls[0]!.headers.authorization).toBe("Bearer from-cookie");
    expect(upstream.calls[1]!.headers.authorization).toBeUndefined();
    expect(upstream.calls[1]!.headers.cookie).toBeUndefined();
  });

  test("X-Forwarded-* are the worker's: a spoofed X-Forwarded-For is replaced by the connecting IP", async () => {
    await worker.fetch(DEALS, { host: "viaggi.localhost", headers: { "x-forwarded-for": "6.6.6.6", "x-forwarded-host": "evil.example" } });
    const { headers } = upstream.calls[0]!;
    expect(headers["x-forwarded-for"]).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(headers["x-forwarded-host"]).toBe("viaggi.localhost");
    expect(headers["x-forwarded-proto"]).toBe("http");
    expect(headers.host).toBe(new URL(upstream.url).host);
  });
});

describe("XSRF double submit", () => {
  const refusals: Array<[string, Record<string, string>]> = [
    ["header missing", { cookie: `__Host-XSRF-TOKEN=${XSRF}` }],
    ["cookie missing", { "x-xsrf-token": XSRF }],
    ["header and cookie differ", { cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": `${XSRF.slice(0, -1)}X` }],
    ["header of another length", { cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": `${XSRF}0` }],
  ];

  test.each(refusals)("%s: 403 XSRF_TOKEN_MISMATCH in the backend's error shape, nothing forwarded", async (_case, headers) => {
    const response = await worker.fetch(CREATE_CART, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "{}" });
    expect(response.status).toBe(403);
    const body = backendError(await response.json());
    expect(body).toMatchObject({ success: false, result: null, error: { message: "XSRF_TOKEN_MISMATCH" } });
    expect(upstream.calls).toEqual([]);
  });

  test.each([
    ["PUT", "/api/services/app/ShoppingHDPService/UpdateTransport?pricingId=p"],
    ["DELETE", "/api/services/app/CartApiService/RemoveVoucherFromCart?cartId=c&requestUuid=r"],
  ])("%s without the header is refused too", async (method, target) => {
    const response = await worker.fetch(target, { method, headers: { cookie: `__Host-XSRF-TOKEN=${XSRF}` } });
    expect(response.status).toBe(403);
    expect(upstream.calls).toEqual([]);
  });

  test("matching header and cookie: forwarded with the header, the XSRF cookie and the body", async () => {
    const body = JSON.stringify({ domainName: "localhost", productType: "H", adults: 2 });
    const response = await worker.fetch(CREATE_CART, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF },
      body,
    });
    expect(response.status).toBe(200);
    const [call] = upstream.calls;
    expect(call!.method).toBe("POST");
    expect(call!.headers["x-xsrf-token"]).toBe(XSRF);
    expect(call!.headers.cookie).toBe(`XSRF-TOKEN=${XSRF}`);
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.body.toString()).toBe(body);
  });
});

describe("headers cross by allowlist", () => {
  test("to the backend: only what its calls read, whatever else the browser sends (hop-by-hop, forwarding, private)", async () => {
    const origin = (await worker.mf.ready).toString();
    const response = await rawRequest(origin, {
      target: DEALS,
      headers: {
        connection: "keep-alive, x-client-private",
        "x-client-private": "secret",
        "keep-alive": "timeout=5",
        "proxy-authorization": "Basic Zm9vOmJhcg==",
        te: "trailers",
        "x-client-public": "dropped too",
        "x-forwarded-for": "6.6.6.6",
        origin: "http://localhost",
        referer: "http://localhost/H?cartId=secret",
        "user-agent": "Mozilla/5.0",
        accept: "application/json",
        "accept-language": "it-IT",
        "api-version": "2",
        "if-none-match": '"v1"',
      },
    });
    expect(response.status).toBe(200);
    const { headers } = upstream.calls[0]!;
    for (const name of ["x-client-private", "keep-alive", "proxy-authorization", "te", "x-client-public", "origin", "referer", "user-agent"]) expect(headers[name], name).toBeUndefined();
    expect(headers["x-forwarded-for"]).not.toBe("6.6.6.6");
    expect(headers["x-forwarded-host"]).toBe("localhost");
    expect(headers).toMatchObject({ accept: "application/json", "accept-language": "it-IT", "api-version": "2", "if-none-match": '"v1"' });
  });

  test("to the browser: only the answer's description; never Set-Cookie, CORS or anything private", async () => {
    upstream.answerWith((_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        connection: "close, x-upstream-private",
        "x-upstream-private": "secret",
        "keep-alive": "timeout=5",
        "proxy-authenticate": "Basic",
        trailer: "x-checksum",
        "x-upstream-public": "dropped too",
        "set-cookie": "session=backend; Path=/",
        "access-control-allow-origin": "*",
        "access-control-allow-credentials": "true",
        server: "Kestrel",
        "x-powered-by": "ASP.NET",
        "cache-control": "no-store",
        etag: '"v2"',
        vary: "Accept-Language",
        "retry-after": "3",
      });
      res.end("{}");
    });
    const response = await worker.fetch(DEALS);
    expect(response.status).toBe(200);
    for (const name of ["x-upstream-private", "keep-alive", "proxy-authenticate", "trailer", "x-upstream-public", "access-control-allow-origin", "access-control-allow-credentials", "server", "x-powered-by"]) {
      expect(response.headers.get(name), name).toBeNull();
    }
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("etag")).toBe('"v2"');
    expect(response.headers.get("vary")).toBe("Accept-Language");
    expect(response.headers.get("retry-after")).toBe("3");
  });
});

describe("the XSRF-TOKEN cookie", () => {
  test("is issued on an HTML page when the browser has none: random, Path=/, SameSite=Lax, Secure, readable by script", async () => {
    const first = await worker.fetch("/", { host: "viaggi.localhost" });
    const second = await worker.fetch("/", { host: "viaggi.localhost" });
    expect(first.headers.get("content-type")).toMatch(/^text\/html/);
    const cookies = [first, second].map((response) => response.headers.getSetCookie().find((c) => c.startsWith("__Host-XSRF-TOKEN=")));
    const [value] = cookies[0]!.split(";")[0]!.split("=").slice(1);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(cookies[1]!.split(";")[0]).not.toBe(cookies[0]!.split(";")[0]);
    const attributes = cookies[0]!.split(";").slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["path=/", "samesite=lax", "secure"]));
    expect(attributes).not.toContain("httponly");
    await first.text();
    await second.text();
  });

  test("is left alone when the browser already has one", async () => {
    const response = await worker.fetch("/", { host: "viaggi.localhost", headers: { cookie: `__Host-XSRF-TOKEN=${XSRF}` } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((c) => c.startsWith("__Host-XSRF-TOKEN="))).toEqual([]);
    await response.text();
  });

  test("is not issued on API responses", async () => {
    const response = await worker.fetch(DEALS);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
