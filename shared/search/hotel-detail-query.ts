import { isProductType } from "../product-type";
import type { HotelProduct } from "./hotel-search-request";

/**
 * What a hotel detail URL names besides the search itself (SPEC §2's parameters): the product,
 * the search and proposal the card came from, the accommodation, and, once the shopper changed a
 * package's flight, the pricing that holds it, so Reload and Back show that same price.
 *   /hotel-detail?product=DP&destination=PAR&…&searchId=HS-…&proposalId=HP-…&accommodationId=AC-…&pricingId=PR-…
 */
export interface HotelDetailIds {
  product: HotelProduct;
  searchId: string;
  proposalId: string;
  accommodationId: string;
  pricingId: string | null;
}

const DETAIL_PARAMS = ["searchId", "proposalId", "accommodationId", "pricingId"] as const;

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Whether a value looks like one of the backend's ids (a detail URL's, or the facts a card asks for). */
export function isDetailId(value: string | null): value is string {
  return value !== null && ID.test(value);
}

/** The detail's ids, or null when one is missing or is no id (the page then says so). */
export function hotelDetailIdsFrom(params: URLSearchParams): HotelDetailIds | null {
  const product = params.get("product");
  const id = (name: string) => {
    const value = params.get(name) ?? "";
    return ID.test(value) ? value : null;
  };
  const [searchId, proposalId, accommodationId] = [id("searchId"), id("proposalId"), id("accommodationId")];
  if (!isProductType(product) || product === "F" || product === "FF" || !searchId || !proposalId || !accommodationId) return null;
  return { product, searchId, proposalId, accommodationId, pricingId: id("pricingId") };
}

/** Back to the results this detail came from: the same search, without the detail's own ids. */
export function resultsHrefOf(product: HotelProduct, params: URLSearchParams): string {
  const search = new URLSearchParams(params);
  for (const name of [...DETAIL_PARAMS, "product"]) search.delete(name);
  search.set("searchId", params.get("searchId") ?? "");
  return `/${product}?${search}`;
}
