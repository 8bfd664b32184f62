import { HotelResultsScreen } from "../components/results/HotelResultsScreen";
import { pageTitle } from "../i18n/page-title";
import { hotelResultsLoader } from "../search/hotel-results-loader";
import type { Route } from "./+types/deal-search";

/** Deal search: the hotel results narrowed to stays on promotion (the FLASH_SALE facet, SPEC §5). */
export function loader({ request, context }: Route.LoaderArgs) {
  const product = new URL(request.url).searchParams.get("product");
  return hotelResultsLoader(request, context, product === "DP" || product === "HGH" ? product : "H", { dealSearch: true });
}

/**
 * Only forwards to the loader. Declared so that React Router's link prefetching, when a shopper
 * shows intent on a deal (/deals), fetches this page's code and never its data: that would start
 * a search before the tap (docs/decisions/pages-fetched-on-intent.md).
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.dealSearch.title");
}

export default function DealSearch({ loaderData }: Route.ComponentProps) {
  return <HotelResultsScreen data={loaderData} />;
}
