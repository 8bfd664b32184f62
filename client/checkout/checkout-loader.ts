import { data, redirect, type AppLoadContext, type UNSAFE_DataWithResponseInit } from "react-router";
import { createApi, isCartExpired, type Api } from "../../shared/api/client";
import { abortableTransport } from "../../shared/api/abortable-transport";
import type { ApiError, ApiResult } from "../../shared/api/client/errors";
import type { AvailableProduct, Cart, CartConfig, Contact, Country, Invoice, Order, SpecialRequest, Subscription, Traveller, CartVouchers } from "../../shared/api/cart";
import type { Language, ProductType } from "../../shared/constants";
import { resolveCheckoutView, shownConfig, stepsOf, type CheckoutStep, type CheckoutView } from "../../shared/checkout/steps";
import type { CheckoutOptions } from "../../shared/brand-config/types";
import { extrasShown, paymentMethodsOffered, type PaymentMethod } from "../../shared/checkout/brand-offer";
import { featuresOf } from "../../shared/features";
import { textsFor } from "../i18n/dictionaries.server";
import { EXPIRED_SESSION_PATH } from "./checkout-paths";
import { checkoutHref, type CheckoutIds } from "./checkout-url";

/** What each view reads besides the cart itself: each part from its own call (SPEC §7). */
export type StepParts =
  | { view: "travellers"; travellers: Traveller[]; countries: Country[] }
  | { view: "contact"; contact: Contact | null; countries: Country[]; subscriptions: Subscription[]; invoices: Invoice[]; allowInvoice: boolean }
  | { view: "seats"; travellers: Traveller[] }
  | { view: "extras"; available: AvailableProduct[]; specialRequest: SpecialRequest | null; showSpecialRequest: boolean }
  | { view: "review"; vouchers: CartVouchers; countries: Country[]; paymentMethods: PaymentMethod[] }
  | { view: "confirmation"; orders: Order[] };

export type CheckoutState =
  | { kind: "cart"; cart: Cart; config: CartConfig; steps: CheckoutStep[]; parts: StepParts }
  | { kind: "not-found" }
  /** The cart was not started in this browser (or not for this brand or member): nothing of it is read or shown. */
  | { kind: "not-open-here" }
  /** The backend did not answer within the budget (60 s): not a failure of the cart, a retry may work. */
  | { kind: "timed-out" }
  | { kind: "failed" };

const CHECKOUT_NAMESPACES = ["checkout", "results"] as const;


class CartReadFailed extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}
const valueOf = <T,>(result: ApiResult<T>): T => {
  if (!result.ok) throw new CartReadFailed(result.error);
  return result.value;
};

/**
 * A step's own reads. The brand's checkout options leave parts out (no invoice, no special
 * request, no insurance): what is not shown is not read either. The review's payment methods
 * need the cart's config, so they are added once it is known (`withPaymentMethods`).
 */
function readParts(api: Api, view: CheckoutView, ids: { cartId: string; requestUuid: string }, language: Language, options: CheckoutOptions): Promise<StepParts> {
  const cart = api.cart;
  const none = <T,>(value: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, value });
  switch (view) {
    case "travellers":
      return Promise.all([cart.retrieveTravellersByCartId(ids), cart.retrieveCountries(language)]).then(([travellers, countries]) => ({ view, travellers: valueOf(travellers), countries: valueOf(countries) }));
    case "contact":
      return Promise.all([cart.retrieveContact(ids), cart.retrieveCountries(language), cart.getSubscriptions(ids), options.allowInvoice ? cart.getInvoices(ids) : none([])]).then(([contact, countries, subscriptions, invoices]) => ({
        view, contact: valueOf(contact), countries: valueOf(countries), subscriptions: valueOf(subscriptions), invoices: valueOf(invoices), allowInvoice: options.allowInvoice,
      }));
    case "seats":
      return cart.retrieveTravellersByCartId(ids).then((travellers) => ({ view, travellers: valueOf(travellers) }));
    case "extras":
      return Promise.all([cart.getAvailableProducts(ids), options.showSpecialRequest ? cart.retrieveSpecialRequestByCartId(ids) : none(null)]).then(([available, specialRequest]) => ({
        view, available: extrasShown(valueOf(available), options), specialRequest: valueOf(specialRequest), showSpecialRequest: options.showSpecialRequest,
      }));
    case "review":
      return Promise.all([cart.retrieveVoucherCode(ids), cart.retrieveCountries(language)]).then(([vouchers, countries]) => ({ view, vouchers: valueOf(vouchers), countries: valueOf(countries), paymentMethods: [] }));
    case "confirmation":
      return cart.getOrders(ids).then((orders) => ({ view, orders: valueOf(orders) }));
  }
}

