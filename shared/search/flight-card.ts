import type { Leg, TransportProposal, TransportProposalsPage } from "../api/shopping/transport";

/**
 * What a flight results card (and a package's flight on the hotel page) shows of a leg: its
 * times and airports, length, stops and waits, and who flies it. The segments themselves (flight
 * numbers, city codes, each hop's times) are not shown, so they do not travel into the page,
 * nor its direction: a proposal's legs come outbound first.
 */
export interface FlightCardLeg {
  from: string;
  departs: string;
  to: string;
  arrives: string;
  durationMinutes: number;
  stops: number;
  connections: Leg["connections"];
  /** The carriers that fly the leg, each once, in order. */
  carriers: string[];
  /** Part of the leg is by train; absent otherwise (forty legs a page, nearly all by air). */
  byTrain?: true;
}

/** What a flight results card shows of a proposal, and no more, flat (see HotelCard for why). */
export interface FlightCard {
  id: string;
  legs: FlightCardLeg[];
  carrier: string;
  luggage: TransportProposal["luggage"]["included"];
  seatsLeft: number;
  currency: string;
  total: number;
  perAdult: number;
}

export type FlightCardsPage = Omit<TransportProposalsPage, "proposals"> & { proposals: FlightCard[] };

/** A leg's two ends as cards tell them (flight cards, package cards). */
export function legEndsOf(leg: Pick<Leg, "departure" | "arrival">): Pick<FlightCardLeg, "from" | "departs" | "to" | "arrives"> {
  return { from: leg.departure.airportCode, departs: leg.departure.dateTime, to: leg.arrival.airportCode, arrives: leg.arrival.dateTime };
}

export function flightCardLegOf(leg: Leg): FlightCardLeg {
  return {
    ...legEndsOf(leg),
    durationMinutes: leg.durationMinutes,
    stops: leg.stops,
    connections: leg.connections,
    carriers: [...new Set(leg.segments.map((segment) => segment.carrier.name))],
    ...(leg.segments.some((segment) => segment.mode === "TRAIN") && { byTrain: true as const }),
  };
}

function flightCardOf(proposal: TransportProposal): FlightCard {
  return {
    id: proposal.id,
    legs: proposal.legs.map(flightCardLegOf),
    carrier: proposal.validatingCarrier.name,
    luggage: proposal.luggage.included,
    seatsLeft: proposal.seatsLeft,
    currency: proposal.price.total.currency,
    total: proposal.price.total.amount,
    perAdult: proposal.price.perAdult.amount,
  };
}

export function flightCardsPageOf(page: TransportProposalsPage): FlightCardsPage {
  return { ...page, proposals: page.proposals.map(flightCardOf) };
}
