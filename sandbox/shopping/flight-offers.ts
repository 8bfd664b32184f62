import type { BaggageKind, Leg, Money, TransportProposal } from "../../shared/api/shopping";
import { SHOPPING_CURRENCY } from "../../shared/api/shopping";
import { distanceMeters } from "./geo";
import { AIRLINES, HUBS, RAIL_CARRIER, airportByCode, servedAirportPairs, type Airline } from "./flight-network";
import { idOf, randomFrom, type Random } from "./random";
import { dateTimeAt, seasonFactor } from "./calendar";

/**
 * Flight proposals for a search. Each direction's options are seeded by route and date only, so the
 * same trip always shows the same flights; the party only changes the prices.
 */
export interface FlightSearchParams {
  departure: string;
  destination: string;
  outboundDate: string;
  returnDate?: string | undefined;
  adults: number;
  childrenAges: number[];
}

interface LegOption {
  leg: Leg;
  airline: Airline;
  pricePerAdult: number;
  luggage: BaggageKind;
}

const money = (amount: number): Money => ({ amount, currency: SHOPPING_CURRENCY });
const roundTo5 = (minutes: number) => Math.round(minutes / 5) * 5;

function flightMinutes(from: string, to: string): number {
  const a = airportByCode(from)!;
  const b = airportByCode(to)!;
  return roundTo5(35 + (distanceMeters(a, b) / 1000 / 780) * 60);
}

function carriersFor(random: Random, from: string, to: string, stops: number): Airline {
  const countries = [airportByCode(from)?.countryCode, airportByCode(to)?.countryCode];
  const candidates = AIRLINES.filter((a) => (stops === 0 ? a.countryCode === null || countries.includes(a.countryCode) : !a.lowCost));
  return random.pick(candidates.length > 0 ? candidates : AIRLINES);
}

function legOption(random: Random, pairs: [string, string][], date: string, direction: Leg["direction"], index: number): LegOption {
  const [from, to] = random.pick(pairs);
  const roll = random.next();
  const stops = roll < 0.55 ? 0 : roll < 0.9 ? 1 : 2;
  const cities = new Set([airportByCode(from)!.cityCode, airportByCode(to)!.cityCode]);
  const hubs = random.sample(HUBS.filter((h) => !cities.has(airportByCode(h)!.cityCode)), stops);
  const path = [from, ...hubs, to];
  const airline = carriersFor(random, from, to, stops);
  const withTrain = stops > 0 && random.chance(0.25);

  let clock = random.int(6 * 12, 21 * 12 + 6) * 5;
  const start = clock;
  const segments: Leg["segments"] = [];
  const connections: Leg["connections"] = [];
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [a, b] = [path[hop]!, path[hop + 1]!];
    const train = withTrain && hop === path.length - 2;
    const duration = train ? roundTo5(flightMinutes(a, b) * 2.2) : flightMinutes(a, b);
    const stop = (code: string, at: number) => ({ airportCode: code, cityCode: airportByCode(code)!.cityCode, dateTime: dateTimeAt(date, at) });
    segments.push({
      mode: train ? "TRAIN" : "FLIGHT",
      carrier: train ? { ...RAIL_CARRIER } : { code: airline.code, name: airline.name },
      number: `${train ? RAIL_CARRIER.code : airline.code}${random.int(100, 9899)}`,
      departure: stop(a, clock),
      arrival: stop(b, clock + duration),
      durationMinutes: duration,
    });
    clock += duration;
    if (hop < path.length - 2) {
      const wait = random.int(9, 48) * 5;
      connections.push({ airportCode: b, durationMinutes: wait });
      clock += wait;
    }
  }
  const flownKm = path.slice(1).reduce((km, code, i) => km + distanceMeters(airportByCode(path[i]!)!, airportByCode(code)!) / 1000, 0);
  const stopFactor = stops === 0 ? 1.15 : stops === 1 ? 0.95 : 0.85;
  const price = (2_900 + flownKm * 7) * (airline.lowCost ? 0.65 : 1) * stopFactor * (0.8 + random.next() * 0.6) * seasonFactor(date);
  const luggage: BaggageKind = airline.lowCost ? random.pick(["NONE", "CABIN"] as const) : random.pick(["CABIN", "CABIN_CHECKED", "CABIN_CHECKED", "CHECKED"] as const);
  return {
    leg: {
      id: idOf("LEG", `${from}>${to}:${date}:${direction}:${index}`),
      direction,
      departure: segments[0]!.departure,
      arrival: segments[segments.length - 1]!.arrival,
      durationMinutes: clock - start,
      stops,
      connections,
      segments,
    },
    airline,
    pricePerAdult: Math.max(1_999, Math.round(price / 100) * 100 - 1),
    luggage,
  };
}

