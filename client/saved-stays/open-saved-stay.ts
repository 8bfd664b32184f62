import { redirect, type AppLoadContext } from "react-router";
import type { HotelProposal, HotelSearchRequest } from "../../shared/api/shopping";
import { createApi, type Api } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";
import { todayIso } from "../../shared/dates";
import { budgetCapOf } from "../../shared/search/budget";
import { hotelSearchRequestFrom, type HotelProduct } from "../../shared/search/hotel-search-request";
import { parseSearchQuery, searchQueryToParams } from "../../shared/search-query";
import { textsFor } from "../i18n/dictionaries.server";
import { RESULTS_DEADLINE_MS } from "../search/hotel-results";

export const SAVED_OPEN_NAMESPACES = ["saved"] as const;

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const isHotelProduct = (value: string | null): value is HotelProduct => value === "H" || value === "DP" || value === "HGH";

type Found = { kind: "found"; searchId: string; proposal: HotelProposal } | { kind: "unavailable"; searchId: string | null } | { kind: "failed" };

/**
 * The stay in a new search for the saved one: the same hotel, on the saved meal plan when it is
 * still offered, else its cheapest rate, within the brand's budget. A search made days ago is
 * long forgotten by the backend, and a price must be asked again anyway.
 */
async function findStay(api: Api, search: HotelSearchRequest, accommodationId: string, mealPlan: string | null, capMinor: number | null): Promise<Found> {
  const searchId = await api.hotels.createSearch(search);
  if (!searchId) return { kind: "unavailable", searchId: null };
  const all = await api.hotels.retrieveAllProposals(searchId);
  if (!all.ok) {
    logApiError(all.error);
    return all.error.message === "NO_CONTENT" ? { kind: "unavailable", searchId } : { kind: "failed" };
  }
  const offers = all.value.proposals
    .filter((proposal) => proposal.accommodation.id === accommodationId && (capMinor === null || proposal.price.total.amount <= capMinor))
    .sort((a, b) => Number(b.room.mealPlan === mealPlan) - Number(a.room.mealPlan === mealPlan) || a.price.total.amount - b.price.total.amount);
  return offers[0] ? { kind: "found", searchId, proposal: offers[0] } : { kind: "unavailable", searchId };
}

function withinDeadline(found: Promise<Found>): Promise<Found> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Found>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "failed" }), RESULTS_DEADLINE_MS);
  });
  return Promise.race([found.catch((): Found => ({ kind: "failed" })), late]).finally(() => clearTimeout(timer));
}

/**
 * /saved/open?<the saved search>&accommodationId=…&mealPlan=…, at the edge: a saved stay's link.
 * Found again, it redirects to the hotel's page for that search (which prices it again: the saved
 * price is only the last seen). A search that cannot run as saved (its dates have passed, a
 * package without a departure) goes to its results, whose form says what to change. A hotel with
 * nothing for the trip any more, or a backend that fails, is a page that says so and leads on.
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

  const found = await withinDeadline(findStay(createApi(context.backend), search.request, accommodationId, params.get("mealPlan"), budgetCapOf(context.brand.brand)));
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

export type OpenSavedStayData = Awaited<ReturnType<typeof openSavedStayLoader>>;
