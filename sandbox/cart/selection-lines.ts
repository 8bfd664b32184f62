import type { CartLine, CreateCartBody } from "../../shared/api/cart";
import type { Leg } from "../../shared/api/shopping";
import { moneyOf } from "../../shared/money";
import type { SelectionRecord } from "../shopping/search-store";
import type { Language } from "../../shared/constants";
import { factsIn } from "../shopping/accommodation-texts";
import { hotelById } from "../shopping/hotel-catalogue";
import { roomFor } from "../shopping/hotel-offers";
import { cancellationIn, flightNameIn, flightNumbersIn, mealPlanIn, nightsIn, packageNameIn, roomNameIn } from "../texts";

/**
 * The lines of a hotel or package cart built from the selection the shopper made: H a HOTEL line;
 * HGH a HOTEL line and a FLIGHT line per leg (the flight part split between them); DP one PACKAGE
 * line. Names carry the hotel, room, meal plan, cancellation and flight numbers, in the cart's
 * language (the search may have been made in another); the lines add up to the selection's total exactly.
 */
export function selectionLinesFor({ selection, pricing }: SelectionRecord, travellers: number, language: Language): CartLine[] {
  const { accommodation, stay, room, transport, price } = pricing;
  const currency = selection.total.currency;
  const hotel = hotelById(accommodation.id);
  const rooms = hotel ? roomFor(hotel, travellers) : null;
  const roomName = rooms ? roomNameIn(rooms.type, rooms.count, language) : room.name;
  const city = hotel ? factsIn(hotel, language).destination.name : accommodation.destination.name;
  const cancellation = cancellationIn(room.freeCancellation ? room.cancellationDeadline : null, language);
  const hotelDescription = `${nightsIn(stay.nights, language)} · ${roomName} · ${mealPlanIn(room.mealPlan, language)} · ${cancellation}`;
  const hotelName = `${accommodation.name}, ${city}`;
  const common = { startDate: stay.checkIn, endDate: stay.checkOut, travellers, proposalId: pricing.proposalId };

  if (selection.productType === "DP") {
    const flights = transport ? ` · ${flightNumbersIn(transport.legs.map(legNumbers), language)}` : "";
    return [{ lineId: "P1", kind: "PACKAGE", name: packageNameIn(hotelName, language), description: `${hotelDescription}${flights}`, ...common, price: moneyOf(selection.total.amount, currency) }];
  }
  const hotelLine: CartLine = { lineId: "L1", kind: "HOTEL", name: hotelName, description: hotelDescription, ...common, price: moneyOf(price.accommodation.amount, currency) };
  if (!transport) return [{ ...hotelLine, price: moneyOf(selection.total.amount, currency) }];
  const flightTotal = selection.total.amount - price.accommodation.amount;
  const inboundShare = transport.legs.length > 1 ? Math.floor(flightTotal / 2) : 0;
  const flightLines = transport.legs.map((leg, index): CartLine => ({
    lineId: `F${index + 1}`,
    kind: "FLIGHT",
    name: flightNameIn(leg.departure.airportCode, leg.arrival.airportCode, language),
    description: `${legNumbers(leg)} · ${leg.departure.dateTime.slice(11, 16)} → ${leg.arrival.dateTime.slice(11, 16)}`,
    startDate: leg.departure.dateTime.slice(0, 10),
    endDate: leg.arrival.dateTime.slice(0, 10),
    travellers,
    price: moneyOf(index === 0 ? flightTotal - inboundShare : inboundShare, currency),
    proposalId: transport.id,
  }));
  return [hotelLine, ...flightLines];
}

const legNumbers = (leg: Leg) => leg.segments.map((segment) => segment.number).join(", ");

/** Why a selection cannot make this cart, or null: product, party and dates must be the cart's. */
export function selectionMismatch(record: SelectionRecord, body: Pick<CreateCartBody, "productType" | "outboundDate" | "returnDate" | "adults" | "childrenAges">): string | null {
  const ages = (list: readonly number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b).join(",");
  if (record.selection.productType !== body.productType) return `the selection is a ${record.selection.productType} selection, not ${body.productType}`;
  if (record.party.adults !== body.adults || ages(record.party.childrenAges) !== ages(body.childrenAges)) return "the selection was priced for another party";
  if (record.pricing.stay.checkIn !== body.outboundDate || record.pricing.stay.checkOut !== body.returnDate) return "the selection's dates are not the cart's";
  return null;
}
