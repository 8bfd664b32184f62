import * as v from "valibot";
import type { HotelProposal, HotelSearchRequestSchema, MealPlan, Money, TransportProposal } from "../../shared/api/shopping";
import { ALL_MEAL_PLANS, SHOPPING_CURRENCY } from "../../shared/api/shopping";
import { TRANSPORT_SORT_DEFINITIONS } from "./facets/transport-facets";
import { sortedBy } from "./facets/engine";
import { flightProposalsFor } from "./flight-offers";
import { airportByCode } from "./flight-network";
import { hotelsIn, type CatalogueHotel } from "./hotel-catalogue";
import { idOf, randomFrom } from "./random";
import { addDays, nightsBetween, seasonFactor } from "./calendar";
import { factsIn } from "./accommodation-texts";
import { roomNameIn, type RoomType } from "../texts";

/**
 * Prices the catalogue for a hotel search: one proposal per hotel of the destination, and for a
 * package (DP, or HGH with a departure) the recommended flight included in the total.
 */
export type HotelSearch = v.InferOutput<typeof HotelSearchRequestSchema>;

export type HotelOffers =
  | { ok: true; proposals: HotelProposal[]; flights: TransportProposal[] }
  /** No hotel at the destination, or no flight route for a package: the search has no content. */
  | { ok: false };

/** Board per traveller and night, in cents; children pay half. */
const MEAL_SUPPLEMENT: Record<MealPlan, number> = { ROOM_ONLY: 0, BREAKFAST: 1_200, HALF_BOARD: 3_000, FULL_BOARD: 4_500, ALL_INCLUSIVE: 6_500 };
const money = (amount: number): Money => ({ amount, currency: SHOPPING_CURRENCY });
const toHundreds = (cents: number) => Math.round(cents / 100) * 100;

export const includesFlight = (search: Pick<HotelSearch, "productType" | "departure">) =>
  search.productType === "DP" || (search.productType === "HGH" && !!search.departure);

/** The room the party sleeps in: the smallest that fits, or as many of the largest as needed. */
export function roomFor(hotel: CatalogueHotel, travellers: number): { type: RoomType; count: number } {
  const rooms = [...hotel.rooms].sort((a, b) => a.maxOccupancy - b.maxOccupancy);
  const fitting = rooms.find((r) => r.maxOccupancy >= travellers);
  if (fitting) return { type: fitting.type, count: 1 };
  const largest = rooms[rooms.length - 1]!;
  return { type: largest.type, count: Math.ceil(travellers / largest.maxOccupancy) };
}

export function hotelProposalOf(hotel: CatalogueHotel, search: HotelSearch, flight: TransportProposal | null): HotelProposal {
  const { outboundDate: checkIn, returnDate: checkOut, adults, childrenAges } = search;
  const nights = nightsBetween(checkIn, checkOut);
  const room = roomFor(hotel, adults + childrenAges.length);
  const dayNoise = 0.9 + randomFrom(`${hotel.staticData.id}:${checkIn}`).next() * 0.25;
  const board = MEAL_SUPPLEMENT[hotel.mealPlan] * (adults + childrenAges.length * 0.5);
  const perNight = toHundreds(hotel.baseNightly * room.count * seasonFactor(checkIn) * dayNoise + board);
  const undiscounted = perNight * nights;
  const discount = hotel.flashSaleDiscount;
  const accommodation = discount ? toHundreds(undiscounted * (1 - discount / 100)) : undiscounted;
  const transport = flight?.price.total.amount ?? 0;
  // Texts in the search's language: the city, the photo's description, the room.
  const staticData = factsIn(hotel, search.language);
  return {
    id: idOf("HP", `${staticData.id}|${checkIn}|${checkOut}|${adults}|${childrenAges.join(",")}|${flight?.id ?? "-"}`),
    accommodation: {
      id: staticData.id, name: staticData.name, stars: staticData.stars, propertyType: staticData.propertyType,
      destination: staticData.destination, address: staticData.address, coordinates: staticData.coordinates,
      distanceFromCentreMeters: staticData.distanceFromCentreMeters, rating: staticData.rating,
      amenities: staticData.amenities, characteristics: staticData.characteristics, mainImage: staticData.mainImage,
    },
    stay: { checkIn, checkOut, nights },
    room: {
      name: roomNameIn(room.type, room.count, search.language),
      mealPlan: hotel.mealPlan,
      freeCancellation: hotel.freeCancellation,
      cancellationDeadline: hotel.freeCancellation ? addDays(checkIn, -2) : null,
    },
    promotion: discount ? { code: "FLASH_SALE", discountPercent: discount, originalTotal: money(undiscounted + transport) } : null,
    transport: flight,
    price: {
      total: money(accommodation + transport),
      perNight: money(Math.round(accommodation / nights)),
      accommodation: money(accommodation),
      transport: flight ? money(transport) : null,
    },
  };
}

/** The search-level restrictions: the meal plans asked for (ALL_MEAL_PLANS = any) and free cancellation. */
function wanted(hotel: CatalogueHotel, search: HotelSearch): boolean {
  const plans = (search.mealPlans ?? []).filter((plan) => plan !== ALL_MEAL_PLANS);
  if (plans.length > 0 && !plans.includes(hotel.mealPlan)) return false;
  return !search.freeCancellation || hotel.freeCancellation;
}

export function hotelOffersFor(search: HotelSearch): HotelOffers {
  // A search may name the city (ROM) or one of its airports (FCO).
  const destination = airportByCode(search.destination)?.cityCode ?? search.destination;
  const hotels = hotelsIn(destination);
  if (hotels.length === 0) return { ok: false };
  let flights: TransportProposal[] = [];
  if (includesFlight(search)) {
    const found = flightProposalsFor({ ...search, departure: search.departure!, destination });
    if (!found) return { ok: false };
    flights = sortedBy(found, TRANSPORT_SORT_DEFINITIONS, "RECOMMENDED", true)!;
  }
  const flight = flights[0] ?? null;
  return { ok: true, proposals: hotels.filter((h) => wanted(h, search)).map((h) => hotelProposalOf(h, search, flight)), flights };
}
