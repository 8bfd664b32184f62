import type { Hono } from "hono";
import {
  AddProductBodySchema, ApplyVoucherBodySchema, CreateSeatSelectionBodySchema, RemoveProductsQuerySchema, ReplaceProductsBodySchema,
  type AddedProduct, type AvailableProduct, type Cart, type CartVouchers,
} from "../../shared/api/cart";
import { travellersCount, cartHasFlight } from "./cart-factory";
import type { CartStore } from "./cart-store";
import { SEAT_PRICE, SEAT_SELECTION_PRODUCT_ID, voucherByCode } from "./demo-catalogue";
import { parseBody, parseQuery } from "./request-input";
import { seatRefusal } from "./seat-map";
import { cartRoute, changed, queryIds, readCart, refuse, writeCart, type CartEnv, type Refusal } from "./route-kit";
import { moneyOf } from "../../shared/money";

/** What the shopper adds on top of the trip: vouchers, ancillaries, seats. */

function priced(cart: Cart, productId: string, quantity: number): AddedProduct | Refusal {
  const product: AvailableProduct | undefined = cart.products.find((p) => p.productId === productId);
  if (!product) return refuse(400, "PRODUCT_NOT_AVAILABLE", `${productId} is not offered for this cart`);
  if (product.kind === "SEAT_SELECTION") return refuse(400, "PRODUCT_NOT_AVAILABLE", "seats are added with CreateSeatSelectionProduct");
  const units = product.pricing === "PER_TRAVELLER" ? travellersCount(cart) : 1;
  return { productId, kind: product.kind, name: product.name, quantity, price: moneyOf(product.unitPrice.amount * quantity * units, cart.details.currency) };
}
const isRefusal = (value: AddedProduct | Refusal): value is Refusal => "ok" in value;

export function registerProductRoutes(router: Hono<CartEnv>, store: CartStore): void {
  cartRoute(router, "POST", "ApplyVoucherToCart", async (c) => {
    const ids = queryIds(c);
    if (!ids.ok) return ids.response;
    const body = await parseBody(c, ApplyVoucherBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, ids.value, (cart) => {
      const voucher = voucherByCode(body.value.code);
      if (!voucher) return refuse(400, "INVALID_VOUCHER", `unknown voucher code ${body.value.code}`);
      // Qualification is judged before any earlier voucher's discount.
      const refusal = voucher.refusal(cart.details.productType, cart.details.subtotal.amount);
      if (refusal) return refuse(400, "INVALID_VOUCHER", refusal);
      return changed({ ...cart, vouchers: { code: voucher.code, voucherAmount: voucher.voucherAmount } });
    });
  });
  cartRoute(router, "POST", "RetrieveVoucherCode", (c) => readCart(c, store, (cart): CartVouchers => cart.vouchers));
  cartRoute(router, "DELETE", "RemoveVoucherFromCart", (c) => {
    const ids = queryIds(c);
    return ids.ok ? writeCart(c, store, ids.value, (cart) => changed({ ...cart, vouchers: { code: null, voucherAmount: 0 } })) : ids.response;
  });

  cartRoute(router, "GET", "GetAvailableProducts", (c) => readCart(c, store, (cart): AvailableProduct[] => cart.products));

  cartRoute(router, "POST", "AddProductToCart", async (c) => {
    const body = await parseBody(c, AddProductBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, body.value, (cart) => {
      const added = priced(cart, body.value.productId, body.value.quantity);
      if (isRefusal(added)) return added;
      // Adding a product already in the cart sets its quantity.
      const others = cart.details.ancillaries.filter((p) => p.productId !== added.productId);
      return changed({ ...cart, details: { ...cart.details, ancillaries: [...others, added] } });
    });
  });

  cartRoute(router, "POST", "ReplaceProductsInCart", async (c) => {
    const body = await parseBody(c, ReplaceProductsBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, body.value, (cart) => {
      const ancillaries: AddedProduct[] = [];
      for (const choice of body.value.products) {
        const added = priced(cart, choice.productId, choice.quantity);
        if (isRefusal(added)) return added;
        ancillaries.push(added);
      }
      return changed({ ...cart, details: { ...cart.details, ancillaries } });
    });
  });

  cartRoute(router, "DELETE", "RemoveProductsFromCart", (c) => {
    const query = parseQuery(c, RemoveProductsQuerySchema, ["ProductIds"]);
    if (!query.ok) return query.response;
    const { CartId: cartId, ProductIds: productIds, requestUuid } = query.value;
    return writeCart(c, store, { cartId, requestUuid }, (cart) => {
      const inCart = new Set([...cart.details.ancillaries.map((p) => p.productId), ...(cart.seatSelection ? [cart.seatSelection.productId] : [])]);
      const absent = productIds.filter((id) => !inCart.has(id));
      if (absent.length > 0) return refuse(400, "PRODUCT_NOT_IN_CART", absent.join(", "));
      return changed({
        ...cart,
        details: { ...cart.details, ancillaries: cart.details.ancillaries.filter((p) => !productIds.includes(p.productId)) },
        seatSelection: cart.seatSelection && productIds.includes(cart.seatSelection.productId) ? null : cart.seatSelection,
      });
    });
  });

  cartRoute(router, "POST", "CreateSeatSelectionProduct", async (c) => {
    const body = await parseBody(c, CreateSeatSelectionBodySchema);
    if (!body.ok) return body.response;
    return writeCart(c, store, body.value, (cart) => {
      if (!cartHasFlight(cart)) return refuse(400, "SEAT_SELECTION_NOT_AVAILABLE", "the cart has no flight");
      const map = cart.products.find((product) => product.kind === "SEAT_SELECTION")?.seatMap;
      const travellerIds = new Set(cart.travellers.map((t) => t.travellerId));
      const taken = new Set<string>();
      for (const { travellerId, segment, seat } of body.value.seats) {
        if (!travellerIds.has(travellerId)) return refuse(400, "UNKNOWN_TRAVELLER", `${travellerId} is not a traveller of this cart`);
        if (segment === "INBOUND" && !map?.segments.includes("INBOUND")) return refuse(400, "SEAT_SELECTION_NOT_AVAILABLE", "the cart has no return flight");
        const refusal = seatRefusal(map, segment, seat);
        if (refusal) return refuse(400, "SEAT_TAKEN", refusal);
        for (const key of [`${segment}:${seat}`, `${segment}:${travellerId}`]) {
          if (taken.has(key)) return refuse(400, "SEAT_TAKEN", key);
          taken.add(key);
        }
      }
      const seatSelection = { productId: SEAT_SELECTION_PRODUCT_ID, seats: body.value.seats, price: moneyOf(body.value.seats.length * SEAT_PRICE, cart.details.currency) };
      return changed({ ...cart, seatSelection });
    });
  });
}