/** The options of one direction, or null when no route serves it. */
function legOptions(from: string, to: string, date: string, direction: Leg["direction"], count: (r: Random) => number): LegOption[] | null {
  const pairs = servedAirportPairs(from, to);
  if (pairs.length === 0) return null;
  const random = randomFrom(`flights:${from}>${to}:${date}:${direction}`);
  return Array.from({ length: count(random) }, (_, index) => legOption(random, pairs, date, direction, index));
}

const LUGGAGE_ADD_ONS: Record<BaggageKind, [BaggageKind, number][]> = {
  NONE: [["CABIN", 1_800], ["CHECKED", 3_200], ["CABIN_CHECKED", 4_500]],
  CABIN: [["CABIN_CHECKED", 3_200]],
  CHECKED: [["CABIN_CHECKED", 1_500]],
  CABIN_CHECKED: [],
};

/** What the party pays for a per-adult fare: children 75 %, infants (under 2) 10 %. */
export function partyPrice(perAdult: number, adults: number, childrenAges: number[]): number {
  return perAdult * adults + childrenAges.reduce((sum, age) => sum + Math.round(perAdult * (age < 2 ? 0.1 : 0.75)), 0);
}

function proposalOf(outbound: LegOption, inbound: LegOption | null, params: FlightSearchParams, seatsRandom: Random): TransportProposal {
  const perAdult = outbound.pricePerAdult + (inbound?.pricePerAdult ?? 0);
  const legs = inbound ? [outbound.leg, inbound.leg] : [outbound.leg];
  const firstFlight = outbound.leg.segments.find((s) => s.mode === "FLIGHT")!;
  return {
    id: idOf("TP", `${outbound.leg.id}|${inbound?.leg.id ?? "-"}|${params.adults}|${params.childrenAges.join(",")}`),
    transportType: legs.some((leg) => leg.segments.some((s) => s.mode === "TRAIN")) ? "FLIGHT_AND_TRAIN" : "ONLY_FLIGHT",
    validatingCarrier: { ...firstFlight.carrier },
    legs,
    luggage: {
      included: outbound.luggage,
      options: LUGGAGE_ADD_ONS[outbound.luggage].map(([kind, amount]) => ({ kind, price: money(amount) })),
    },
    price: { total: money(partyPrice(perAdult, params.adults, params.childrenAges)), perAdult: money(perAdult) },
    seatsLeft: seatsRandom.int(1, 9),
  };
}

/** Every proposal of a flight search (outbound × inbound for a return trip), or null when no route serves it. */
export function flightProposalsFor(params: FlightSearchParams): TransportProposal[] | null {
  const { departure, destination, outboundDate, returnDate } = params;
  const outbound = legOptions(departure, destination, outboundDate, "OUTBOUND", (r) => (returnDate ? r.int(8, 12) : r.int(24, 32)));
  if (!outbound) return null;
  const seatsRandom = randomFrom(`seats:${departure}>${destination}:${outboundDate}:${returnDate ?? "-"}`);
  if (!returnDate) return outbound.map((o) => proposalOf(o, null, params, seatsRandom));
  const inbound = legOptions(destination, departure, returnDate, "INBOUND", (r) => r.int(5, 8));
  if (!inbound) return null;
  return outbound.flatMap((o) => inbound.map((i) => proposalOf(o, i, params, seatsRandom)));
}
