import type { Facet } from "../api/shopping/common";
import { TRANSPORT_FACETS } from "../api/shopping/transport-constants";
import { priceWithinCap } from "./budget";

/**
 * Flight filters (SPEC §5) as the shopper sets them, their place in the URL, and the facets of a
 * RetrieveProposals request built from them. Pure: the flight results loader, the filter panel and
 * the tests all go through these functions. Hostile URL values are dropped, never thrown.
 *
 * URL parameters:
 *   price=MIN-MAX          total price, minor units        direct=true      direct flights only
 *   luggage=CABIN-CHECKED  luggage that must be included
 *   outDep=MIN-MAX  outArr=…  inDep=…  inArr=…              time windows per leg, minutes of the day
 *   connection=MAX         longest connection, minutes      duration=MAX    longest leg, minutes
 */

/** A window of the day in minutes since midnight, both ends included (0–1439). */
interface TimeWindow {
  from: number;
  to: number;
}

/** The two luggage options a shopper can ask for; SPEC §5 turns them into baggageIncluded values. */
const LUGGAGE_OPTIONS = ["CABIN", "CHECKED"] as const;
export type LuggageOption = (typeof LUGGAGE_OPTIONS)[number];

export interface FlightFilters {
  /** Total price for the party, minor units. */
  price: { min: number; max: number } | null;
  directOnly: boolean;
  luggage: LuggageOption[];
  outboundDeparture: TimeWindow | null;
  outboundArrival: TimeWindow | null;
  inboundDeparture: TimeWindow | null;
  inboundArrival: TimeWindow | null;
  /** Longest connection, minutes. */
  maxConnectionMinutes: number | null;
  /** Longest leg, minutes. */
  maxDurationMinutes: number | null;
}

export const NO_FLIGHT_FILTERS: FlightFilters = {
  price: null,
  directOnly: false,
  luggage: [],
  outboundDeparture: null,
  outboundArrival: null,
  inboundDeparture: null,
  inboundArrival: null,
  maxConnectionMinutes: null,
  maxDurationMinutes: null,
};

/** The URL parameter of each filter (also what the filter panel's inputs are named). */
export const FLIGHT_FILTER_PARAMS = {
  price: "price",
  directOnly: "direct",
  luggage: "luggage",
  outboundDeparture: "outDep",
  outboundArrival: "outArr",
  inboundDeparture: "inDep",
  inboundArrival: "inArr",
  maxConnectionMinutes: "connection",
  maxDurationMinutes: "duration",
} as const satisfies Record<keyof FlightFilters, string>;

export const TIME_WINDOW_FILTERS = ["outboundDeparture", "outboundArrival", "inboundDeparture", "inboundArrival"] as const;
type TimeWindowFilter = (typeof TIME_WINDOW_FILTERS)[number];

/** The parts of the day the panel offers, in minutes (the last minute of the day is 1439). */
export const DAY_PARTS = {
  night: { from: 0, to: 359 },
  morning: { from: 360, to: 719 },
  afternoon: { from: 720, to: 1079 },
  evening: { from: 1080, to: 1439 },
} as const satisfies Record<string, TimeWindow>;

const LAST_MINUTE_OF_DAY = 1_439;
const MAX_PARAM_LENGTH = 256;
/** A price no trip reaches (minor units): the open end of a one-sided price range. */
const PRICE_CEILING = 100_000_000;
/** Longer than any itinerary: a bigger limit is somebody typing. */
const MAX_MINUTES = 7 * 24 * 60;

