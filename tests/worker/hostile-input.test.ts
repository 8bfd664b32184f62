import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoDocumentFor } from "../../sandbox/brands";
import { sandboxControl } from "../support/sandbox";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/** Hostile input a storefront meets: redirect tricks, malformed search parameters, markup in configuration. */

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" };

describe("no open redirect", () => {
  const attempts = [
    "//evil.example",
    "//evil.example/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%2f%2fevil.example/search",
    "///evil.example",
    "/\\/evil.example",
    "/search?destination=ROM&next=//evil.example",
    "//evil.example/search?destination=ROM",
    "/search/..//evil.example",
    "/?a=sandbox-member-token&redirect=https://evil.example",
    "/?a=sandbox-member-token&next=//evil.example",
    "/H/?destination=ROM",
    "/expired-session?to=//evil.example",
    "/DP?cartId=x&requestUuid=y&checkoutStep=//evil.example",
  ];
  test.each(attempts)("%s stays on this site", async (path) => {
    const response = await worker.fetch(path, { host: "localhost", headers: BROWSER });
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (location !== null) {
      expect(location, location).not.toMatch(/^\s*(?:[a-z][a-z0-9+.-]*:)?[\\/]{2}/i);
      expect(new URL(location, "http://localhost").host).toBe("localhost");
    }
  });
});

describe("malformed search parameters give a sane page", () => {
  const huge = "x".repeat(10_240);
  const malformed = [
    "outboundDate=2026-02-30&returnDate=2026-13-01",
    `outboundDate=${day(10)}&returnDate=${day(2)}`,
    "outboundDate=1999-01-01",
    "adults=-3",
    "adults=0",
    "adults=999999999999",
    "adults=1e3",
    "adults=abc&childrenAges=4-abc-99",
    "childrenAges=1-2-3-4-5-6-7-8-9-10-11",
    "childrenAges=-1,18,200",
    "product=XYZ",
    "product=<script>",
    `destination=${huge}`,
    `departure=${huge}&destination=ROM`,
    "destination=%00%01",
    "mealPlans=ALL_MEAL_PLANS-<b>-BREAKFAST",
    `cartId=${huge}&requestUuid=x`,
    "page=-1&sort=DROP%20TABLE",
  ];
  for (const route of ["/", "/H", "/F", "/DP", "/hotel-detail"]) {
    test.each(malformed)(`${route}?%s`, async (query) => {
      const response = await worker.fetch(`${route}?${query}`, { host: "viaggi.localhost", headers: BROWSER });
      expect(response.status).toBeLessThan(500);
      if (response.status === 200) {
        const html = await response.text();
        expect(html).toContain("</html>");
        expect(html).not.toContain("<script>alert");
        expect(html).not.toMatch(/<b>|&lt;b&gt;-BREAKFAST<\/option>/);
        expect(html).not.toContain(huge);
      } else {
        await response.arrayBuffer();
      }
    });
  }
});

describe("markup in the brand configuration is inert everywhere", () => {
  const PAYLOAD = `<img src=x onerror=alert(1)><script>alert(2)</script>"'`;
  /** Every text an editor writes (titles, hero, banners, legal text, destination names, alts). */
  const TEXT_KEYS = /^(pageTitle|brandName|brandOrigin|title|subtitle|text|description|name|label|alt|legalText|disclaimer|headline|caption|cta|ctaLabel|message|body)$/i;

  function withPayload(node: unknown): number {
    let changed = 0;
    if (Array.isArray(node)) for (const item of node) changed += withPayload(item);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === "string" && TEXT_KEYS.test(key)) {
          (node as Record<string, unknown>)[key] = `${value}${PAYLOAD}`;
          changed += 1;
        } else changed += withPayload(value);
      }
    }
    return changed;
  }

  test("title, hero, banners, legal text, destinations: escaped in the HTML and the loader data", async () => {
    const document = structuredClone(demoDocumentFor("viaggi.localhost")!);
    expect(withPayload(document)).toBeGreaterThan(5);
    await sandboxControl(worker.sandbox.url, "PUT", "/brands/inert.localhost", { raw: document });
    const response = await worker.fetch("/", { host: "inert.localhost", headers: BROWSER });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<img src=x onerror");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    // Attributes (alt texts) keep their quotes escaped: nothing breaks out of one.
    expect(html).not.toMatch(/="[^"]*<script>alert/);
  });
});
