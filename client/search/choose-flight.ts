import { data, redirect, type AppLoadContext } from "react-router";
import { createApi } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";
import { todayIso } from "../../shared/dates";
import { flightSearchRequestFrom, type FlightProduct } from "../../shared/search/flight-search-request";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import type { ChooseFlightFailure } from "../components/results/ChooseFlightForm";
import { checkoutHref } from "../checkout/checkout-url";

const PROPOSAL_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * "Choose this flight", in the worker: reads the proposal (GetTransportProposalByProposalId), makes
 * the cart for it with the search's party and dates (CreateCart with the proposal's id, the
 * shopper's bearer), and redirects to the checkout at the product route. Every failure answers
 * the results page with a failure naming the proposal, never a 5xx for what the shopper sent.
 */
export async function chooseFlight(request: Request, context: AppLoadContext, product: FlightProduct) {
  const failed = (proposalId: string, status: number) => data<ChooseFlightFailure>({ failedProposalId: proposalId }, { status });
  let proposalId = "";
  try {
    const value = (await request.formData()).get("proposalId");
    proposalId = typeof value === "string" ? value : "";
  } catch {
    return failed("", 400);
  }
  if (!PROPOSAL_ID.test(proposalId)) return failed("", 400);

  const query = parseSearchQuery(new URL(request.url).searchParams);
  const search = flightSearchRequestFrom(query, product, context.brand, todayIso());
  if (!search.ok) return failed(proposalId, 400);

  // Without a way to hand the cart to this browser, no cart is made that nobody could open.
  if (!context.cartAccess.available) return failed(proposalId, 503);
  const api = createApi(context.backend);
  const proposal = await api.transport.getTransportProposalByProposalId(proposalId);
  if (!proposal.ok) {
    logApiError(proposal.error);
    return failed(proposalId, proposal.error.status === 404 ? 409 : 502);
  }
  const { adults, childrenAges, outboundDate, returnDate } = search.request;
  const cart = await api.cart.createCart({
    domainName: context.brand.domain,
    // The cart's lines and extras are written in the brand's language.
    language: context.brand.language,
    productType: product,
    adults,
    childrenAges: childrenAges ?? [],
    outboundDate,
    ...(returnDate ? { returnDate } : {}),
    currency: proposal.value.price.total.currency,
    proposalId,
  });
  if (!cart.ok) {
    logApiError(cart.error);
    return failed(proposalId, cart.error.status !== undefined && cart.error.status < 500 ? 409 : 502);
  }
  const { cartId, requestUuid, config } = cart.value;
  // The cart opens only in this browser from now on (worker/cart-access).
  const grant = await context.cartAccess.grant({ cartId, requestUuid });
  return redirect(checkoutHref(product, { cartId, requestUuid, checkoutStep: config.steps[0] ?? null }), { headers: { "Set-Cookie": grant } });
}
