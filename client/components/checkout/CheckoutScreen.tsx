import { useAtomValue, useStore } from "jotai";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { searchPathOf } from "../../../shared/product-type";
import { completedStepOf, type CheckoutStep, type CheckoutView } from "../../../shared/checkout/steps";
import type { ProductType } from "../../../shared/constants";
import { trackCheckoutStep, trackCheckoutStepCompleted } from "../../tracking/funnel-events";
import { useTracker } from "../../tracking/use-tracker";
import type { CheckoutData, CheckoutState } from "../../checkout/checkout-loader";
import { useCartFreshness } from "../../checkout/use-cart-freshness";
import { useCartCalls } from "../../checkout/use-cart-write";
import { useHydrated } from "../search-form/use-hydrated";
import { brandAtom } from "../../state/brand";
import { cartConfigAtom, receiveCartAtom } from "../../state/checkout";
import { useT } from "../../state/i18n";
import { ResultsMessage } from "../results/ResultsStates";
import { CartSummary } from "./CartSummary";
import { CheckoutProgress } from "./CheckoutProgress";
import { ConfirmationView } from "./ConfirmationView";

type CartState = Extract<CheckoutState, { kind: "cart" }>;

// A page shows one step: each step's code is its own chunk (the checkout stays under 140 KB).
const TravellersStep = lazy(() => import("./steps/TravellersStep").then((module) => ({ default: module.TravellersStep })));
const ContactStep = lazy(() => import("./steps/ContactStep").then((module) => ({ default: module.ContactStep })));
const SeatsStep = lazy(() => import("./steps/SeatsStep").then((module) => ({ default: module.SeatsStep })));
const ExtrasStep = lazy(() => import("./steps/ExtrasStep").then((module) => ({ default: module.ExtrasStep })));
const ReviewStep = lazy(() => import("./steps/ReviewStep").then((module) => ({ default: module.ReviewStep })));

/**
 * The checkout at a product route: where the traveller is among the cart's steps, the step
 * itself, and the cart's summary with its running total. An unknown cart, or one the backend
 * could not read, says so and leads back to the search (an expired one was redirected at the edge).
 */
export function CheckoutScreen({ data }: { data: CheckoutData }) {
  const t = useT();
  const location = useLocation();
  const { state, product } = data;
  if (state.kind !== "cart") {
    return (
      <div className="container-page py-8" data-page={`checkout-${state.kind}`}>
        <ResultsMessage
          page={`checkout-${state.kind}`}
          title={t(`checkout.${state.kind}.title`)}
          subtitle={t(`checkout.${state.kind}.subtitle`)}
          // A read that failed or took too long may work the next time: the same address again.
          retryHref={state.kind === "failed" || state.kind === "timed-out" ? `${location.pathname}${location.search}` : undefined}
        />
        <Link to={searchPathOf(product)} className="btn-secondary no-underline mt-4 inline-flex">
          {t("checkout.backToSearch")}
        </Link>
      </div>
    );
  }
  return <CartCheckout product={product} state={state} />;
}

/** Puts the edge's read in the checkout atoms: during the first render (server and hydration), after a navigation's new read. */
function useHydratedCart(state: CartState) {
  const store = useStore();
  const first = useRef(true);
  if (first.current && store.get(cartConfigAtom) === null) store.set(receiveCartAtom, { cart: state.cart, config: state.config });
  first.current = false;
  useEffect(() => {
    store.set(receiveCartAtom, { cart: state.cart, config: state.config });
  }, [store, state]);
}

function CartCheckout({ product, state }: { product: CheckoutData["product"]; state: CartState }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  useHydratedCart(state);
  const hydrated = useHydrated();
  const calls = useCartCalls();
  const { cart, config, steps, parts } = state;
  useCartFreshness(calls, { cartId: cart.cartId, requestUuid: cart.requestUuid, domainName: brand.domain, producttype: product });
  const view: CheckoutView = parts.view;
  const heading = view === "confirmation" ? t("checkout.confirmation.heading") : t(`checkout.steps.${view}`);
  const props = { product, cart, config, steps };
  // A new step is a new page for a keyboard or screen-reader user: start them at its heading.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    document.getElementById("step-heading")?.focus();
  }, [view]);
  useCheckoutFunnel(product, steps, view);

  return (
    <div className="container-page py-5 md:py-8 grid gap-5" data-page="checkout" data-cart-id={cart.cartId} data-checkout-step={view} data-checkout-ready={hydrated}>
      <div className="grid gap-3">
        <p className="m-0 text-sm font-700 uppercase tracking-wide text-ink-soft">{t("checkout.title")}</p>
        {view !== "confirmation" && <CheckoutProgress product={product} cart={cart} steps={steps} current={view} />}
        <h1 id="step-heading" className="m-0 text-2xl md:text-3xl font-800" tabIndex={-1}>
          {heading}
        </h1>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_360px] items-start">
        {/* On phones the trip's summary comes before a step, but after the confirmation's reference. */}
        <div className={`min-w-0 lg:order-1 ${view === "confirmation" ? "order-1" : "order-2"}`}>
          <Suspense fallback={null}>
            {parts.view === "travellers" && <TravellersStep {...props} parts={parts} key={cart.cartId} />}
            {parts.view === "contact" && <ContactStep {...props} parts={parts} />}
            {parts.view === "seats" && <SeatsStep {...props} parts={parts} />}
            {parts.view === "extras" && <ExtrasStep {...props} parts={parts} />}
            {parts.view === "review" && <ReviewStep {...props} parts={parts} />}
          </Suspense>
          {parts.view === "confirmation" && <ConfirmationView cart={cart} orders={parts.orders} />}
        </div>
        <aside className={`${view === "confirmation" ? "order-2" : "order-1"} lg:order-2 lg:sticky lg:top-4 min-w-0`} aria-label={t("checkout.yourTrip")}>
          <CartSummary fallback={cart} />
        </aside>
      </div>
    </div>
  );
}

/** The funnel: every view reached, and each step completed by moving forward from it. */
function useCheckoutFunnel(product: ProductType, steps: CheckoutStep[], view: CheckoutView) {
  const tracker = useTracker();
  const previous = useRef<CheckoutView | null>(null);
  useEffect(() => {
    if (previous.current === view) return;
    const completed = previous.current && completedStepOf(steps, previous.current, view);
    if (completed) trackCheckoutStepCompleted(tracker, { step: completed, product });
    trackCheckoutStep(tracker, { step: view, product });
    previous.current = view;
  }, [tracker, product, steps, view]);
}
