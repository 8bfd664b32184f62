import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds, type MetricWithAttribution } from "web-vitals/attribution";
import { interactionTargetKind, paintedElementKind } from "../../client/observability/web-vitals/element-kinds";
import { routeAt } from "../../client/observability/web-vitals/route-at";
import { noteRoute, type RouteChanges } from "../../client/observability/web-vitals/route-timeline";
import { webVitalProperties } from "../../client/observability/web-vitals/web-vital-properties";
import { createWebVitalsGate, isSampled, type WebVitalsReporter } from "../../client/observability/web-vitals/web-vitals-gate";
import type { Tracker } from "../../client/tracking";
import { PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import { WebVitalPropertiesSchema } from "../../shared/tracking/web-vital-properties";
import { WEB_VITAL_THRESHOLDS, type WebVitalProperties } from "../../shared/tracking/web-vitals";
import { parseEvents } from "../../worker/beacon/parse-events";
import { configOf } from "../../worker/config";

/** A metric as web-vitals' attribution build hands it over (only what the event reads). */
function metric(fields: Partial<MetricWithAttribution> & Pick<MetricWithAttribution, "name" | "value">, attribution: Record<string, unknown> = {}): MetricWithAttribution {
  return { rating: "good", delta: fields.value, id: `v6-${fields.name}`, entries: [], navigationType: "navigate", navigationId: 1, ...fields, attribution } as unknown as MetricWithAttribution;
}

/** A page load that started on the landing, went to hotel results at 5 s and to a hotel at 9 s. */
function journey() {
  const changes: RouteChanges = [];
  noteRoute(changes, "routes/home", 1_400);
  noteRoute(changes, "search-H", 5_000);
  noteRoute(changes, "routes/hotel-detail", 9_000);
  return (time: number | undefined) => routeAt(changes, time);
}

describe("the event built from a metric", () => {
  const routeAt = journey();

  test("LCP: whole milliseconds, the route of the largest paint, the element's kind", () => {
    const lcp = metric({ name: "LCP", value: 1234.56, rating: "good" }, { target: "img", url: "/destinations/ROM.svg", lcpEntry: { startTime: 1_234 } });
    expect(webVitalProperties(lcp, routeAt, 0.1)).toEqual({
      name: "LCP", value: 1235, rating: "good", route: "routes/home", navigationType: "navigate", lcpElement: "img", inpTarget: null, sampleRate: 0.1,
    });
  });

  test("LCP: an image painted by another element is a background image, and its URL (with its query) is never sent", () => {
    const lcp = metric({ name: "LCP", value: 900 }, { target: "text", url: "https://cdn.example/hero.jpg?destination=ROM&adults=2", lcpEntry: { startTime: 900 } });
    const properties = webVitalProperties(lcp, routeAt, 1);
    expect(properties.lcpElement).toBe("background-image");
    expect(JSON.stringify(properties)).not.toMatch(/hero|destination|cdn/);
  });

  test("LCP: the library's own selector (an element that left the page) is not one of our words", () => {
    const lcp = metric({ name: "LCP", value: 900 }, { target: "#hotel-HTL-ROM-001", lcpEntry: { startTime: 900 } });
    expect(webVitalProperties(lcp, routeAt, 1).lcpElement).toBe("unknown");
  });

  test("INP: the route and element of the slowest interaction, not where the page was hidden", () => {
    const inp = metric({ name: "INP", value: 312, rating: "needs-improvement" }, { interactionTarget: "input/checkbox", interactionTime: 6_200 });
    expect(webVitalProperties(inp, routeAt, 1)).toMatchObject({ name: "INP", value: 312, rating: "needs-improvement", route: "search-H", inpTarget: "input/checkbox", lcpElement: null });
  });

  test("INP: a selector the library fell back to reads unknown; without the interaction's time, the route where it finalized", () => {
    const inp = metric({ name: "INP", value: 48 }, { interactionTarget: "div.card>span.name" });
    expect(webVitalProperties(inp, routeAt, 1)).toMatchObject({ inpTarget: "unknown", route: "routes/hotel-detail" });
  });

  test("CLS: a score to four decimals, filed under the route of its largest shift, or the load's when nothing shifted", () => {
    expect(webVitalProperties(metric({ name: "CLS", value: 0.123456 }, { largestShiftTime: 9_500 }), routeAt, 1)).toMatchObject({ value: 0.1235, route: "routes/hotel-detail" });
    expect(webVitalProperties(metric({ name: "CLS", value: 0 }, {}), routeAt, 1)).toMatchObject({ value: 0, route: "routes/home" });
  });

  test("TTFB and FCP belong to the load: the route the document was served for", () => {
    for (const name of ["TTFB", "FCP"] as const) {
      expect(webVitalProperties(metric({ name, value: 321.4, navigationType: "back-forward" }), routeAt, 1)).toMatchObject({ name, value: 321, route: "routes/home", navigationType: "back-forward", lcpElement: null, inpTarget: null });
    }
  });

  test("every event the reporter builds passes the edge's schema", () => {
    const built = [
      metric({ name: "LCP", value: 2600, rating: "needs-improvement" }, { target: "heading", lcpEntry: { startTime: 2_600 } }),
      metric({ name: "INP", value: 40 }, { interactionTarget: "button", interactionTime: 100 }),
      metric({ name: "CLS", value: 0.02 }, { largestShiftTime: 300 }),
      metric({ name: "FCP", value: 800 }),
      metric({ name: "TTFB", value: 120, navigationType: "reload" }),
    ].map((m) => webVitalProperties(m, routeAt, 0.5));
    for (const properties of built) expect(v.safeParse(WebVitalPropertiesSchema, properties).issues).toBeUndefined();
  });
});

/** Just enough of a DOM element for the kinds (the unit runner has no DOM). */
function element(localName: string, attributes: Record<string, string> = {}, namespaceURI = "http://www.w3.org/1999/xhtml", control: Node | null = null): Node {
  const self = {
    nodeType: 1,
    localName,
    namespaceURI,
    getAttribute: (name: string) => attributes[name] ?? null,
    textContent: "Hotel Roma Centro, mario@example.it",
    // The control around it (or itself when it is one): what Element.closest finds.
    closest: () => control,
  };
  return self as unknown as Node;
}

/** A control, whose closest control is itself. */
function control(localName: string, attributes: Record<string, string> = {}): Node {
  const node = element(localName, attributes) as unknown as { closest: () => unknown };
  node.closest = () => node;
  return node as unknown as Node;
}

describe("elements as words", () => {
  test.each([
    ["img", element("img", { src: "/x.jpg?q=1", alt: "Rome" })],
    ["video", element("video")],
    ["svg", element("text", {}, "http://www.w3.org/2000/svg")],
    ["heading", element("h1")],
    ["heading", element("div", { role: "heading" })],
    ["text", element("p")],
    ["unknown", null],
    ["unknown", { nodeType: 3 } as Node],
  ])("the largest paint's element: %s", (kind, node) => {
    expect(paintedElementKind(node)).toBe(kind);
  });

  test.each([
    ["button", control("button")],
    ["a", control("a", { href: "/H?destination=ROM" })],
    ["input/checkbox", control("input", { type: "checkbox", name: "stars" })],
    ["input/text", control("input")],
    ["div/button", control("div", { role: "button link" })],
    ["span", control("span", { role: "not-a-role!" })],
    ["x-widget", control("x-widget", { role: "a".repeat(80) })],
    ["button", element("svg", {}, "http://www.w3.org/2000/svg", control("button"))],
    ["label", element("span", {}, undefined, control("label"))],
    ["p", element("p")],
    ["unknown", null],
  ])("the interaction's element: %s", (kind, node) => {
    expect(interactionTargetKind(node)).toBe(kind);
  });
});

describe("the route timeline", () => {
  test("the first route counts from the navigation's start; the same route twice is one change", () => {
    const changes: RouteChanges = [];
    expect(routeAt(changes, 10)).toBe("unknown");
    noteRoute(changes, "routes/home", 1_500);
    noteRoute(changes, "routes/home", 2_000);
    noteRoute(changes, "search-F", 4_000);
    expect(changes).toEqual([[0, "routes/home"], [4_000, "search-F"]]);
    expect(routeAt(changes, 0)).toBe("routes/home");
    expect(routeAt(changes, 3_999)).toBe("routes/home");
    expect(routeAt(changes, 4_000)).toBe("search-F");
    expect(routeAt(changes, undefined)).toBe("search-F");
  });
});

/** A gate with its browser parts replaced: the draw, the idle callback, the chunk, the tracker. */
function harness(draw: number) {
  const tracked: { name: string; properties: Record<string, unknown> }[] = [];
  let flushes = 0;
  let hidden = false;
  const idle: (() => void)[] = [];
  let loads = 0;
  let send: ((properties: WebVitalProperties) => void) | null = null;
  const reporter: WebVitalsReporter = { startReporting: (options) => void (send = options.send) };
  const tracker: Tracker = { track: (name, properties = {}) => void tracked.push({ name, properties }), flush: () => void (flushes += 1) };
  const gate = createWebVitalsGate({
    load: async () => {
      loads += 1;
      return reporter;
    },
    whenIdle: (run) => void idle.push(run),
    draw: () => draw,
    isHidden: () => hidden,
    routes: [],
  });
  return {
    update: (consented: boolean, sampleRate = 1) => gate.update({ consented, sampleRate, tracker }),
    /** The browser becomes idle: what waited for it runs, and the chunk arrives. */
    idle: async () => {
      for (const run of idle.splice(0)) run();
      await Promise.resolve();
      await Promise.resolve();
    },
    hide: () => void (hidden = true),
    measure: (properties: Partial<WebVitalProperties> = {}) => send?.({ name: "FCP", value: 1, rating: "good", route: "routes/home", navigationType: "navigate", lcpElement: null, inpTarget: null, sampleRate: 1, ...properties }),
    get loads() {
      return loads;
    },
    tracked,
    get flushes() {
      return flushes;
    },
  };
}

describe("sampling", () => {
  test("one draw in [0, 1) against the rate: 1 always, 0 never", () => {
    expect(isSampled(1, 0.999_999)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.25, 0.2)).toBe(true);
    expect(isSampled(0.25, 0.25)).toBe(false);
  });

  test("a page load drawn out of the sample never loads the library, whatever the consent", async () => {
    const page = harness(0.3);
    page.update(true, 0.25);
    await page.idle();
    expect(page.loads).toBe(0);
  });

  test("the draw is made once per page load: a later update does not draw again", async () => {
    let draws = 0;
    const gate = createWebVitalsGate({ load: async () => ({ startReporting() {} }), whenIdle: () => {}, draw: () => (draws += 1, 0.5), isHidden: () => false, routes: [] });
    const tracker: Tracker = { track() {}, flush() {} };
    for (const consented of [false, true, false, true]) gate.update({ consented, sampleRate: 0.5, tracker });
    expect(draws).toBe(1);
  });

  test("the worker's rate: a share from 0 to 1, 0.1 when unset or unreadable", () => {
    expect(configOf({}).WEB_VITALS_SAMPLE_RATE).toBe(0.1);
    expect(configOf({ WEB_VITALS_SAMPLE_RATE: "1" }).WEB_VITALS_SAMPLE_RATE).toBe(1);
    expect(configOf({ WEB_VITALS_SAMPLE_RATE: "0" }).WEB_VITALS_SAMPLE_RATE).toBe(0);
    expect(configOf({ WEB_VITALS_SAMPLE_RATE: "0.25" }).WEB_VITALS_SAMPLE_RATE).toBe(0.25);
    for (const junk of ["2", "-0.5", "ten percent"]) expect(configOf({ WEB_VITALS_SAMPLE_RATE: junk }).WEB_VITALS_SAMPLE_RATE, junk).toBe(0.1);
  });
});

