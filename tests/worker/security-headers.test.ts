import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * Every HTML answer the storefront gives, whatever produced it (a streamed page, a reused
 * landing, the missing-brand page, maintenance, a 404, a failed start), carries the same security
 * headers, and every cookie the worker sets has the attributes its purpose needs.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
  await sandboxControl(worker.sandbox.url, "PUT", "/brands/maintenance.localhost", { from: "localhost" });
  await sandboxControl(worker.sandbox.url, "PUT", "/flags/maintenance.localhost/maintenance-mode", { enabled: true });
});
afterAll(() => worker?.dispose());

const pages: Array<[string, string, string, number]> = [
  ["the landing (rendered)", "/", "viaggi.localhost", 200],
  ["the landing (reused)", "/", "viaggi.localhost", 200],
  ["hotel results", `/H?destination=ROM&outboundDate=${day(30)}&returnDate=${day(34)}&adults=2`, "localhost", 200],
  ["flight results", `/F?departure=MAD&destination=ROM&outboundDate=${day(30)}&returnDate=${day(37)}&adults=2`, "hoteles.localhost", 200],
  ["a hotel", `/hotel-detail?hotelId=1&destination=ROM&outboundDate=${day(30)}&returnDate=${day(34)}&adults=2`, "voyages.localhost", 200],
  ["a cart not opened in this browser", "/DP?cartId=nope&requestUuid=nope&checkoutStep=travellers", "localhost", 403],
  ["the expired session page", "/expired-session", "localhost", 200],
  ["a page that does not exist", "/no/such/page", "localhost", 404],
  ["a domain without a brand", "/", "nobody.example", 404],
  ["maintenance", "/", "maintenance.localhost", 503],
];

describe("security headers on every HTML answer", () => {
  test.each(pages)("%s", async (_name, path, host, status) => {
    const response = await worker.fetch(path, { host, headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" } });
    // Redirects (an unknown cart may be sent on) are followed once to the page they name.
    const page = response.status >= 300 && response.status < 400 ? await worker.fetch(new URL(response.headers.get("location")!, `http://${host}`).pathname, { host }) : response;
    expect(page.status).toBe(status);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();

    const csp = page.headers.get("content-security-policy") ?? "";
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect(page.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(page.headers.get("x-frame-options")).toBe("DENY");

    // Every inline or external script of the page carries this answer's nonce.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

/** Answers that are data: the proxy's, the beacon's, the error tunnel's, and every refusal of theirs. */
const XSRF = "security-headers-xsrf-pair";
const dataAnswers: Array<[string, string, RequestInit & { host?: string }, number]> = [
  ["a proxied answer", "/api/services/app/Deals/GetDealsByBP?businessProfile=BP-DEMO-DP", {}, 200],
  ["a call the shop does not make", "/api/services/app/Strapi/CleanAllConfigurationCaches", { method: "POST", body: "{}" }, 404],
  ["an unsafe call without the XSRF pair", "/api/services/app/ShoppingHDPService/CreateSearch", { method: "POST", body: "{}" }, 403],
  [
    "a cart call without the cart's grant",
    "/api/services/app/CartApiService/RetrieveCartFull?cartId=c1&requestUuid=r1",
    { method: "POST", body: "{}", headers: { cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF, "content-type": "application/json" } },
    403,
  ],
  ["a cross-site write to the proxy", "/api/services/app/CartApiService/CreateCart", { method: "POST", body: "{}", headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } }, 403],
  ["a beacon that is not one", "/beacon", { method: "POST", body: "not json", headers: { "content-type": "application/json" } }, 400],
  ["a cross-site beacon", "/beacon", { method: "POST", body: "{}", headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } }, 403],
  ["an error report without an error tunnel", "/monitoring", { method: "POST", body: "{}" }, 404],
  ["the health check", "/healthz", {}, 200],
];

describe("security headers on every data answer and refusal", () => {
  test.each(dataAnswers)("%s", async (_name, path, init, status) => {
    const response = await worker.fetch(path, init as never);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    await response.arrayBuffer();
  });
});

describe("cookies the worker sets", () => {
  test("XSRF-TOKEN: readable by the shop's script (double submit), Secure, SameSite=Lax, whole site", async () => {
    const response = await worker.fetch("/", { host: "localhost" });
    const cookies = response.headers.getSetCookie();
    const xsrf = cookies.find((cookie) => cookie.startsWith("__Host-XSRF-TOKEN="));
    expect(xsrf).toBeDefined();
    const attributes = xsrf!.split(";").slice(1).map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["path=/", "secure", "samesite=lax"]));
    expect(attributes).not.toContain("httponly");
    expect(xsrf!.split(";")[0]!.split("=")[1]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  test("garbage cookies are ignored: the page renders, and no cookie is echoed back", async () => {
    const garbage = [
      "__Host-XSRF-TOKEN=%%%; __Host-Abp.AuthToken=%E0%A4%A; ff.maintenance-mode=maybe",
      `consent=${"{".repeat(2000)}`,
      "=; ;;; a==b=c; \u00ff=\u00ff",
      `__Host-Abp.AuthToken=${"x".repeat(3000)}`,
    ];
    for (const cookie of garbage) {
      const response = await worker.fetch("/", { host: "localhost", headers: { cookie } });
      expect(response.status, cookie.slice(0, 40)).toBe(200);
      const html = await response.text();
      expect(html).toContain("</html>");
      for (const set of response.headers.getSetCookie()) expect(set).not.toContain("%%%");
    }
  });
});
