import type { Hono } from "hono";
import * as v from "valibot";
import { CartSummarySchema, CreateCartBodySchema, RetrieveCartQuerySchema, type Cart, type CartConfig, type CartLine, type CartSummary, type Order } from "../../shared/api/cart";
import { selections, transportProposalParties, transportProposals } from "../shopping/search-store";
import { selectionLinesFor, selectionMismatch } from "./selection-lines";
import { flightLinesFor, proposalMismatch } from "./flight-lines";
import { fail, ok } from "../envelope";
import { newCart, travellersCount } from "./cart-factory";
import type { CartStore } from "./cart-store";
import { parseBody, parseQuery } from "./request-input";
import { cartRoute, changed, queryIds, readCart, refuse, writeCart, type CartContext, type CartEnv } from "./route-kit";

/** A cart's life: create, read, finalize, confirm, and the orders it produced. */
export function registerLifecycleRoutes(router: Hono<CartEnv>, store: CartStore): void {
  const cartBySelection = new Map<string, { cartId: string; requestUuid: string }>();
  cartRoute(router, "POST", "CreateCart", async (c) => {
    const body = await parseBody(c, CreateCartBodySchema);
    if (!body.ok) return body.response;
    const { proposalId, selectionId, ...trip } = body.value;
    let lines: CartLine[] | undefined;
    if (selectionId) {
      const record = selections.get(selectionId);
      if (!record) return fail(c, 404, "SELECTION_NOT_FOUND", `no selection ${selectionId}`);
      const mismatch = selectionMismatch(record, trip);
      if (mismatch) return fail(c, 400, "SELECTION_MISMATCH", mismatch);
      // One open cart per selection: a second submission gets the cart the first one made.
      const existing = cartBySelection.get(selectionId);
      const found = existing ? store.find(existing) : null;
      if (found?.ok && found.cart.order.status === "OPEN") return ok(c, found.cart);
      lines = selectionLinesFor(record, trip.adults + trip.childrenAges.length, trip.language);
    }
    if (proposalId) {
      const proposal = transportProposals.get(proposalId);
      if (!proposal) return fail(c, 404, "PROPOSAL_NOT_FOUND", `no transport proposal ${proposalId}`);
      const mismatch = proposalMismatch(proposal, transportProposalParties.get(proposalId), trip);
      if (mismatch) return fail(c, 400, "PROPOSAL_MISMATCH", mismatch);
      lines = flightLinesFor(proposal, trip.adults + trip.childrenAges.length, trip.language);
    }
    // A cart created with a member's bearer remembers the member (externalUserId).
    const cart = store.save(newCart({ ...trip, ...(lines ? { lines, currency: lines[0]!.price.currency } : {}) }, store.nextIds(), c.get("externalUserId")));
    if (selectionId) cartBySelection.set(selectionId, { cartId: cart.cartId, requestUuid: cart.requestUuid });
    return ok(c, cart);
  });

  cartRoute(router, "GET", "GetCartConfig", (c) => readCart(c, store, (cart): CartConfig => cart.config));

  // domainName and producttype are accepted (and producttype checked) as the backend does; the cart id decides.
  const retrieve = (project: (cart: Cart) => Cart | CartSummary) => (c: CartContext) => {
    const query = parseQuery(c, RetrieveCartQuerySchema);
    if (!query.ok) return query.response;
    const found = store.find(query.value);
    return found.ok ? ok(c, project(found.cart)) : fail(c, found.status, found.message, found.details);
  };
  cartRoute(router, "POST", "RetrieveCartFull", retrieve((cart) => cart));
  // The summary schema drops the checkout data (object schemas strip unknown keys).
  cartRoute(router, "POST", "RetrieveCart", retrieve((cart): CartSummary => v.parse(CartSummarySchema, cart)));

  cartRoute(router, "POST", "CartFinalize", (c) => {
    const ids = queryIds(c);
    if (!ids.ok) return ids.response;
    return writeCart(c, store, ids.value, (cart) => {
      const missing = [
        ...(cart.contact ? [] : ["contact"]),
        ...(cart.travellers.length === travellersCount(cart) ? [] : [`travellers (${cart.travellers.length} of ${travellersCount(cart)})`]),
      ];
      if (missing.length > 0) return refuse(400, "CART_INCOMPLETE", `missing: ${missing.join(", ")}`);
      return changed({ ...cart, order: { ...cart.order, status: "FINALIZED" } });
    });
  });

  cartRoute(router, "POST", "ConfirmCart", (c) => {
    const ids = queryIds(c);
    if (!ids.ok) return ids.response;
    return writeCart(c, store, ids.value, (cart) => {
      if (cart.order.status !== "FINALIZED") return refuse(409, "CART_NOT_FINALIZED", "call CartFinalize first");
      return changed({ ...cart, order: { ...cart.order, status: "CONFIRMED", reference: store.nextOrderReference(), confirmedAt: new Date().toISOString() } });
    });
  });

  cartRoute(router, "GET", "GetOrders", (c) => readCart(c, store, (cart): Order[] => (cart.order.status === "CONFIRMED" ? [cart.order] : [])));
}
