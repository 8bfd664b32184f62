import type { PageBrand } from "../../shared/brand-config/types";
import type { ProductType } from "../../shared/constants";
import type { SearchQuery } from "../../shared/search-query";
import type { PlaceNames } from "../components/search/SearchSummary";
import { recordSearch } from "./store";

/** A results page's search as the landing will offer it again, its places named as the page named them. */
export function recordSearchOf(href: string, product: ProductType, query: SearchQuery, placeNames: PlaceNames, places: PageBrand["places"]): void {
  if (!query.destination || !query.outboundDate) return;
  const proposed = Object.values(places).flat().find((place) => place.code === query.destination)?.name;
  recordSearch({
    href,
    product,
    destination: proposed ?? placeNames.destination ?? query.destination,
    departure: query.departure ? (placeNames.departure ?? query.departure) : null,
    outboundDate: query.outboundDate,
    returnDate: query.returnDate,
    adults: query.adults,
    children: query.childrenAges.length,
  });
}
