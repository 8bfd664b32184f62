import type { CartLine, CreateCartBody } from "../../shared/api/cart";
import type { Leg } from "../../shared/api/shopping";
import { moneyOf } from "../../shared/money";
import type { SelectionRecord } from "../shopping/search-store";

/**
 * The lines of a hotel or package cart built from the selection the shopper made: H a HOTEL line;
 * HGH a HOTEL line and a FLIGHT line per leg (the flight part split between them); DP one PACKAGE
 * line. Names carry the hotel, room, meal plan, cancellation and flight numbers; the lines add up
 * to the selection's total exactly.
 */
export function selectionLinesFor({ selection, pricing }: SelectionRecord, travellers: number): CartLine[] {
  const { accommodation, stay, room, transport, price } = pricing;
  const currency = selection.total.currency;
  const cancellation = room.freeCancellation && room.cancellationDeadline ? `free cancellation until ${room.cancellationDeadline}` : "non-refundable";
  const hotelDescription = `${stay.nights} nights · ${room.name} · ${room.mealPlan.toLowerCase().replaceAll("_", " ")} · ${cancellation}`;
  const hotelName = `${accommodation.name}, ${accommodation.destination.name}`;
  const common = { startDate: stay.checkIn, endDate: stay.checkOut, travellers, proposalId: pricing.proposalId };

  if (selection.productType === "DP") {
    const flights = transport ? ` · flights ${transport.legs.map(legNumbers).join(" / ")}` : "";
    return [{ lineId: "P1", kind: "PACKAGE", name: `Flight + hotel: ${hotelName}`, description: `${hotelDescription}${flights}`, ...common, price: moneyOf(selection.total.amount, currency) }];
  }
  const hotelLine: CartLine = { lineId: "L1", kind: "HOTEL", name: hotelName, description: hotelDescription, ...common, price: moneyOf(price.accommodation.amount, currency) };
  if (!transport) return [{ ...hotelLine, price: moneyOf(selection.total.amount, currency) }];
  const flightTotal = selection.total.amount - price.accommodation.amount;
  const inboundShare = transport.legs.length > 1 ? Math.floor(flightTotal / 2) : 0;
  const flightLines = transport.legs.map((leg, index): CartLine => ({
    lineId: `F${index + 1}`,
    kind: "FLIGHT",
    name: `Flight ${leg.departure.airportCode} → ${leg.arrival.airportCode}`,
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
