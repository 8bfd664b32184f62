import type { CartLine } from "../../shared/api/cart";
import type { CreateCartBody } from "../../shared/api/cart";
import type { Language } from "../../shared/constants";
import { flightNameIn, stopsIn } from "../texts";
import type { Leg, TransportProposal } from "../../shared/api/shopping";
import { moneyOf } from "../../shared/money";

/**
 * The lines of a flight cart built from the proposal the shopper chose: one FLIGHT line per leg
 * (F1 outbound, F2 return, as the seat map counts them), named by route, times and flight numbers.
 * The lines add up to the proposal's total exactly: the return leg takes half, the outbound the rest.
 * Their words are in the cart's language.
 */
export function flightLinesFor(proposal: TransportProposal, travellers: number, language: Language): CartLine[] {
  const { total } = proposal.price;
  const inboundShare = proposal.legs.length > 1 ? Math.floor(total.amount / 2) : 0;
  return proposal.legs.map((leg, index) => ({
    lineId: `F${index + 1}`,
    kind: "FLIGHT",
    name: flightNameIn(leg.departure.airportCode, leg.arrival.airportCode, language),
    description: describeLeg(leg, language),
    startDate: leg.departure.dateTime.slice(0, 10),
    endDate: leg.arrival.dateTime.slice(0, 10),
    travellers,
    price: moneyOf(index === 0 ? total.amount - inboundShare : inboundShare, total.currency),
    proposalId: proposal.id,
  }));
}

function describeLeg(leg: Leg, language: Language): string {
  const time = (dateTime: string) => dateTime.slice(11, 16);
  const numbers = leg.segments.map((segment) => segment.number).join(", ");
  const stops = stopsIn(leg.stops === 0 ? [] : leg.connections.map((c) => c.airportCode), language);
  return `${numbers} · ${time(leg.departure.dateTime)} → ${time(leg.arrival.dateTime)} · ${stops}`;
}

/** Why a proposal cannot make this cart, or null: its dates and party must be the cart's. */
export function proposalMismatch(
  proposal: TransportProposal,
  pricedFor: { adults: number; childrenAges: readonly number[] } | undefined,
  body: Pick<CreateCartBody, "outboundDate" | "returnDate" | "adults" | "childrenAges">,
): string | null {
  const [outbound, inbound] = proposal.legs;
  const ages = (list: readonly number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b).join(",");
  if (pricedFor && (pricedFor.adults !== body.adults || ages(pricedFor.childrenAges) !== ages(body.childrenAges))) return "the proposal was priced for another party";
  if (outbound?.departure.dateTime.slice(0, 10) !== body.outboundDate) return "the proposal's outbound date is not the cart's outboundDate";
  const returnDate = inbound?.departure.dateTime.slice(0, 10);
  if (returnDate !== body.returnDate) return body.returnDate ? "the proposal's return date is not the cart's returnDate" : "the proposal is a return trip; the cart has no returnDate";
  return null;
}