describe("consent", () => {
  test("without measurement consent nothing loads", async () => {
    const page = harness(0);
    page.update(false);
    await page.idle();
    expect(page.loads).toBe(0);
  });

  test("with consent the library loads once, when the browser is idle, and its metrics go out as measured.web-vital", async () => {
    const page = harness(0);
    page.update(true);
    expect(page.loads).toBe(0);
    page.update(true);
    await page.idle();
    expect(page.loads).toBe(1);
    page.measure({ name: "TTFB", value: 80 });
    expect(page.tracked).toEqual([{ name: PRODUCT_EVENT_NAMES.webVital, properties: expect.objectContaining({ name: "TTFB", value: 80 }) }]);
    expect(page.flushes).toBe(0);
  });

  test("a consent given later starts it then", async () => {
    const page = harness(0);
    page.update(false);
    await page.idle();
    page.update(true);
    await page.idle();
    expect(page.loads).toBe(1);
  });

  test("a withdrawal stops sending at once; a consent given again sends again without a second load", async () => {
    const page = harness(0);
    page.update(true);
    await page.idle();
    page.update(false);
    page.measure({ name: "LCP" });
    expect(page.tracked).toEqual([]);
    page.update(true);
    await page.idle();
    page.measure({ name: "CLS" });
    expect(page.tracked.map((event) => event.properties.name)).toEqual(["CLS"]);
    expect(page.loads).toBe(1);
  });

  test("withdrawn before the browser was idle: the library is not loaded", async () => {
    const page = harness(0);
    page.update(true);
    page.update(false);
    await page.idle();
    expect(page.loads).toBe(0);
  });

  test("metrics finalized while the page is hidden are flushed together, right after the hide's own flush", async () => {
    const page = harness(0);
    page.update(true);
    await page.idle();
    page.measure({ name: "TTFB" });
    page.hide();
    page.measure({ name: "LCP" });
    page.measure({ name: "CLS" });
    page.measure({ name: "INP" });
    expect(page.flushes).toBe(0);
    await new Promise((resolve) => setTimeout(resolve));
    expect(page.flushes).toBe(1);
    expect(page.tracked.map((event) => event.properties.name)).toEqual(["TTFB", "LCP", "CLS", "INP"]);
  });
});

