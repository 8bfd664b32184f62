import { data, redirect, type AppLoadContext } from "react-router";
import { createApi } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";
import { hotelDetailIdsFrom } from "../../shared/search/hotel-detail-query";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { checkoutHref } from "../checkout/checkout-url";

/** What the detail's action answers when it could not do what was asked: which action, for the message. */
export interface DetailActionFailure {
  failed: "book" | "change-flight";
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The detail's two actions, in the worker:
 * - book: CreateSelection for the pricing shown, CreateCart for that selection with the search's
 *   party and dates, then the checkout at the product route (`/H?cartId=…&requestUuid=…&checkoutStep=…`);
 * - change-flight: UpdateTransport, then the same detail with the pricing in the URL.
 * A failure keeps the shopper on the detail with the failure named; a bad post is a 400.
 */
export async function hotelDetailAction(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const ids = hotelDetailIdsFrom(url.searchParams);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ failed: "book" } satisfies DetailActionFailure, { status: 400 });
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && ID.test(value) ? value : null;
  };
  const intent = form.get("intent") === "change-flight" ? "change-flight" : "book";
  const pricingId = field("pricingId");
  const failed = (status: number) => data({ failed: intent } satisfies DetailActionFailure, { status });
  if (!ids || !pricingId) return failed(400);
  const api = createApi(context.backend);

  if (intent === "change-flight") {
    const transportId = field("transportId");
    if (!transportId || ids.product === "H") return failed(400);
    const updated = await api.hotels.updateTransport(pricingId, { transportId });
    if (!updated.ok) {
      logApiError(updated.error);
      return failed(updated.error.status !== undefined && updated.error.status < 500 ? 409 : 502);
    }
    url.searchParams.set("pricingId", pricingId);
    return redirect(`${url.pathname}?${url.searchParams}`);
  }

  const query = parseSearchQuery(url.searchParams);
  if (!query.outboundDate || !query.returnDate) return failed(400);
  // Without a way to hand the cart to this browser, no cart is made that nobody could open.
  if (!context.cartAccess.available) return failed(503);
  const selection = await api.hotels.createSelection({ pricingId });
  if (!selection.ok) {
    logApiError(selection.error);
    return failed(selection.error.status !== undefined && selection.error.status < 500 ? 409 : 502);
  }
  const cart = await api.cart.createCart({
    domainName: context.brand.domain,
    // The cart's lines and extras are written in the brand's language.
    language: context.brand.language,
    productType: ids.product,
    adults: query.adults,
    childrenAges: query.childrenAges,
    outboundDate: query.outboundDate,
    returnDate: query.returnDate,
    currency: selection.value.total.currency,
    selectionId: selection.value.selectionId,
  });
  if (!cart.ok) {
    logApiError(cart.error);
    return failed(cart.error.status !== undefined && cart.error.status < 500 ? 409 : 502);
  }
  const { cartId, requestUuid, config } = cart.value;
  // The cart opens only in this browser from now on (worker/cart-access).
  const grant = await context.cartAccess.grant({ cartId, requestUuid });
  return redirect(checkoutHref(ids.product, { cartId, requestUuid, checkoutStep: config.steps[0] ?? null }), { headers: { "Set-Cookie": grant } });
}
