import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ProductType } from "../../shared/constants";
import { searchQueryToParams, type SearchQuery } from "../../shared/search-query";
import type { PlaceNames } from "../components/search/SearchSummary";
import { brandAtom } from "../state/brand";

/**
 * Remembers a complete search in this browser once its results page has rendered (so only searches
 * a shopper really ran): the landing offers it again. The page's filters, sort and page are not
 * part of it. Everything but this hook is loaded with import(), never up front.
 */
export function useRecordSearch(product: ProductType, query: SearchQuery, placeNames: PlaceNames, complete: boolean): void {
  const brand = useAtomValue(brandAtom);
  const { pathname } = useLocation();
  const href = complete && query.destination && query.outboundDate ? `${pathname}?${searchQueryToParams({ ...query, cartId: null, checkoutStep: null })}` : null;
  useEffect(() => {
    // The href is the search: the rest only names it.
    if (href) import("./record-search").then((module) => module.recordSearchOf(href, product, query, placeNames, brand.places)).catch(() => {});
  }, [href]);
}
