/**
 * The transport contract's names without its schemas: the flight filters, cards and sort form
 * import them from here, so valibot's schemas stay out of the browser chunks that need only names.
 */

/** What luggage a fare includes: SPEC §5's baggageIncluded values. */
export const BAGGAGE_KINDS = ["NONE", "CABIN", "CHECKED", "CABIN_CHECKED"] as const;
export type BaggageKind = (typeof BAGGAGE_KINDS)[number];
export const TRANSPORT_TYPES = ["ONLY_FLIGHT", "FLIGHT_AND_TRAIN"] as const;

/** Facet names of a flight proposals request (SPEC §5). Ranges of times are HH:mm, durations minutes. */
export const TRANSPORT_FACETS = {
  price: "price",
  outboundStops: "outboundStops",
  inboundStops: "inboundStops",
  baggageIncluded: "baggageIncluded",
  transportType: "transportType",
  outboundDepartureTime: "outboundDepartureTime",
  outboundArrivalTime: "outboundArrivalTime",
  inboundDepartureTime: "inboundDepartureTime",
  inboundArrivalTime: "inboundArrivalTime",
  connectionTime: "connectionTime",
  tripDuration: "tripDuration",
} as const;
export const TRANSPORT_SORTS = ["RECOMMENDED", "PRICE", "DURATION", "DEPARTURE_TIME"] as const;
