import type { Hono } from "hono";
import {
  AddContactBodySchema, AddInvoiceBodySchema, AddSpecialRequestBodySchema, AddSubscriptionsBodySchema, AddTravellerBodySchema,
  CountriesQuerySchema, type Contact, type Invoice, type SpecialRequest, type Subscription, type Traveller,
} from "../../shared/api/cart";
import { ok } from "../envelope";
import { travellersCount } from "./cart-factory";
import type { CartStore } from "./cart-store";
import { countriesIn } from "./countries";
import { parseBody, parseQuery } from "./request-input";
import { cartRoute, changed, queryIds, readCart, refuse, writeCart, type CartEnv } from "./route-kit";

/** What the shopper types in checkout: contact, travellers, subscriptions, invoices, special request. */
export function registerCheckoutDataRoutes(router: Hono<CartEnv>, store: CartStore): void {
  cartRoute(router, "POST", "AddContactToCart", async (c) => {
    const body = await parseBody(c, AddContactBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, body.value, (cart) => changed({ ...cart, contact: body.value.contact }));
  });
  cartRoute(router, "POST", "RetrieveContact", (c) => readCart(c, store, (cart): Contact | null => cart.contact));

  cartRoute(router, "POST", "AddTravellerToCart", async (c) => {
    const body = await parseBody(c, AddTravellerBodySchema);
    if (!body.ok) return body.response;
    const input = body.value.traveller;
    return writeCart(c, store, body.value, (cart) => {
      const missing = cart.config.requiredTravellerFields.filter((field) => input[field] === undefined);
      if (missing.length > 0) return refuse(400, "MISSING_TRAVELLER_FIELDS", `this cart needs ${missing.join(", ")}`);
      const { travellerId } = body.value;
      if (travellerId !== undefined) {
        // A correction: same place in the list, same id (seats chosen for it stay its own).
        const index = cart.travellers.findIndex((traveller) => traveller.travellerId === travellerId);
        if (index < 0) return refuse(400, "UNKNOWN_TRAVELLER", `${travellerId} is not a traveller of this cart`);
        if (cart.travellers[index]!.type !== input.type) return refuse(400, "INVALID_REQUEST", "a traveller's type cannot change");
        const travellers = cart.travellers.map((traveller, i) => (i === index ? { travellerId, ...input } : traveller));
        return changed({ ...cart, travellers });
      }
      const sameType = cart.travellers.filter((traveller) => traveller.type === input.type).length;
      const allowed = input.type === "ADULT" ? cart.config.adults : cart.config.childrenAges.length;
      if (cart.travellers.length >= travellersCount(cart) || sameType >= allowed) {
        return refuse(400, "TOO_MANY_TRAVELLERS", `the cart is for ${cart.config.adults} adults and ${cart.config.childrenAges.length} children`);
      }
      const traveller: Traveller = { travellerId: `T${cart.travellers.length + 1}`, ...input };
      return changed({ ...cart, travellers: [...cart.travellers, traveller] });
    });
  });
  cartRoute(router, "POST", "RetrieveTravellersByCartId", (c) => readCart(c, store, (cart): Traveller[] => cart.travellers));

  cartRoute(router, "POST", "RetrieveCountries", (c) => {
    const query = parseQuery(c, CountriesQuerySchema);
    return query.ok ? ok(c, countriesIn(query.value.lang)) : query.response;
  });

  cartRoute(router, "POST", "AddSubscriptions", async (c) => {
    const body = await parseBody(c, AddSubscriptionsBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, body.value, (cart) => {
      // The latest answer per subscription wins.
      const byName = new Map<string, Subscription>(cart.subscriptions.map((s) => [s.name, s]));
      for (const subscription of body.value.subscriptions) byName.set(subscription.name, subscription);
      return changed({ ...cart, subscriptions: [...byName.values()] });
    });
  });
  cartRoute(router, "GET", "GetSubscriptions", (c) => readCart(c, store, (cart): Subscription[] => cart.subscriptions));

  cartRoute(router, "POST", "AddInvoice", async (c) => {
    const body = await parseBody(c, AddInvoiceBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, body.value, (cart) => {
      const { invoiceId } = body.value;
      if (invoiceId !== undefined) {
        if (!cart.invoices.some((invoice) => invoice.invoiceId === invoiceId)) return refuse(400, "INVALID_REQUEST", `no invoice ${invoiceId} in this cart`);
        return changed({ ...cart, invoices: cart.invoices.map((invoice) => (invoice.invoiceId === invoiceId ? { invoiceId, ...body.value.invoice } : invoice)) });
      }
      const invoice: Invoice = { invoiceId: `INV-${cart.invoices.length + 1}`, ...body.value.invoice };
      return changed({ ...cart, invoices: [...cart.invoices, invoice] });
    });
  });
  cartRoute(router, "GET", "GetInvoices", (c) => readCart(c, store, (cart): Invoice[] => cart.invoices));

  cartRoute(router, "POST", "AddSpecialRequestToCart", async (c) => {
    const body = await parseBody(c, AddSpecialRequestBodySchema);
    if (!body.ok) return body.response;
    const request: SpecialRequest = { text: body.value.text, createdAt: new Date().toISOString() };
    return writeCart(c, store, body.value, (cart) => changed({ ...cart, specialRequest: request }));
  });
  cartRoute(router, "POST", "RetrieveSpecialRequestByCartId", (c) => readCart(c, store, (cart): SpecialRequest | null => cart.specialRequest));
  cartRoute(router, "DELETE", "DeleteSpecialRequestByCartId", (c) => {
    const ids = queryIds(c);
    return ids.ok ? writeCart(c, store, ids.value, (cart) => changed({ ...cart, specialRequest: null })) : ids.response;
  });
}