const KNOWN_VIEWS: readonly string[] = ["travellers", "contact", "seats", "extras", "review", "confirmation"];

/**
 * The checkout at a product route (`/DP?cartId=…&requestUuid=…&checkoutStep=…`), read in the
 * worker with the shopper's bearer before the first byte: the whole cart (RetrieveCartFull) and
 * its steps (GetCartConfig), with the step's own reads started alongside. A cart read answering
 * CART_EXPIRED redirects to /expired-session; a URL naming a step the cart cannot show yet is
 * redirected to the one it can, so the address always says where the shopper is.
 *
 * Only the browser that made the cart opens it: without its grant (worker/cart-access) nothing is
 * read at all, and a cart the backend answers for another brand or another member is not shown
 * either (the edge does not rely on the backend to refuse those). Both answer 403.
 */
export async function checkoutLoader(context: AppLoadContext, product: ProductType, ids: CheckoutIds) {
  // Slow is waited for, up to the budget (SPEC §7's 60 s); then the calls stop and the page says so.
  const api = createApi(abortableTransport(context.backend, AbortSignal.timeout(context.searchBudgetMs)));
  const { cartId, requestUuid } = ids;
  const language = context.brand.language;
  const base = { view: "checkout" as const, product, texts: textsFor(context, CHECKOUT_NAMESPACES) };
  if (!(await context.cartAccess.allows({ cartId, requestUuid }))) return notOpenHere(base, ids);
  const requested = ids.checkoutStep && KNOWN_VIEWS.includes(ids.checkoutStep) ? (ids.checkoutStep as CheckoutView) : null;
  // Started with the cart reads, so a step's first response costs one round trip, not two.
  const { options, paymentMethods } = context.brand.checkout;
  const early = requested ? readParts(api, requested, { cartId, requestUuid }, language, options).catch((error: unknown) => error) : null;
  let state: CheckoutState;
  try {
    const [cart, backendConfig, flags] = await Promise.all([
      api.cart.retrieveCartFull({ cartId, requestUuid, domainName: context.brand.domain, producttype: product }).then(valueOf),
      api.cart.getCartConfig({ cartId, requestUuid }).then(valueOf),
      context.flags,
    ]);
    const config = shownConfig(backendConfig, featuresOf(flags), options);
    if (!cartBelongsHere(cart, context)) {
      // The step's own reads started alongside are let go; their answers are never shown.
      early?.catch(() => undefined);
      return notOpenHere(base, ids);
    }
    const { view, canonical } = resolveCheckoutView(cart, config, ids.checkoutStep);
    if (!canonical) throw redirect(checkoutHref(product, { cartId, requestUuid, checkoutStep: view }));
    const parts = await (early ?? readParts(api, view, { cartId, requestUuid }, language, options));
    if (parts instanceof Error) throw parts;
    const read = parts as StepParts;
    const shown = read.view === "review" ? { ...read, paymentMethods: paymentMethodsOffered(paymentMethods, config) } : read;
    state = { kind: "cart", cart, config, steps: stepsOf(config), parts: shown };
  } catch (error) {
    if (!(error instanceof CartReadFailed)) throw error;
    if (isCartExpired(error.apiError)) throw redirect(EXPIRED_SESSION_PATH);
    state = error.apiError.kind === "timeout" ? { kind: "timed-out" } : error.apiError.status === 404 ? { kind: "not-found" } : { kind: "failed" };
  }
  return { ...base, ids: { cartId, requestUuid, checkoutStep: state.kind === "cart" ? state.parts.view : ids.checkoutStep }, state };
}

/**
 * A cart made for this brand, and, when a member made it, opened by that member. Both marks are
 * ours (SPEC §3 names neither): a cart without them is judged by the backend alone, which read it
 * for this domain and with this shopper's bearer. A member signed in without an id cannot be told
 * from another here, so a member's cart is then left to the backend too, for signed-in shoppers only.
 */
function cartBelongsHere(cart: Cart, context: AppLoadContext): boolean {
  if (cart.domainName != null && cart.domainName.toLowerCase() !== context.brand.domain.toLowerCase()) return false;
  const owner = cart.externalUserId ?? null;
  if (owner === null) return true;
  return context.memberId !== null ? owner === context.memberId : context.signedIn;
}

function notOpenHere<Base extends object>(base: Base, ids: CheckoutIds) {
  const state: CheckoutState = { kind: "not-open-here" };
  return data({ ...base, ids: { cartId: ids.cartId, requestUuid: ids.requestUuid, checkoutStep: ids.checkoutStep }, state }, { status: 403 });
}

type Unwrapped<T> = T extends UNSAFE_DataWithResponseInit<infer D> ? D : T;
export type CheckoutData = Unwrapped<Awaited<ReturnType<typeof checkoutLoader>>>;
