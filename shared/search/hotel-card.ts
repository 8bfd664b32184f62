import type { HotelProposal, HotelProposalsPage } from "../api/shopping";

/**
 * What a hotel results card shows of a proposal, and no more. The page's loader data is sent
 * inside the HTML for hydration, so every field the card does not read costs every shopper bytes
 * and the worker CPU: the address, amenities, characteristics and coordinates (the map loads its
 * own), the stay's dates, the price's split, the flight's segments, luggage options and seats.
 */
export interface HotelCard {
  id: string;
  accommodation: Pick<HotelProposal["accommodation"], "id" | "name" | "stars" | "propertyType" | "distanceFromCentreMeters" | "rating" | "mainImage">;
  stay: Pick<HotelProposal["stay"], "nights">;
  room: HotelProposal["room"];
  promotion: Pick<NonNullable<HotelProposal["promotion"]>, "discountPercent" | "originalTotal"> | null;
  transport: {
    validatingCarrier: { name: string };
    legs: CardLeg[];
    luggage: { included: NonNullable<HotelProposal["transport"]>["luggage"]["included"] };
  } | null;
  price: Pick<HotelProposal["price"], "total" | "perNight">;
}

type Leg = NonNullable<HotelProposal["transport"]>["legs"][number];
type CardStop = Pick<Leg["departure"], "airportCode" | "dateTime">;
export interface CardLeg {
  id: string;
  departure: CardStop;
  arrival: CardStop;
  stops: number;
}

export type HotelCardsPage = Omit<HotelProposalsPage, "proposals"> & { proposals: HotelCard[] };

const stopOf = ({ airportCode, dateTime }: CardStop): CardStop => ({ airportCode, dateTime });

export function hotelCardOf(proposal: HotelProposal): HotelCard {
  const { accommodation: a, stay, room, promotion, transport, price } = proposal;
  return {
    id: proposal.id,
    accommodation: {
      id: a.id,
      name: a.name,
      stars: a.stars,
      propertyType: a.propertyType,
      distanceFromCentreMeters: a.distanceFromCentreMeters,
      rating: a.rating,
      mainImage: a.mainImage,
    },
    stay: { nights: stay.nights },
    room,
    promotion: promotion && { discountPercent: promotion.discountPercent, originalTotal: promotion.originalTotal },
    transport: transport && {
      validatingCarrier: { name: transport.validatingCarrier.name },
      // The card tells the outbound and the return, nothing after.
      legs: transport.legs.slice(0, 2).map((leg) => ({ id: leg.id, departure: stopOf(leg.departure), arrival: stopOf(leg.arrival), stops: leg.stops })),
      luggage: { included: transport.luggage.included },
    },
    price: { total: price.total, perNight: price.perNight },
  };
}

export function hotelCardsPageOf(page: HotelProposalsPage): HotelCardsPage {
  return { ...page, proposals: page.proposals.map(hotelCardOf) };
}
