import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { BROWSER_UA } from "./support/shop-pages";
import { startWorker, type WorkerUnderTest } from "./support/worker";

const XSS_TITLE = "</script><script>alert(1)</script>";

describe("the server-rendered document", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  // First in the file: the isolate's first landing render is the one a lazy chunk could suspend.
  test("the landing's sections under the hero are written where they stand, from the isolate's first render on", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const html = await (await worker.fetch(`/?visit=${visit}`, { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA } })).text();
      const sections = html.indexOf('id="explanation-title"');
      expect(sections, `visit ${visit}`).toBeGreaterThan(html.indexOf('id="hero-title"'));
      expect(sections, `visit ${visit}`).toBeLessThan(html.indexOf("<footer"));
      // Not moved to the end of the document behind a reveal script (React's hidden segments).
      for (const segment of html.match(/<div hidden id="S:[^"]*">[\s\S]*?<\/div>/g) ?? []) expect(segment).not.toContain("explanation-title");
    }
  });

  test("every brand's landing and results pages describe themselves (meta description, the brand's words)", async () => {
    for (const host of ["localhost", "viaggi.localhost", "hoteles.localhost", "voyages.localhost"]) {
      for (const path of ["/", "/H?destination=ROM"]) {
        const html = await (await worker.fetch(path, { host })).text();
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
        expect(description?.length, `${host}${path}`).toBeGreaterThan(20);
        expect(html.match(/<meta name="description"/g), `${host}${path}`).toHaveLength(1);
      }
    }
  });

  test("state is serialized safely: a brand title cannot end a script", async () => {
    const domain = `xss-${Date.now()}.localhost`;
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, {
      from: "localhost",
      brand: { pageTitle: XSS_TITLE, brandName: XSS_TITLE },
    });
    const response = await worker.fetch("/", { host: domain });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    // Inside the streamed loader data, the markup characters are \u-escaped.
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    // Every script carries this response's nonce.
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("security headers and Server-Timing are on every page", async () => {
    const response = await worker.fetch("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("server-timing")).toMatch(/config;dur=.*flags;dur=.*render;dur=/);
  });

  test("the shopper's auth token never reaches the page", async () => {
    const token = "member.token.never-in-html";
    const response = await worker.fetch("/H?destination=ROM", { headers: { cookie: `__Host-Abp.AuthToken=${token}; __Host-XSRF-TOKEN=x` } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(token);
  });

  test("each request gets its own nonce", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await worker.fetch("/")).headers.get("content-security-policy") ?? "")?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  test("/search redirects to / keeping the query string", async () => {
    const response = await worker.fetch("/search?destination=ROM&adults=3&mealPlans=BREAKFAST-ALL_MEAL_PLANS");
    expect([301, 302]).toContain(response.status);
    expect(response.headers.get("location")).toMatch(/^(http:\/\/localhost)?\/\?destination=ROM&adults=3&mealPlans=BREAKFAST-ALL_MEAL_PLANS$/);
  });

  // Only the frame: the screens' own content is tested with each screen.
  test.each(["/DP", "/H", "/F", "/FF", "/hotel-detail", "/memSearch", "/hdpMemSearch", "/exception", "/expired-session", "/deals", "/deal-search"])(
    "%s answers 200 with the brand's header, language and footer around it",
    async (path) => {
      const response = await worker.fetch(path, { host: "viaggi.localhost" });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="it"');
      expect(html).toContain("/brands/viaggi/logo.svg");
      expect(html).toContain("<footer");
      expect(html).toContain("Viaggi Sole S.r.l.");
    },
  );

  test("a product the brand does not sell says so instead of searching", async () => {
    const html = await (await worker.fetch("/F", { host: "hoteles.localhost" })).text();
    expect(html).toContain('data-page="product-not-offered"');
  });

  test("unknown paths get a branded 404", async () => {
    const response = await worker.fetch("/no/such/page", { host: "voyages.localhost" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page introuvable");
  });
});
