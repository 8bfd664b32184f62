import type { HotelSearchRequest } from "../api/shopping";
import { MAX_NIGHTS } from "../api/shopping/hotel-constants";
import type { BrandConfig } from "../brand-config";
import type { ProductType } from "../constants";
import { departureRuleOf } from "../product-rules";
import { nightsBetween } from "../dates";
import type { SearchQuery } from "../search-query";

export type HotelProduct = "H" | "DP" | "HGH";

/** Why a URL is not (yet) a search the backend can run; the screen then shows the form. */
type IncompleteSearch = "destination" | "dates" | "past-dates" | "too-long" | "departure" | "not-sold";

type HotelSearchOutcome = { ok: true; request: HotelSearchRequest } | { ok: false; missing: IncompleteSearch };

/**
 * The CreateSearch body for a hotel-side search, from the URL's search and the brand, or what is
 * missing. Meal plan and free cancellation are not sent here: they narrow the results as facets,
 * so the shopper can widen them again without a new search.
 */
export function hotelSearchRequestFrom(query: SearchQuery, product: HotelProduct, brand: BrandConfig, today: string): HotelSearchOutcome {
  const businessProfileId = brand.brand.businessProfileIds[product];
  if (!businessProfileId || !brand.brand.productTypesOrder.includes(product as ProductType)) return { ok: false, missing: "not-sold" };
  if (!query.destination) return { ok: false, missing: "destination" };
  if (!query.outboundDate || !query.returnDate) return { ok: false, missing: "dates" };
  if (query.outboundDate < today) return { ok: false, missing: "past-dates" };
  const nights = nightsBetween(query.outboundDate, query.returnDate);
  if (nights < 1) return { ok: false, missing: "dates" };
  if (nights > MAX_NIGHTS) return { ok: false, missing: "too-long" };
  const departureRule = departureRuleOf(product);
  if (departureRule === "required" && !query.departure) return { ok: false, missing: "departure" };
  return {
    ok: true,
    request: {
      productType: product,
      destination: query.destination,
      ...(departureRule !== "none" && query.departure ? { departure: query.departure } : {}),
      outboundDate: query.outboundDate,
      returnDate: query.returnDate,
      adults: query.adults,
      childrenAges: query.childrenAges.slice(0, 6),
      businessProfileId,
      language: brand.language,
    },
  };
}
