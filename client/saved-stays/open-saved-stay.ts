import { redirect, type AppLoadContext } from "react-router";
import type { HotelProposal, HotelSearchRequest } from "../../shared/api/shopping";
import { abortableTransport } from "../../shared/api/abortable-transport";
import { createApi, type Api } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";
import { todayIso } from "../../shared/dates";
import { budgetCapOf } from "../../shared/search/budget";
import { hotelSearchRequestFrom, type HotelProduct } from "../../shared/search/hotel-search-request";
import { searchQueryToParams } from "../../shared/search-query";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { withDeadline } from "../../shared/with-deadline";
import { textsFor } from "../i18n/dictionaries.server";

const SAVED_OPEN_NAMESPACES = ["saved"] as const;

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const isHotelProduct = (value: string | null): value is HotelProduct => value === "H" || value === "DP" || value === "HGH";

type Found = { kind: "found"; searchId: string; proposal: HotelProposal } | { kind: "unavailable"; searchId: string } | { kind: "failed" } | { kind: "timed-out" };

/**
 * The stay in a new search for the saved one: the same hotel, on the saved meal plan when it is
 * still offered, else its cheapest rate, within the brand's budget. A search made days ago is
 * long forgotten by the backend, and a price must be asked again anyway.
 */
async function findStay(api: Api, search: HotelSearchRequest, accommodationId: string, mealPlan: string | null, capMinor: number | null): Promise<Found> {
  const searchId = await api.hotels.createSearch(search);
  // No search at all says nothing about the hotel: it could not be checked.
  if (!searchId) return { kind: "failed" };
  const all = await api.hotels.retrieveAllProposals(searchId);
  if (!all.ok) {
    logApiError(all.error);
    if (all.error.kind === "timeout") return { kind: "timed-out" };
    return all.error.message === "NO_CONTENT" ? { kind: "unavailable", searchId } : { kind: "failed" };
  }
  const offers = all.value.proposals
    .filter((proposal) => proposal.accommodation.id === accommodationId && (capMinor === null || proposal.price.total.amount <= capMinor))
    .sort((a, b) => Number(b.room.mealPlan === mealPlan) - Number(a.room.mealPlan === mealPlan) || a.price.total.amount - b.price.total.amount);
  return offers[0] ? { kind: "found", searchId, proposal: offers[0] } : { kind: "unavailable", searchId };
}

/**
 * /saved/open?<the saved search>&accommodationId=…&mealPlan=…, at the edge: a saved stay's link.
 * Found again, it redirects to the hotel's page for that search (which prices it again: the saved
 * price is only the last seen). A search that cannot run as saved (its dates have passed, a
 * package without a departure) goes to its results, whose form says what to change. A hotel with
 * nothing for the trip any more, a backend that fails or one still searching when the search
 * budget ends is a page that says which, and leads on.
 */
export async function openSavedStayLoader(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const product = params.get("product");
  const accommodationId = params.get("accommodationId") ?? "";
  const query = parseSearchQuery(params);
  const texts = textsFor(context, SAVED_OPEN_NAMESPACES);
  if (!isHotelProduct(product)) return { kind: "invalid" as const, resultsHref: "/", texts };
  const searchParams = searchQueryToParams({ ...query, product: null, cartId: null, checkoutStep: null });
  const resultsHref = (searchId: string | null) => `/${product}?${searchParams}${searchId ? `&searchId=${encodeURIComponent(searchId)}` : ""}`;
  const search = hotelSearchRequestFrom(query, product, context.brand, todayIso());
  if (!ID.test(accommodationId) || !search.ok) throw redirect(resultsHref(null));

  // Slow is not unavailable: the search is waited for as long as a results page waits (the
  // search budget, SPEC §7's 60 s), then the page says it took too long and lets the calls go.
  const found = await withDeadline(
    (signal) => findStay(createApi(abortableTransport(context.backend, signal)), search.request, accommodationId, params.get("mealPlan"), budgetCapOf(context.brand.brand)),
    Date.now() + context.searchBudgetMs,
    (): Found => ({ kind: "timed-out" }),
    (): Found => ({ kind: "failed" }),
  );
  if (found.kind === "found") {
    const detail = new URLSearchParams(searchParams);
    detail.set("product", product);
    detail.set("searchId", found.searchId);
    detail.set("proposalId", found.proposal.id);
    detail.set("accommodationId", accommodationId);
    throw redirect(`/hotel-detail?${detail}`);
  }
  return { kind: found.kind, resultsHref: resultsHref(found.kind === "unavailable" ? found.searchId : null), texts };
}
