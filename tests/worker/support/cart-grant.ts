import { CART_ACCESS_COOKIE, grantOf, type CartRef } from "../../../worker/cart-access/cart-grants";
import { hmacKeyOf, signingSecretOf } from "../../../worker/signing";

/**
 * The Cookie pair a browser holds for `cart` after the edge created it on `domain`, signed with
 * the test run's key: for proxy tests whose backend is a fake that never answers a real CreateCart.
 */
export async function cartGrantCookie(cart: CartRef, domain = "localhost"): Promise<string> {
  const secret = signingSecretOf({ ENVIRONMENT: "test" });
  if (!secret) throw new Error("a test run always has the development signing key");
  return `${CART_ACCESS_COOKIE}=${await grantOf(await hmacKeyOf(secret), cart, domain)}`;
}
