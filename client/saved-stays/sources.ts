import type { AccommodationStaticData } from "../../shared/api/shopping/accommodation";
import type { Deal } from "../../shared/api/shopping/deals";
import type { HotelCard } from "../../shared/search/hotel-card";
import type { HotelProduct } from "../../shared/search/hotel-search-request";
import type { SearchQuery } from "../../shared/search-query";
import type { PlaceNames } from "../components/search/SearchSummary";
import type { PricingState } from "../detail/pricing-poll";

/**
 * What a page hands its save toggle: the raw things it shows (a card, a deal, a hotel's facts and
 * price) and the search they were shown for. Types only: turning them into a saved entry is the
 * lazy chunk's work (stay-of-source.ts), so no page carries it up front.
 */
export interface PageSearch {
  product: HotelProduct;
  query: Pick<SearchQuery, "destination" | "departure" | "outboundDate" | "returnDate" | "adults" | "childrenAges" | "mealPlans" | "freeCancellation">;
  placeNames?: PlaceNames;
}

export type SaveSource =
  | { kind: "card"; card: HotelCard; search: PageSearch }
  /** `href` is the deal's own search (its destination, party and dates two weeks on). */
  | { kind: "deal"; deal: Deal; href: string }
  | { kind: "detail"; facts: AccommodationStaticData; pricing: Promise<PricingState>; search: PageSearch };
