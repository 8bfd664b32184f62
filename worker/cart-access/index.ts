export { cartAccessFor } from "./cart-access";
export { signingSecretOf } from "./signing-key";
export { CART_ACCESS_COOKIE } from "./cart-grants";
export { guardCartCall } from "./proxy-guard";
