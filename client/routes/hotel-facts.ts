import { hotelFactsAnswer } from "../detail/hotel-facts-answer";
import type { Route } from "./+types/hotel-facts";

/**
 * `/hotel-detail/facts?accommodationId=…`: a hotel's facts and promotions as JSON, no page. A
 * hotel card asks for them when the shopper shows intent, so the hotel's page shows them at once
 * on the tap; its price is asked for only then (docs/decisions/pages-fetched-on-intent.md).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return hotelFactsAnswer(request, context);
}
