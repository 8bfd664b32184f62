import { parseSearchQuery } from "../../shared/search-query";
import { SearchScreen, productOfRoute } from "../components/search/SearchScreen";
import { dictionaryFor, SEARCH_FORM_NAMESPACES } from "../i18n/dictionaries.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/flight-search";

/** Flight search (F) and the free-flight voucher search (FF). */
export function loader({ request, context }: Route.LoaderArgs) {
  return { query: parseSearchQuery(new URL(request.url).searchParams), dictionary: dictionaryFor(context.brand.language, SEARCH_FORM_NAMESPACES) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageTitle(matches, `products.${productOfRoute(location.pathname)}.label`);
}

export default function FlightSearch({ loaderData }: Route.ComponentProps) {
  return <SearchScreen query={loaderData.query} />;
}
