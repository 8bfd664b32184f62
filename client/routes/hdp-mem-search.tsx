import { HotelResultsScreen } from "../components/results/HotelResultsScreen";
import { pageTitle } from "../i18n/page-title";
import { hotelResultsLoader } from "../search/hotel-results-loader";
import type { Route } from "./+types/hdp-mem-search";

/** Hotel-and-flight search for signed-in members: the package results (DP unless the URL says HGH). */
export function loader({ request, context }: Route.LoaderArgs) {
  const product = new URL(request.url).searchParams.get("product");
  return hotelResultsLoader(request, context, product === "HGH" ? "HGH" : "DP", { dealSearch: false });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.hdpMemSearch.title");
}

export default function HdpMemSearch({ loaderData }: Route.ComponentProps) {
  return <HotelResultsScreen data={loaderData} />;
}
