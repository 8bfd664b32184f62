import { HotelDetailScreen } from "../components/detail/HotelDetailScreen";
import { hotelDetailAction } from "../detail/detail-actions";
import { hotelDetailLoader } from "../detail/hotel-detail-loader";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/hotel-detail";

/** A hotel, its price for the search's party and stay, a package's flights, and booking it. */
export function loader({ request, context }: Route.LoaderArgs) {
  return hotelDetailLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return hotelDetailAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.hotelDetail.title");
}

export default function HotelDetail({ loaderData }: Route.ComponentProps) {
  return <HotelDetailScreen data={loaderData} />;
}
