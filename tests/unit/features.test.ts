import { describe, expect, test } from "vitest";
import { shownConfig } from "../../shared/checkout/steps";
import { featuresOf, flagNameOf, isFeatureOn } from "../../shared/features";
import { flagFailure, flagStateFrom, NO_FLAGS } from "../../shared/flags";

describe("what the flags turn on and off (shared/features.ts)", () => {
  test("a flag the list names decides its feature", () => {
    const flags = flagStateFrom({ toggles: [{ name: "deals-list", enabled: false }, { name: "new-checkout", enabled: true }, { name: "show-scalapay", enabled: true }] });
    expect(isFeatureOn(flags, "dealsList")).toBe(false);
    expect(isFeatureOn(flags, "newCheckout")).toBe(true);
    expect(isFeatureOn(flags, "scalapay")).toBe(true);
  });

  test("unnamed or failed flags keep released features on and unreleased ones off", () => {
    for (const flags of [NO_FLAGS, flagFailure("flags down")]) {
      expect(featuresOf(flags)).toEqual({ maintenance: false, trackingScripts: false, dealsList: true, hotelMap: true, newCheckout: false, scalapay: false, intentPrefetch: true });
    }
  });

  test("local overrides reach the features like the backend's values", () => {
    const flags = flagStateFrom({ toggles: [{ name: "hotel-map", enabled: true }] }, { "hotel-map": "false" });
    expect(isFeatureOn(flags, "hotelMap")).toBe(false);
    expect(flagNameOf("hotelMap")).toBe("hotel-map");
  });

  test("without the new checkout, or where the brand leaves seats out, a cart's seat selection step is not shown", () => {
    const config = { steps: ["travellers", "contact", "seats", "extras", "review"], adults: 2 };
    const withoutSeats = { steps: ["travellers", "contact", "extras", "review"], adults: 2 };
    expect(shownConfig(config, { newCheckout: false }, { showSeatSelection: true })).toEqual(withoutSeats);
    expect(shownConfig(config, { newCheckout: true }, { showSeatSelection: false })).toEqual(withoutSeats);
    expect(shownConfig(config, { newCheckout: true }, { showSeatSelection: true })).toBe(config);
  });
});
