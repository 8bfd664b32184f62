import type { TransportSearchRequest } from "../api/shopping/transport";
import type { BrandConfig } from "../brand-config";
import { PRICE_SORT_NAME } from "../constants";
import type { SearchQuery } from "../search-query";
import type { ResultsQuery } from "./results-query";

export type FlightProduct = "F" | "FF";

/** Why a URL is not (yet) a flight search the backend can run; the screen then shows the form. */
type IncompleteFlightSearch = "departure" | "destination" | "same-place" | "dates" | "past-dates" | "not-sold";

type FlightSearchOutcome = { ok: true; request: TransportSearchRequest } | { ok: false; missing: IncompleteFlightSearch };

/** A return trip has a return date; without one the search is one way (SPEC §2's returnDate). */
export const isReturnTrip = (query: Pick<SearchQuery, "returnDate">) => query.returnDate !== null;

/**
 * The CreateSearch body of a flight search, from the URL's search and the brand, or what is missing.
 * IATA codes only: a city code (ROM) stands for all of its airports.
 */
export function flightSearchRequestFrom(query: SearchQuery, product: FlightProduct, brand: BrandConfig, today: string): FlightSearchOutcome {
  const businessProfileId = brand.brand.businessProfileIds[product];
  if (!businessProfileId || !brand.brand.productTypesOrder.includes(product)) return { ok: false, missing: "not-sold" };
  const iata = (code: string | null) => (code && /^[A-Z]{3}$/.test(code) ? code : null);
  const departure = iata(query.departure);
  const destination = iata(query.destination);
  if (!departure) return { ok: false, missing: "departure" };
  if (!destination) return { ok: false, missing: "destination" };
  if (departure === destination) return { ok: false, missing: "same-place" };
  if (!query.outboundDate) return { ok: false, missing: "dates" };
  if (query.outboundDate < today) return { ok: false, missing: "past-dates" };
  return {
    ok: true,
    request: {
      productType: product,
      departure,
      destination,
      outboundDate: query.outboundDate,
      ...(query.returnDate ? { returnDate: query.returnDate } : {}),
      adults: query.adults,
      childrenAges: query.childrenAges.slice(0, 6),
      businessProfileId,
      language: brand.language,
    },
  };
}

/** The brand's free-flight voucher on a free-flight search: its amount (major units) and cap (minor). */
interface FreeFlightVoucher {
  amount: number;
  capMinor: number;
  currency: string;
}

/**
 * SPEC §5: on the free-flight search (FF) of a brand with a voucher, the price facet becomes 0 to
 * voucherAmount × 100 and the sort is PRICE. Any other search, or a brand without one: null.
 */
export function freeFlightVoucherOf(brand: BrandConfig, product: FlightProduct): FreeFlightVoucher | null {
  const amount = brand.brand.freeFlightConditions?.voucherAmount ?? 0;
  if (product !== "FF" || !(amount > 0)) return null;
  return { amount, capMinor: Math.round(amount * 100), currency: brand.brand.currency };
}

/** The order asked of the backend: the URL's, except a voucher search, always cheapest first. */
export function flightSortOf(results: ResultsQuery, voucher: FreeFlightVoucher | null): ResultsQuery["sort"] {
  return voucher ? { name: PRICE_SORT_NAME, ascending: true } : results.sort;
}
