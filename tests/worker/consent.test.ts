import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/** Consent decided at the edge: the banner and the third-party scripts are in the HTML, or not. */

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const BANNER = "data-consent-banner";
const COOKIE_MANAGER = "/third-party/cookie-manager.js";
const ANALYTICS_TAG = "/third-party/analytics-tag.js";

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());
beforeEach(() => sandboxControl(worker.sandbox.url, "DELETE", "/faults"));

async function page(host: string, cookie?: string) {
  const headers: Record<string, string> = { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) };
  const response = await worker.fetch("/", { host, headers });
  expect(response.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce).toBeTruthy();
  return { html: await response.text(), nonce: nonce! };
}

/** What the root loader handed the browser (React Router's single-fetch data for "/"). */
async function rootConsent(host: string, cookie?: string): Promise<unknown> {
  const response = await worker.fetch("/_root.data", { host, headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  return (decoded.value as { root: { data: { consent: unknown } } }).root.data.consent;
}

/** The opening tag of the script whose src ends with `path`, or undefined. */
function scriptTag(html: string, path: string): string | undefined {
  return html.match(/<script\b[^>]*>/g)?.find((tag) => tag.includes(`${path}"`));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

let counter = 0;
async function testBrand(from: string, flags: Record<string, boolean> = {}): Promise<string> {
  const domain = `consent-${Date.now()}-${counter++}.localhost`;
  await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from });
  for (const [name, enabled] of Object.entries(flags)) await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/${name}`, { enabled });
  return domain;
}

describe("the built-in banner", () => {
  test("nothing stored: the banner is in the server HTML and the loader says null", async () => {
    const { html } = await page("localhost");
    expect(html).toContain(BANNER);
    expect(html).toContain('aria-labelledby="consent-banner-title"');
    expect(await rootConsent("localhost")).toBeNull();
  });

  test.each([
    ["cookies-acceptance=technical", ["technical"]],
    ["cookies-acceptance=technical,measurement", ["technical", "measurement"]],
    ["cookies-acceptance=technical%2Cmeasurement", ["technical", "measurement"]],
    ["cookies-acceptance=measurement,retired-type", ["technical", "measurement"]],
  ])("a valid choice (%s): no banner, the choice is seeded", async (cookie, expected) => {
    expect((await page("hoteles.localhost", cookie)).html).not.toContain(BANNER);
    expect(await rootConsent("hoteles.localhost", cookie)).toEqual(expected);
  });

  test("a legacy consent with entry 5 true: measurement consent seeded, no banner", async () => {
    const cookie = "cookie-consent=false,false,false,false,true";
    expect((await page("viaggi.localhost", cookie)).html).not.toContain(BANNER);
    expect(await rootConsent("viaggi.localhost", cookie)).toEqual(["technical", "measurement"]);
  });

  test("a legacy refusal leaves the question open", async () => {
    const cookie = "cookie-consent=true,true,true,true,false";
    expect((await page("viaggi.localhost", cookie)).html).toContain(BANNER);
    expect(await rootConsent("viaggi.localhost", cookie)).toBeNull();
  });

  test.each(["cookies-acceptance=", "cookies-acceptance=technical,,measurement", "cookies-acceptance=%7Bbad", "cookies-acceptance=technical|measurement"])(
    "a malformed value (%s) counts as nothing stored: banner",
    async (cookie) => {
      expect((await page("localhost", cookie)).html).toContain(BANNER);
      expect(await rootConsent("localhost", cookie)).toBeNull();
    },
  );

  test("brands with the built-in banner load no third-party script, whatever the tracking flag", async () => {
    const domain = await testBrand("localhost", { "tracking-scripts": true });
    const { html } = await page(domain);
    expect(scriptTag(html, COOKIE_MANAGER)).toBeUndefined();
    expect(scriptTag(html, ANALYTICS_TAG)).toBeUndefined();
    expect(html).not.toContain('gtag("consent"');
  });
});

describe("Lastminute brands (voyages)", () => {
  test("no built-in banner; the cookie manager and, with tracking on, the analytics tag, async and nonce'd", async () => {
    await page("voyages.localhost"); // warms the flag cache, so the flags are known before the shell
    const { html, nonce } = await page("voyages.localhost");
    expect(html).not.toContain(BANNER);
    expect(html).not.toContain("data-cookie-settings");
    const manager = scriptTag(html, COOKIE_MANAGER);
    expect(manager).toBeDefined();
    expect(manager).toMatch(/\basync=""/);
    expect(manager).toContain(`nonce="${nonce}"`);
    expect(manager).toContain(`src="${worker.sandbox.url}${COOKIE_MANAGER}"`);
    const tag = scriptTag(html, ANALYTICS_TAG);
    expect(tag).toMatch(/\basync=""/);
    expect(tag).toContain(`nonce="${nonce}"`);
    // Consent Mode v2 defaults, inline and nonce'd, all four signals denied.
    const defaults = new RegExp(`<script nonce="${escaped(nonce)}">[^<]*gtag\\("consent","default",(\\{[^}]*\\})`).exec(html);
    expect(JSON.parse(defaults![1]!)).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      wait_for_update: 500,
    });
    // Both sit in the head, before any content: found early, never blocking.
    expect(html.indexOf(COOKIE_MANAGER)).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf('gtag("consent","default"')).toBeLessThan(html.indexOf("</head>"));
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`);
  });

  test("tracking flag off (a Lastminute test brand): the cookie manager only, no tag, no defaults", async () => {
    const domain = await testBrand("voyages.localhost", { "tracking-scripts": false });
    const { html } = await page(domain);
    expect(html).not.toContain(BANNER);
    expect(scriptTag(html, COOKIE_MANAGER)).toBeDefined();
    expect(scriptTag(html, ANALYTICS_TAG)).toBeUndefined();
    expect(html).not.toContain('gtag("consent"');
  });

  test("a local override switching the tracking flag off drops the tag too", async () => {
    const { html } = await page("voyages.localhost", "ff.tracking-scripts=false");
    expect(scriptTag(html, COOKIE_MANAGER)).toBeDefined();
    expect(scriptTag(html, ANALYTICS_TAG)).toBeUndefined();
  });

  test("flags that arrive after the shell still bring the tag, with the nonce", async () => {
    const domain = await testBrand("voyages.localhost", { "tracking-scripts": true });
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "latency", ms: 600, times: 1 });
    const { html, nonce } = await page(domain);
    // The shell went out without it (flags unknown then); it came with the streamed app.
    expect(html.indexOf(ANALYTICS_TAG)).toBeGreaterThan(html.indexOf("</head>"));
    const tag = scriptTag(html, ANALYTICS_TAG);
    expect(tag).toContain(`nonce="${nonce}"`);
    expect(tag).toMatch(/\basync=""/);
    expect(html).toMatch(new RegExp(`<script nonce="${escaped(nonce)}">[^<]*gtag\\("consent","default"`));
    expect(scriptTag(html, COOKIE_MANAGER)).toBeDefined();
  });
});

describe("a Lastminute brand without a configured cookie manager", () => {
  let unconfigured: WorkerUnderTest;
  beforeAll(async () => {
    unconfigured = await startWorker({ COOKIE_MANAGER_SCRIPT_URL: "", ANALYTICS_TAG_URL: "" });
  });
  afterAll(() => unconfigured?.dispose());

  test("falls back to the built-in banner rather than leaving no way to choose", async () => {
    const response = await unconfigured.fetch("/", { host: "voyages.localhost", headers: { "user-agent": BROWSER_UA } });
    const html = await response.text();
    expect(html).toContain(BANNER);
    expect(html).toContain("data-cookie-settings");
    expect(html).not.toContain("/third-party/");
    expect(html).not.toContain('gtag("consent"');
  });
});
