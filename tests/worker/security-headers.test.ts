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
