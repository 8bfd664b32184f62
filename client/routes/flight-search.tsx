import { parseSearchQuery } from "../../shared/search-query";
import { productOfPath } from "../../shared/product-rules";
import { SearchScreen } from "../components/search/SearchScreen";
import { dictionaryFor, SEARCH_FORM_NAMESPACES } from "../i18n/dictionaries.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/flight-search";

/** Flight search (F) and the free-flight voucher search (FF). */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    product: productOfPath(url.pathname) === "FF" ? ("FF" as const) : ("F" as const),
    query: parseSearchQuery(url.searchParams),
    dictionary: dictionaryFor(context.brand.language, SEARCH_FORM_NAMESPACES),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, `products.${loaderData?.product ?? "F"}.label`);
}

export default function FlightSearch({ loaderData }: Route.ComponentProps) {
  return <SearchScreen query={loaderData.query} product={loaderData.product} />;
}
