import { describe, expect, test } from "vitest";
import { firstIncompleteStep, nextStepOf, previousStepOf, resolveCheckoutView, stepsOf, type CartPart } from "../../shared/checkout/steps";
import { travellerSlots, tripStartOf } from "../../shared/checkout/traveller-slots";

const FLIGHT_STEPS = ["travellers", "contact", "seats", "extras", "review"];
const config = (over: Partial<CartPart["config"]> = {}): CartPart["config"] => ({
  productType: "DP", adults: 2, childrenAges: [], requiredTravellerFields: [], paymentMethods: [], steps: FLIGHT_STEPS, ...over,
});
const traveller = (n: number, type: "ADULT" | "CHILD" = "ADULT") => ({ travellerId: `T${n}`, type, firstName: `F${n}`, lastName: "L" });
const contact = { firstName: "A", lastName: "B", email: "a@b.it", phone: "+39 333 1234567", countryCode: "IT" };
const order = (status: "OPEN" | "FINALIZED" | "CONFIRMED") => ({ status, reference: status === "CONFIRMED" ? "SBX-1" : null, confirmedAt: null, total: { amount: 1, currency: "EUR" }, currency: "EUR" });
const cart = (over: Partial<CartPart> = {}): CartPart => ({ travellers: [], contact: null, config: config(), order: order("OPEN"), ...over });
const complete = () => cart({ travellers: [traveller(1), traveller(2)], contact });

describe("the checkout's step order", () => {
  test("follows the config's order and drops steps this storefront cannot show", () => {
    expect(stepsOf({ steps: ["contact", "payment", "travellers", "review"] })).toEqual(["contact", "travellers", "review"]);
    expect(stepsOf({ steps: FLIGHT_STEPS })).toEqual(FLIGHT_STEPS);
  });

  test("next and previous", () => {
    const steps = stepsOf({ steps: FLIGHT_STEPS });
    expect(nextStepOf(steps, "contact")).toBe("seats");
    expect(nextStepOf(steps, "review")).toBeNull();
    expect(previousStepOf(steps, "travellers")).toBeNull();
    expect(previousStepOf(steps, "extras")).toBe("seats");
  });

  test("the first incomplete step: travellers until all of the party are in, then contact, then none", () => {
    const steps = stepsOf({ steps: FLIGHT_STEPS });
    expect(firstIncompleteStep(cart(), steps)).toBe("travellers");
    expect(firstIncompleteStep(cart({ travellers: [traveller(1)] }), steps)).toBe("travellers");
    expect(firstIncompleteStep(cart({ travellers: [traveller(1), traveller(2)] }), steps)).toBe("contact");
    expect(firstIncompleteStep(complete(), steps)).toBeNull();
    const family = cart({ config: config({ adults: 1, childrenAges: [4] }), travellers: [traveller(1)], contact });
    expect(firstIncompleteStep(family, steps)).toBe("travellers");
  });

  test("a URL's step: shown when reachable, else the step the cart needs (and the URL is rewritten)", () => {
    const c = config();
    expect(resolveCheckoutView(cart(), c, "travellers")).toEqual({ view: "travellers", canonical: true });
    expect(resolveCheckoutView(cart(), c, null)).toEqual({ view: "travellers", canonical: false });
    expect(resolveCheckoutView(cart(), c, "review")).toEqual({ view: "travellers", canonical: false });
    expect(resolveCheckoutView(cart(), c, "payment")).toEqual({ view: "travellers", canonical: false });
    expect(resolveCheckoutView(cart({ travellers: [traveller(1), traveller(2)] }), c, "seats")).toEqual({ view: "contact", canonical: false });
    expect(resolveCheckoutView(complete(), c, "seats")).toEqual({ view: "seats", canonical: true });
    expect(resolveCheckoutView(complete(), c, "travellers")).toEqual({ view: "travellers", canonical: true });
    expect(resolveCheckoutView(complete(), c, null)).toEqual({ view: "travellers", canonical: false });
    // A hotel cart has no seats step.
    expect(resolveCheckoutView(complete(), config({ steps: ["travellers", "contact", "extras", "review"] }), "seats")).toEqual({ view: "travellers", canonical: false });
  });

  test("a confirmed cart shows its confirmation whatever the URL says; an open one never does", () => {
    expect(resolveCheckoutView({ ...complete(), order: order("CONFIRMED") }, config(), "review")).toEqual({ view: "confirmation", canonical: false });
    expect(resolveCheckoutView({ ...complete(), order: order("CONFIRMED") }, config(), "confirmation")).toEqual({ view: "confirmation", canonical: true });
    expect(resolveCheckoutView(complete(), config(), "confirmation")).toEqual({ view: "travellers", canonical: false });
    expect(resolveCheckoutView({ ...complete(), order: order("FINALIZED") }, config(), "review")).toEqual({ view: "review", canonical: true });
  });
});

describe("traveller forms", () => {
  test("adults first, then each child with its age; saved travellers matched in order by type", () => {
    const slots = travellerSlots({ adults: 2, childrenAges: [7, 3] }, [traveller(1, "CHILD"), traveller(2), traveller(3)]);
    expect(slots.map((s) => [s.key, s.type, s.number, s.age, s.saved?.travellerId])).toEqual([
      ["adult-1", "ADULT", 1, undefined, "T2"],
      ["adult-2", "ADULT", 2, undefined, "T3"],
      ["child-1", "CHILD", 1, 7, "T1"],
      ["child-2", "CHILD", 2, 3, undefined],
    ]);
  });

  test("the trip starts on its earliest line", () => {
    expect(tripStartOf([{ startDate: "2031-07-12" }, { startDate: "2031-07-10" }])).toBe("2031-07-10");
    expect(tripStartOf([])).toBeNull();
  });
});

describe("the checkout funnel", () => {
  const steps = ["travellers", "contact", "seats", "extras", "review"] as const;
  test("moving forward completes the step left; back, staying or leaving the confirmation completes nothing", async () => {
    const { completedStepOf } = await import("../../shared/checkout/steps");
    expect(completedStepOf(steps, "travellers", "contact")).toBe("travellers");
    expect(completedStepOf(steps, "contact", "extras")).toBe("contact");
    expect(completedStepOf(steps, "review", "confirmation")).toBe("review");
    expect(completedStepOf(steps, "extras", "contact")).toBeNull();
    expect(completedStepOf(steps, "review", "review")).toBeNull();
    expect(completedStepOf(steps, "confirmation", "travellers")).toBeNull();
  });
});
