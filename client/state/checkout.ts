import { atom } from "jotai";
import type { Cart, CartConfig } from "../../shared/api/cart";

/**
 * The checkout's state (SPEC §4): the cart (its details, order and ancillaries offered are its
 * own fields), its config; whether a cart call is running; whether the cart ran out. The edge's
 * read fills them (CheckoutScreen), and every write replaces them with the cart the backend
 * answered, so the running total is always the backend's, never the browser's arithmetic.
 */
export const cartAtom = atom<Cart | null>(null);
export const cartConfigAtom = atom<CartConfig | null>(null);
export const fetchingCartAtom = atom(false);
export const cartExpiredAtom = atom(false);

/** Puts one answered cart (and, on a page's first read, its config) in the atoms that show it. */
export const receiveCartAtom = atom(null, (_get, set, update: { cart: Cart; config?: CartConfig }) => {
  set(cartAtom, update.cart);
  if (update.config) set(cartConfigAtom, update.config);
});

/** SPEC §4: clearing the checkout resets the cart (its detail, order and ancillaries with it), its config and the expired mark. */
export const clearCheckoutAtom = atom(null, (_get, set) => {
  set(cartAtom, null);
  set(cartConfigAtom, null);
  set(fetchingCartAtom, false);
  set(cartExpiredAtom, false);
});
