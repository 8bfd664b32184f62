import type { ProductType } from "./constants";

/** The query parameters the storefront reads (SPEC §2), parsed into typed values. */
export interface SearchQuery {
  product: ProductType | null;
  cartId: string | null;
  adults: number;
  childrenAges: number[];
  outboundDate: string | null;
  returnDate: string | null;
  checkoutStep: string | null;
  departure: string | null;
  destination: string | null;
  mealPlans: string[];
  freeCancellation: boolean;
  /** Parameters present but unusable; dropped silently for the shopper, kept for logging. */
  ignored: string[];
}

/**
 * The query parameters that describe a search (SPEC §2), safe to report in events and error
 * reports. Deliberately absent: `a` (the sign-in token) and `cartId`.
 */
export const SEARCH_DESCRIBING_PARAMS = [
  "product",
  "adults",
  "childrenAges",
  "outboundDate",
  "returnDate",
  "checkoutStep",
  "departure",
  "destination",
  "mealPlans",
  "freeCancellation",
] as const;

export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 6;

/** Back to query parameters, omitting empty values (SPEC §5). */
export function searchQueryToParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  };
  set("product", query.product);
  set("departure", query.departure);
  set("destination", query.destination);
  set("outboundDate", query.outboundDate);
  set("returnDate", query.returnDate);
  set("adults", query.adults);
  if (query.childrenAges?.length) set("childrenAges", query.childrenAges.join("-"));
  if (query.mealPlans?.length) set("mealPlans", query.mealPlans.join("-"));
  if (query.freeCancellation) set("freeCancellation", "true");
  set("cartId", query.cartId);
  set("checkoutStep", query.checkoutStep);
  return params;
}
