import type { Cart, CartConfig } from "../api/cart";
import type { CheckoutOptions } from "../brand-config/types";

/**
 * The checkout's steps. The cart's configuration (GetCartConfig) says which a cart takes and in
 * what order; these are the ones the storefront knows how to show. After the last comes the
 * confirmation, which is not a step of the config: it exists once the order is confirmed.
 */
const CHECKOUT_STEPS = ["travellers", "contact", "seats", "extras", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
const CONFIRMATION = "confirmation";
export type CheckoutView = CheckoutStep | typeof CONFIRMATION;

const isKnownStep = (step: string): step is CheckoutStep => (CHECKOUT_STEPS as readonly string[]).includes(step);

/**
 * The cart's configuration as this brand's checkout shows it: without the seat selection step
 * where the new checkout is off (shared/features.ts) or the brand's checkout options leave seats
 * out; seats are then assigned at check-in.
 */
export function shownConfig<C extends Pick<CartConfig, "steps">>(config: C, features: { newCheckout: boolean }, options: Pick<CheckoutOptions, "showSeatSelection">): C {
  const seats = features.newCheckout && options.showSeatSelection;
  return seats ? config : { ...config, steps: config.steps.filter((step) => step !== "seats") };
}

/** The config's steps in its order, without any this storefront cannot show. */
export function stepsOf(config: Pick<CartConfig, "steps">): CheckoutStep[] {
  return config.steps.filter(isKnownStep);
}

/** The parts a cart must have before it can be finalized: every traveller, then the contact. */
export type CartPart = Pick<Cart, "travellers" | "contact" | "config" | "order">;

/** The first step that still lacks something the backend needs to finalize, or null. */
export function firstIncompleteStep(cart: CartPart, steps: readonly CheckoutStep[]): CheckoutStep | null {
  const travellersNeeded = cart.config.adults + cart.config.childrenAges.length;
  if (steps.includes("travellers") && cart.travellers.length < travellersNeeded) return "travellers";
  if (steps.includes("contact") && !cart.contact) return "contact";
  return null;
}

/**
 * Which view a checkout URL shows. A confirmed cart shows its confirmation whatever the URL says
 * (Back to the review cannot confirm twice). Otherwise the step asked for, unless it is unknown or
 * lies beyond a step that is still incomplete: then that step, so nobody reaches the review
 * without travellers. `canonical` is false when the URL should be rewritten to the view shown.
 */
export function resolveCheckoutView(cart: CartPart, config: Pick<CartConfig, "steps">, requested: string | null): { view: CheckoutView; canonical: boolean } {
  if (cart.order.status === "CONFIRMED") return { view: CONFIRMATION, canonical: requested === CONFIRMATION };
  const steps = stepsOf(config);
  const fallback = firstIncompleteStep(cart, steps) ?? steps[0] ?? "review";
  if (requested === null || !isKnownStep(requested) || !steps.includes(requested)) return { view: fallback, canonical: false };
  const incomplete = firstIncompleteStep(cart, steps);
  if (incomplete && steps.indexOf(requested) > steps.indexOf(incomplete)) return { view: incomplete, canonical: false };
  return { view: requested, canonical: true };
}

/**
 * The step a move between two views completed: the one left, when the move goes forward (to a
 * later step or to the confirmation). Back, a reload or a jump to an earlier step completes nothing.
 */
export function completedStepOf(steps: readonly CheckoutStep[], from: CheckoutView, to: CheckoutView): CheckoutStep | null {
  if (from === CONFIRMATION || from === to) return null;
  if (to === CONFIRMATION) return from;
  return steps.indexOf(to) > steps.indexOf(from) ? from : null;
}

export function nextStepOf(steps: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep | null {
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1]! : null;
}

export function previousStepOf(steps: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep | null {
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}
