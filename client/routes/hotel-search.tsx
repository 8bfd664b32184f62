import { parseSearchQuery } from "../../shared/search-query";
import { SearchScreen, productOfRoute } from "../components/search/SearchScreen";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/hotel-search";

/** Hotel (H), package (DP) and hotel-plus-flight (HGH) search: the route id names the product. */
export function loader({ request }: Route.LoaderArgs) {
  return { query: parseSearchQuery(new URL(request.url).searchParams) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageTitle(matches, `products.${productOfRoute(location.pathname)}.label`);
}

export default function HotelSearch({ loaderData }: Route.ComponentProps) {
  return <SearchScreen query={loaderData.query} />;
}
