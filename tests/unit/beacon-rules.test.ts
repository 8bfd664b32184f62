import { describe, expect, test } from "vitest";
import { isProductEventName, PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import { checkedProperties, scrubbedText } from "../../worker/beacon/event-properties";
import { reportThrottle } from "../../worker/beacon/forward-events";

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