/** Minutes since midnight as HH:mm (SPEC §5): 0 → "00:00", 1439 → "23:59". Out-of-range values are clamped. */
export function minutesToHhmm(minutes: number): string {
  const clamped = Math.min(LAST_MINUTE_OF_DAY, Math.max(0, Math.floor(minutes)));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`;
}

function pairOf(raw: string | null, max: number): { min: number; max: number } | null {
  if (!raw || raw.length > MAX_PARAM_LENGTH) return null;
  const match = /^(\d{0,9})-(\d{0,9})$/.exec(raw.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const low = match[1] ? Number(match[1]) : 0;
  const high = match[2] ? Number(match[2]) : max;
  return low <= high && high <= max ? { min: low, max: high } : null;
}

function windowOf(raw: string | null): TimeWindow | null {
  const pair = pairOf(raw, LAST_MINUTE_OF_DAY);
  return pair ? { from: pair.min, to: pair.max } : null;
}

function minutesOf(raw: string | null): number | null {
  if (!raw || !/^\d{1,5}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 1 && value <= MAX_MINUTES ? value : null;
}

function luggageOf(params: URLSearchParams): LuggageOption[] {
  const items = params.getAll(FLIGHT_FILTER_PARAMS.luggage).filter((raw) => raw.length <= MAX_PARAM_LENGTH).flatMap((raw) => raw.split(/[-,]/));
  return LUGGAGE_OPTIONS.filter((option) => items.some((item) => item.trim() === option));
}

export function flightFiltersFromParams(params: URLSearchParams): FlightFilters {
  const p = FLIGHT_FILTER_PARAMS;
  return {
    price: pairOf(params.get(p.price), PRICE_CEILING),
    directOnly: params.get(p.directOnly) === "true",
    luggage: luggageOf(params),
    outboundDeparture: windowOf(params.get(p.outboundDeparture)),
    outboundArrival: windowOf(params.get(p.outboundArrival)),
    inboundDeparture: windowOf(params.get(p.inboundDeparture)),
    inboundArrival: windowOf(params.get(p.inboundArrival)),
    maxConnectionMinutes: minutesOf(params.get(p.maxConnectionMinutes)),
    maxDurationMinutes: minutesOf(params.get(p.maxDurationMinutes)),
  };
}

/** Writes the filters into `params` (replacing what was there); empty filters leave no parameter. */
export function writeFlightFilters(params: URLSearchParams, filters: FlightFilters): URLSearchParams {
  const p = FLIGHT_FILTER_PARAMS;
  for (const name of Object.values(p)) params.delete(name);
  if (filters.price) params.set(p.price, `${filters.price.min}-${filters.price.max}`);
  if (filters.directOnly) params.set(p.directOnly, "true");
  if (filters.luggage.length) params.set(p.luggage, filters.luggage.join("-"));
  for (const name of TIME_WINDOW_FILTERS) {
    const window = filters[name];
    if (window) params.set(p[name], `${window.from}-${window.to}`);
  }
  if (filters.maxConnectionMinutes !== null) params.set(p.maxConnectionMinutes, String(filters.maxConnectionMinutes));
  if (filters.maxDurationMinutes !== null) params.set(p.maxDurationMinutes, String(filters.maxDurationMinutes));
  return params;
}

/**
 * SPEC §5's luggage rule: both options chosen → only CABIN_CHECKED (a fare with both); otherwise
 * CABIN_CHECKED plus the chosen one (a fare with both also has the one asked for). None: no facet.
 */
export function baggageIncludedOf(chosen: readonly LuggageOption[]): string[] {
  const unique = LUGGAGE_OPTIONS.filter((option) => chosen.includes(option));
  if (unique.length === 0) return [];
  if (unique.length === LUGGAGE_OPTIONS.length) return ["CABIN_CHECKED"];
  return ["CABIN_CHECKED", ...unique];
}

interface FlightFacetOptions {
  /** A return trip has an inbound leg; a one-way trip sends no inbound time windows. */
  returnTrip: boolean;
  /** The free-flight voucher's cap in minor units: replaces the price facet (SPEC §5). */
  voucherCapMinor: number | null;
  /** The brand's budget in minor units (shared/search/budget.ts): no price above it is asked for. */
  budgetCapMinor?: number | null;
}

/**
 * The facets of SPEC §5's flight filters, empty ones omitted: transportType always ONLY_FLIGHT;
 * the price range, or 0 to the voucher's cap on a free-flight search; direct-only as both legs'
 * stops at 0; the luggage rule; time windows as HH:mm ranges; connection time and trip duration
 * as ranges from 0 to the chosen limit.
 */
export function flightFacetsFromFilters(filters: FlightFilters, options: FlightFacetOptions): Facet[] {
  const f = TRANSPORT_FACETS;
  const facets: Facet[] = [{ name: f.transportType, values: ["ONLY_FLIGHT"] }];
  const budget = options.budgetCapMinor ?? null;
  const price = options.voucherCapMinor !== null ? priceWithinCap({ min: 0, max: options.voucherCapMinor }, budget) : priceWithinCap(filters.price, budget);
  if (price) facets.push({ name: f.price, range: { from: price.min, to: price.max } });
  if (filters.directOnly) facets.push({ name: f.outboundStops, values: [0] }, { name: f.inboundStops, values: [0] });
  const baggage = baggageIncludedOf(filters.luggage);
  if (baggage.length) facets.push({ name: f.baggageIncluded, values: baggage });
  const windows: [TimeWindowFilter, string][] = [
    ["outboundDeparture", f.outboundDepartureTime],
    ["outboundArrival", f.outboundArrivalTime],
    ["inboundDeparture", f.inboundDepartureTime],
    ["inboundArrival", f.inboundArrivalTime],
  ];
  for (const [filter, name] of windows) {
    const window = filters[filter];
    if (!window || (!options.returnTrip && filter.startsWith("inbound"))) continue;
    facets.push({ name, range: { from: minutesToHhmm(window.from), to: minutesToHhmm(window.to) } });
  }
  if (filters.maxConnectionMinutes !== null) facets.push({ name: f.connectionTime, range: { from: 0, to: filters.maxConnectionMinutes } });
  if (filters.maxDurationMinutes !== null) facets.push({ name: f.tripDuration, range: { from: 0, to: filters.maxDurationMinutes } });
  return facets;
}

/** How many filters the shopper has set (the phone's "Filters (n)" button). */
export function appliedFlightFilterCount(filters: FlightFilters): number {
  return (
    (filters.price ? 1 : 0) +
    (filters.directOnly ? 1 : 0) +
    filters.luggage.length +
    TIME_WINDOW_FILTERS.filter((name) => filters[name] !== null).length +
    (filters.maxConnectionMinutes !== null ? 1 : 0) +
    (filters.maxDurationMinutes !== null ? 1 : 0)
  );
}
