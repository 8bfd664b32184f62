export { cartAccessFor } from "./cart-access";
export { CART_ACCESS_COOKIE, type CartRef } from "./cart-grants";
