import { HotelResultsScreen } from "../components/results/HotelResultsScreen";
import { pageTitle } from "../i18n/page-title";
import { hotelResultsLoader } from "../search/hotel-results-loader";
import { membersOnlyData } from "../search/member-search";
import { MembersOnlyPage } from "../components/search/MembersOnlyPage";
import type { Route } from "./+types/hdp-mem-search";

/** Hotel-and-flight search for signed-in members: the package results (DP unless the URL says HGH). */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.signedIn) return membersOnlyData(context);
  const product = new URL(request.url).searchParams.get("product");
  return { view: "results" as const, ...hotelResultsLoader(request, context, product === "HGH" ? "HGH" : "DP", { dealSearch: false, memberSearch: true }) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.view === "members-only" ? "common.account.membersOnly.title" : "screens.hdpMemSearch.title");
}

export default function HdpMemSearch({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "members-only") return <MembersOnlyPage signInAvailable={loaderData.signInAvailable} />;
  return <HotelResultsScreen data={loaderData} />;
}
