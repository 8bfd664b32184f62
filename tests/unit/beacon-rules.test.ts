import { describe, expect, test } from "vitest";
import { isProductEventName, PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import { checkedProperties, scrubbedText } from "../../worker/beacon/event-properties";
import { RECEIVER_REQUESTS_IN_FLIGHT, reportThrottle } from "../../worker/beacon/forward-events";
import { withAtMostInFlight } from "../../worker/beacon/in-flight-pool";

describe("the product's event names", () => {
  test("every name the product sends is known; look-alikes are not", () => {
    for (const name of Object.values(PRODUCT_EVENT_NAMES)) expect(isProductEventName(name)).toBe(true);
    expect(isProductEventName("viewed.app-error-[maintenance-mode]")).toBe(true);
    expect(isProductEventName("viewed.app-error-[anything]")).toBe(false);
    expect(isProductEventName("viewed.pages")).toBe(false);
  });
});

describe("scrubbing text", () => {
  test.each([
    ["mario.rossi@example.it", "[redacted]"],
    ["call +39 333 123 4567 now", "call [redacted] now"],
    ["(06) 1234-5678", "([redacted]"],
    ["2031-06-01", "2031-06-01"],
    ["2026-11-24T09:41:27.123Z", "2026-11-24T09:41:27.123Z"],
    ["HTL-ROM-001", "HTL-ROM-001"],
    ["12345678", "12345678"],
  ])("%s → %s", (text, expected) => {
    expect(scrubbedText(text)).toBe(expected);
  });
});

describe("bounding properties", () => {
  test("a page view's properties pass unchanged", () => {
    const properties = { path: "/H", query: { destination: "ROM", adults: "2" }, navigation: "push", previousPath: null };
    expect(checkedProperties(properties)).toEqual({ ok: true, value: properties });
  });

  test("over the byte budget is refused", () => {
    const properties = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, "x".repeat(300)]));
    expect(checkedProperties(properties)).toMatchObject({ ok: false, reason: expect.stringMatching(/over 4096 bytes/) });
  });
});

describe("the failure report throttle", () => {
  test("one report per interval, counting the quiet ones in the next", () => {
    const throttle = reportThrottle(60_000);
    expect(throttle.take(0)).toEqual({ due: true, suppressed: 0 });
    expect(throttle.take(1_000)).toEqual({ due: false });
    expect(throttle.take(59_999)).toEqual({ due: false });
    expect(throttle.take(60_000)).toEqual({ due: true, suppressed: 2 });
    expect(throttle.take(60_001)).toEqual({ due: false });
  });
});

describe("fanning a beacon out to the receiver", () => {
  test("at most the bound in flight at once, every item run once, results in the items' order", async () => {
    let inFlight = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const started: number[] = [];
    const running = withAtMostInFlight([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], RECEIVER_REQUESTS_IN_FLIGHT, (item) => {
      started.push(item);
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise<number>((resolve) => release.push(() => resolve((inFlight -= 1, item * 10))));
    });
    // Released one at a time, in the order they started: each release lets exactly one more start.
    for (let released = 0; released < 10; released += 1) {
      await Promise.resolve();
      expect(started).toHaveLength(Math.min(10, RECEIVER_REQUESTS_IN_FLIGHT + released));
      release[released]!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await running).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(most).toBe(RECEIVER_REQUESTS_IN_FLIGHT);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test("the bound is small, and a batch smaller than it opens no idle lanes", async () => {
    expect(RECEIVER_REQUESTS_IN_FLIGHT).toBeLessThanOrEqual(6);
    let calls = 0;
    expect(await withAtMostInFlight(["a"], RECEIVER_REQUESTS_IN_FLIGHT, async (item) => (calls += 1, item))).toEqual(["a"]);
    expect(calls).toBe(1);
    expect(await withAtMostInFlight([], RECEIVER_REQUESTS_IN_FLIGHT, async (item) => item)).toEqual([]);
  });
});
