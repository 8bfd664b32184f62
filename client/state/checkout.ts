import { atom } from "jotai";
import type { AvailableProduct, Cart, CartConfig, CartDetails, Order } from "../../shared/api/cart";

/**
 * The checkout's state (SPEC §4): the cart, its config, its details, the order and the
 * ancillaries offered; whether a cart call is running; whether the cart ran out. The edge's read
 * fills them (CheckoutScreen), and every write replaces them with the cart the backend answered,
 * so the running total is always the backend's, never the browser's arithmetic.
 */
export const cartAtom = atom<Cart | null>(null);
export const cartConfigAtom = atom<CartConfig | null>(null);
export const cartDetailAtom = atom<CartDetails | null>(null);
export const orderAtom = atom<Order | null>(null);
export const ancillariesAtom = atom<AvailableProduct[]>([]);
export const fetchingCartAtom = atom(false);
export const cartExpiredAtom = atom(false);

/** Puts one answered cart (and, on a page's first read, its config) in every atom that shows it. */
export const receiveCartAtom = atom(null, (_get, set, update: { cart: Cart; config?: CartConfig }) => {
  set(cartAtom, update.cart);
  set(cartDetailAtom, update.cart.details);
  set(orderAtom, update.cart.order);
  set(ancillariesAtom, update.cart.products);
  if (update.config) set(cartConfigAtom, update.config);
});

/** SPEC §4: clearing the checkout resets cart, config, detail, order and ancillaries and the expired mark. */
export const clearCheckoutAtom = atom(null, (_get, set) => {
  set(cartAtom, null);
  set(cartConfigAtom, null);
  set(cartDetailAtom, null);
  set(orderAtom, null);
  set(ancillariesAtom, []);
  set(fetchingCartAtom, false);
  set(cartExpiredAtom, false);
});
