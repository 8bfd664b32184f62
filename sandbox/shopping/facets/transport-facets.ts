import type { Leg, TransportProposal } from "../../../shared/api/shopping";
import { BAGGAGE_KINDS, TRANSPORT_FACETS, TRANSPORT_TYPES } from "../../../shared/api/shopping";
import { minutesOfDay, type FacetDefinition, type SortDefinition } from "./engine";

/** The flight filters of SPEC §5 as facets over transport proposals. */
const outbound = (p: TransportProposal): Leg => p.legs[0]!;
const inbound = (p: TransportProposal): Leg | undefined => p.legs[1];
const stopsOf = (leg: Leg | undefined) => (leg ? [String(leg.stops)] : []);
const timeOf = (leg: Leg | undefined, end: "departure" | "arrival") => (leg ? [minutesOfDay(leg[end].dateTime)] : []);

export const TRANSPORT_FACET_DEFINITIONS: readonly FacetDefinition<TransportProposal>[] = [
  { name: TRANSPORT_FACETS.price, kind: "range", numbersOf: (p) => [p.price.total.amount] },
  { name: TRANSPORT_FACETS.outboundStops, kind: "values", match: "any", known: ["0", "1", "2"], valuesOf: (p) => stopsOf(outbound(p)) },
  // Direct-only sets inbound stops too (SPEC §5); a one-way trip has no inbound leg and must still match.
  { name: TRANSPORT_FACETS.inboundStops, kind: "values", match: "any", known: ["0", "1", "2"], absentMatches: true, valuesOf: (p) => stopsOf(inbound(p)) },
  { name: TRANSPORT_FACETS.baggageIncluded, kind: "values", match: "any", known: BAGGAGE_KINDS, valuesOf: (p) => [p.luggage.included] },
  { name: TRANSPORT_FACETS.transportType, kind: "values", match: "any", known: TRANSPORT_TYPES, valuesOf: (p) => [p.transportType] },
  { name: TRANSPORT_FACETS.outboundDepartureTime, kind: "range", unit: "time", numbersOf: (p) => timeOf(outbound(p), "departure") },
  { name: TRANSPORT_FACETS.outboundArrivalTime, kind: "range", unit: "time", numbersOf: (p) => timeOf(outbound(p), "arrival") },
  { name: TRANSPORT_FACETS.inboundDepartureTime, kind: "range", unit: "time", numbersOf: (p) => timeOf(inbound(p), "departure") },
  { name: TRANSPORT_FACETS.inboundArrivalTime, kind: "range", unit: "time", numbersOf: (p) => timeOf(inbound(p), "arrival") },
  { name: TRANSPORT_FACETS.connectionTime, kind: "range", numbersOf: (p) => p.legs.flatMap((leg) => leg.connections.map((c) => c.durationMinutes)) },
  { name: TRANSPORT_FACETS.tripDuration, kind: "range", numbersOf: (p) => p.legs.map((leg) => leg.durationMinutes) },
];

const totalMinutes = (p: TransportProposal) => p.legs.reduce((sum, leg) => sum + leg.durationMinutes, 0);

export const TRANSPORT_SORT_DEFINITIONS: readonly SortDefinition<TransportProposal>[] = [
  // RECOMMENDED prices an hour of travel at 36 € per adult: a cheap 14-hour trip does not win.
  { name: "RECOMMENDED", keyOf: (p) => p.price.perAdult.amount + totalMinutes(p) * 60 },
  { name: "PRICE", keyOf: (p) => p.price.total.amount },
  { name: "DURATION", keyOf: totalMinutes },
  { name: "DEPARTURE_TIME", keyOf: (p) => minutesOfDay(outbound(p).departure.dateTime) },
];
