import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ProductType } from "../../shared/constants";
import type { RecentSearch } from "../../shared/recent-searches";
import { searchQueryToParams, type SearchQuery } from "../../shared/search-query";
import type { PlaceNames } from "../components/search/SearchSummary";
import { brandAtom } from "../state/brand";

/**
 * Remembers a complete search in this browser once its results page has rendered (so only searches
 * a shopper really ran): the landing offers it again. The page's filters, sort and page are not
 * part of it. The storage code is loaded here with import(), never up front.
 */
export function useRecordSearch(product: ProductType, query: SearchQuery, placeNames: PlaceNames, complete: boolean): void {
  const brand = useAtomValue(brandAtom);
  const { pathname } = useLocation();
  const href = complete && query.destination && query.outboundDate ? `${pathname}?${searchQueryToParams({ ...query, cartId: null, checkoutStep: null })}` : null;
  useEffect(() => {
    if (!href || !query.destination || !query.outboundDate) return;
    const proposed = Object.values(brand.places).flat().find((place) => place.code === query.destination)?.name;
    const search: RecentSearch = {
      href,
      product,
      destination: proposed ?? placeNames.destination ?? query.destination,
      departure: query.departure ? (placeNames.departure ?? query.departure) : null,
      outboundDate: query.outboundDate,
      returnDate: query.returnDate,
      adults: query.adults,
      children: query.childrenAges.length,
    };
    import("./store").then((store) => store.recordSearch(search)).catch(() => {});
    // The href is the search: the rest only names it.
  }, [href]);
}
