import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { TRACKING_PROJECT } from "../../shared/constants";
import { EVENT_TOKEN_HEADER, type TrackingEvent } from "../../shared/tracking/event";
import type { WebVitalProperties } from "../../shared/tracking/web-vitals";
import { sandboxControl } from "../support/sandbox";
import { documentLoaderData } from "./support/loader-data";
import { callsTo, eventsNamed } from "./support/sandbox-calls";
import { BROWSER_UA } from "./support/shop-pages";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

/** Real shoppers' vitals at the edge: the page learns the sample rate, the beacon takes measured.web-vital in its shape only. */

const NAME = "measured.web-vital";

/** Any properties: the refused ones are off the type on purpose. */
function vital(properties: Partial<Record<keyof WebVitalProperties, unknown>> = {}): TrackingEvent {
  return {
    eventName: NAME,
    logLevel: "info",
    eventProperties: { name: "LCP", value: 1840, rating: "good", route: "routes/home", navigationType: "navigate", lcpElement: "img", inpTarget: null, sampleRate: 0.25, ...properties },
    // What a page sends: the edge fills in the rest of SPEC §3's nine fields.
    eventData: { appVersion: "test", domain: "localhost", fingerprint: "user-1", sessionFingerprint: "session-1" },
    project: TRACKING_PROJECT,
  };
}

/** The five metrics of one page load, as the reporter builds them. */
const pageLoad = (route: string): TrackingEvent[] => [
  vital({ route }),
  vital({ name: "FCP", value: 620, lcpElement: null, route }),
  vital({ name: "TTFB", value: 95, lcpElement: null, route }),
  vital({ name: "CLS", value: 0.0312, lcpElement: null, route }),
  vital({ name: "INP", value: 232, rating: "needs-improvement", lcpElement: null, inpTarget: "input/checkbox", route }),
];

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker({ WEB_VITALS_SAMPLE_RATE: "0.25" });
});
afterAll(() => worker?.dispose());
beforeEach(() => sandboxControl(worker.sandbox.url, "POST", "/reset"));

const postBeacon = (events: unknown, host = "localhost") =>
  worker.fetch("/beacon", { method: "POST", host, body: JSON.stringify(events), headers: { "content-type": "text/plain;charset=UTF-8" } });

test("the page learns the worker's sample rate from the root's data", async () => {
  const html = await (await worker.fetch("/", { headers: { "user-agent": BROWSER_UA } })).text();
  expect(documentLoaderData(html).root?.webVitalsSampleRate).toBe(0.25);
});

describe("a measured.web-vital beacon", () => {
  test("passes, and each metric reaches the receiver with the token and the site's brand; the p75 page shows the row", async () => {
    const response = await postBeacon(pageLoad("search-H"), "viaggi.localhost");
    expect(response.status).toBe(202);
    const received = await eventually(async () => {
      const events = await eventsNamed(worker.sandbox.url, NAME);
      expect(events).toHaveLength(5);
      return events;
    });
    for (const event of received) {
      expect(event.token).toBe("dev-event-receiver-token");
      expect(event.body.eventData).toMatchObject({ brand: "Viaggi Sole", domain: "viaggi.localhost" });
    }
    const inp = received.find((event) => event.body.eventProperties.name === "INP")!;
    expect(inp.body.eventProperties).toEqual(pageLoad("search-H")[4]!.eventProperties);

    const summary = (await sandboxControl(worker.sandbox.url, "GET", "/vitals.json")) as { rows: unknown[] };
    expect(summary.rows).toEqual([
      {
        brand: "Viaggi Sole",
        route: "search-H",
        metrics: {
          LCP: { p75: 1840, count: 1, rating: "good" },
          INP: { p75: 232, count: 1, rating: "needs-improvement" },
          CLS: { p75: 0.0312, count: 1, rating: "good" },
          FCP: { p75: 620, count: 1, rating: "good" },
          TTFB: { p75: 95, count: 1, rating: "good" },
        },
      },
    ]);
  });

  test("a receiver built to the spec alone takes them as ordinary events (one object per POST)", async () => {
    await sandboxControl(worker.sandbox.url, "PUT", "/spec-only", { specOnly: true });
    expect((await postBeacon(pageLoad("routes/home"))).status).toBe(202);
    await eventually(async () => expect(await eventsNamed(worker.sandbox.url, NAME)).toHaveLength(5));
    const calls = await callsTo(worker.sandbox.url, "/events");
    for (const call of calls) expect(call.headers[EVENT_TOKEN_HEADER.toLowerCase()]).toBeDefined();
  });

  test.each([
    ["the painted text in place of the element's kind", { lcpElement: "Hotel Roma Centro – 4 stars" }, "eventProperties.lcpElement"],
    ["a URL with its query in place of the route id", { route: "/H?destination=ROM&adults=2" }, "eventProperties.route"],
    ["a value no browser measures", { value: -5 }, "eventProperties.value"],
    ["a metric the shop does not measure", { name: "FID" }, "eventProperties.name"],
    ["an interaction target that is a selector", { name: "INP", lcpElement: null, inpTarget: "#card-HTL-ROM-001 > span.price" }, "eventProperties.inpTarget"],
  ])("with %s is refused whole, and nothing reaches the receiver", async (_, change, field) => {
    const response = await postBeacon([...pageLoad("routes/home"), vital(change)]);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { event: number; field: string }[] };
    expect(answer.issues[0]).toMatchObject({ event: 5, field });
    // A page view beacon after it is forwarded: had the refused one gone through, its events would be there first.
    expect((await postBeacon([{ ...vital(), eventName: "viewed.page", eventProperties: { path: "/" } }])).status).toBe(202);
    await eventually(async () => expect(await eventsNamed(worker.sandbox.url, "viewed.page")).toHaveLength(1));
    expect(await eventsNamed(worker.sandbox.url, NAME)).toEqual([]);
  });

  test("an extra property is refused: the shape is exact", async () => {
    const withText = vital();
    withText.eventProperties = { ...withText.eventProperties, text: "Offerte Roma" };
    const response = await postBeacon(withText);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("eventProperties");
  });
});