test("the p75 page's thresholds are the library's", () => {
  expect(WEB_VITAL_THRESHOLDS).toEqual({ LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds, FCP: FCPThresholds, TTFB: TTFBThresholds });
});

describe("the edge's check of a measured.web-vital event", () => {
  const good: WebVitalProperties = { name: "LCP", value: 1800, rating: "good", route: "routes/home", navigationType: "navigate", lcpElement: "img", inpTarget: null, sampleRate: 1 };
  const beacon = (properties: Record<string, unknown>) =>
    new TextEncoder().encode(
      JSON.stringify({
        eventName: "measured.web-vital",
        logLevel: "info",
        eventProperties: properties,
        eventData: { appVersion: "t", domain: "localhost", fingerprint: "f", sessionFingerprint: "s" },
        project: "travel-storefront",
      }),
    );

  test("the reporter's events pass", () => {
    expect(parseEvents(beacon(good))).toMatchObject({ ok: true, events: [{ eventProperties: good }] });
  });

  test.each([
    ["a metric the shop does not measure", { name: "FID" }],
    ["a negative value", { value: -1 }],
    ["a value no browser measures", { value: 86_400_000 }],
    ["a value as text", { value: "1800" }],
    ["a rating outside the three", { rating: "ok" }],
    ["a route that is a URL with its query", { route: "/H?destination=ROM&adults=2" }],
    ["the painted text instead of its kind", { lcpElement: "Hotel Roma Centro" }],
    ["an element on a metric that has none", { name: "FCP", lcpElement: "img" }],
    ["an interaction target that is a selector", { name: "INP", value: 100, lcpElement: null, inpTarget: "#card-HTL-ROM-001 > span" }],
    ["a key of its own", { text: "Hotel Roma Centro" }],
    ["a missing key", { navigationType: undefined }],
    ["a sample rate over 1", { sampleRate: 2 }],
  ])("%s is refused", (_, change) => {
    const result = parseEvents(beacon({ ...good, ...change }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]!.field).toMatch(/^eventProperties/);
  });
});
