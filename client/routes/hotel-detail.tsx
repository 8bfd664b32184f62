import { HotelDetailScreen } from "../components/detail/HotelDetailScreen";
import { hotelDetailAction } from "../detail/detail-actions";
import { hotelDetailClientLoader } from "../detail/hotel-detail-client-loader";
import { hotelDetailLoader } from "../detail/hotel-detail-loader";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/hotel-detail";

/** A hotel, its price for the search's party and stay, a package's flights, and booking it. */
export function loader({ request, context }: Route.LoaderArgs) {
  return hotelDetailLoader(request, context);
}

/**
 * Client navigations: the facts a card fetched on intent show at once, the price follows from the
 * loader above. With a client loader, React Router's link prefetching never fetches this page's
 * data (which would price the hotel), only its code.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return hotelDetailClientLoader(request, serverLoader);
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
