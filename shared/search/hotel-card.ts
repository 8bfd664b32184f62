import type { HotelProposal, HotelProposalsPage } from "../api/shopping";
import { legEndsOf, type FlightCardLeg } from "./flight-card";

/**
 * What a hotel results card shows of a proposal, and no more, in one flat record. The page's
 * loader data is sent inside the HTML for hydration, so every field the card does not read costs
 * every shopper bytes and the worker CPU: the address, amenities, characteristics and coordinates
 * (the map loads its own), the stay's dates, the price's split, the flight's segments, luggage
 * options and seats. Flat because each nested object costs its own entry and reference in the
 * serialized stream, twenty times a page; amounts share the card's one currency.
 */
export interface HotelCard {
  id: string;
  hotelId: string;
  name: string;
  stars: number;
  propertyType: HotelProposal["accommodation"]["propertyType"];
  distanceFromCentreMeters: number;
  score: number;
  reviewCount: number;
  imageUrl: string;
  nights: number;
  roomName: string;
  mealPlan: HotelProposal["room"]["mealPlan"];
  /** The last day to cancel for free; null for a rate that cannot be cancelled for free. */
  freeCancellationUntil: string | null;
  currency: string;
  total: number;
  perNight: number;
  promotion: { discountPercent: number; originalTotal: number } | null;
  transport: { carrier: string; legs: CardLeg[]; luggage: NonNullable<HotelProposal["transport"]>["luggage"]["included"] } | null;
}

/** A flight leg as a package card tells it: times, airports and the number of stops. */
type CardLeg = Pick<FlightCardLeg, "from" | "departs" | "to" | "arrives" | "stops">;

export type HotelCardsPage = Omit<HotelProposalsPage, "proposals"> & { proposals: HotelCard[] };

function hotelCardOf(proposal: HotelProposal): HotelCard {
  const { accommodation: a, stay, room, promotion, transport, price } = proposal;
  return {
    id: proposal.id,
    hotelId: a.id,
    name: a.name,
    stars: a.stars,
    propertyType: a.propertyType,
    distanceFromCentreMeters: a.distanceFromCentreMeters,
    score: a.rating.score,
    reviewCount: a.rating.reviewCount,
    imageUrl: a.mainImage.url,
    nights: stay.nights,
    roomName: room.name,
    mealPlan: room.mealPlan,
    freeCancellationUntil: room.freeCancellation ? room.cancellationDeadline : null,
    currency: price.total.currency,
    total: price.total.amount,
    perNight: price.perNight.amount,
    promotion: promotion && { discountPercent: promotion.discountPercent, originalTotal: promotion.originalTotal.amount },
    transport: transport && {
      carrier: transport.validatingCarrier.name,
      // The card tells the outbound and the return, nothing after.
      legs: transport.legs.slice(0, 2).map((leg) => ({ ...legEndsOf(leg), stops: leg.stops })),
      luggage: transport.luggage.included,
    },
  };
}

export function hotelCardsPageOf(page: HotelProposalsPage): HotelCardsPage {
  return { ...page, proposals: page.proposals.map(hotelCardOf) };
}
