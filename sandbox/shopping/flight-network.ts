import { DESTINATIONS } from "./destinations";

/**
 * Where the sandbox's airlines fly: airports (with their city), carriers, and the routes between
 * the European origins and the destinations. A route is served in both directions.
 */
export interface Airport {
  code: string;
  cityCode: string;
  latitude: number;
  longitude: number;
  countryCode: string;
}

export interface Airline {
  code: string;
  name: string;
  lowCost: boolean;
  /** Country of the airline's home market: it flies most from there. */
  countryCode: string | null;
}

const airport = (code: string, cityCode: string, latitude: number, longitude: number, countryCode: string): Airport => ({ code, cityCode, latitude, longitude, countryCode });

/** The origins shoppers fly from, plus the destinations' airports and the hubs connections go through. */
export const AIRPORTS: readonly Airport[] = [
  airport("MAD", "MAD", 40.47, -3.56, "ES"), airport("BCN", "BCN", 41.3, 2.08, "ES"), airport("FCO", "ROM", 41.8, 12.25, "IT"),
  airport("CIA", "ROM", 41.8, 12.59, "IT"), airport("MXP", "MIL", 45.63, 8.72, "IT"), airport("LIN", "MIL", 45.45, 9.28, "IT"),
  airport("CDG", "PAR", 49.01, 2.55, "FR"), airport("ORY", "PAR", 48.73, 2.37, "FR"), airport("LIS", "LIS", 38.77, -9.13, "PT"),
  airport("LHR", "LON", 51.47, -0.45, "GB"), airport("LGW", "LON", 51.15, -0.18, "GB"), airport("ATH", "ATH", 37.94, 23.94, "GR"),
  airport("PMI", "PMI", 39.55, 2.74, "ES"), airport("NAP", "NAP", 40.88, 14.29, "IT"), airport("SVQ", "SVQ", 37.42, -5.9, "ES"),
  airport("NCE", "NCE", 43.66, 7.21, "FR"), airport("AMS", "AMS", 52.31, 4.76, "NL"), airport("PRG", "PRG", 50.1, 14.26, "CZ"),
  airport("VIE", "VIE", 48.11, 16.57, "AT"), airport("DBV", "DBV", 42.56, 18.27, "HR"), airport("JTR", "JTR", 36.4, 25.48, "GR"),
  airport("TFS", "TCI", 28.04, -16.57, "ES"), airport("TFN", "TCI", 28.48, -16.34, "ES"), airport("FRA", "FRA", 50.04, 8.56, "DE"),
  airport("MUC", "MUC", 48.35, 11.79, "DE"), airport("ZRH", "ZRH", 47.46, 8.55, "CH"),
];

export const AIRLINES: readonly Airline[] = [
  { code: "IB", name: "Iberia", lowCost: false, countryCode: "ES" }, { code: "VY", name: "Vueling", lowCost: true, countryCode: "ES" },
  { code: "AZ", name: "ITA Airways", lowCost: false, countryCode: "IT" }, { code: "AF", name: "Air France", lowCost: false, countryCode: "FR" },
  { code: "TP", name: "TAP Air Portugal", lowCost: false, countryCode: "PT" }, { code: "BA", name: "British Airways", lowCost: false, countryCode: "GB" },
  { code: "KL", name: "KLM", lowCost: false, countryCode: "NL" }, { code: "LH", name: "Lufthansa", lowCost: false, countryCode: "DE" },
  { code: "LX", name: "Swiss", lowCost: false, countryCode: "CH" }, { code: "OS", name: "Austrian Airlines", lowCost: false, countryCode: "AT" },
  { code: "A3", name: "Aegean Airlines", lowCost: false, countryCode: "GR" }, { code: "FR", name: "Ryanair", lowCost: true, countryCode: null },
  { code: "U2", name: "easyJet", lowCost: true, countryCode: null },
];

/** Rail carrier of the last stretch of a FLIGHT_AND_TRAIN itinerary. */
export const RAIL_CARRIER = { code: "2A", name: "Rail&Fly" } as const;

/** Airports a connection may go through. */
export const HUBS: readonly string[] = ["FRA", "MUC", "ZRH", "AMS", "CDG", "MAD", "FCO", "VIE", "LIS"];

/** The airports shoppers fly from (SPEC: European origins). */
export const ORIGIN_AIRPORTS: readonly string[] = ["MAD", "BCN", "FCO", "MXP", "CDG", "ORY", "LIS", "LHR"];

/** Seasonal islands only the big hubs serve; everything else is served from every origin. */
const SEASONAL_DESTINATIONS = new Set(["DBV", "JTR"]);
const SEASONAL_ORIGINS = new Set(["FCO", "CDG", "LHR", "MXP"]);

const AIRPORT_BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));
export const airportByCode = (code: string): Airport | undefined => AIRPORT_BY_CODE.get(code);
export const airlineByCode = (code: string): Airline | undefined => AIRLINES.find((a) => a.code === code);

/** Airports a location code stands for: an airport code itself, or every airport of a city code. */
export function airportsOf(locationCode: string): string[] {
  if (AIRPORT_BY_CODE.has(locationCode)) return [locationCode];
  return AIRPORTS.filter((a) => a.cityCode === locationCode).map((a) => a.code);
}

export interface Route {
  origin: string;
  destinationCity: string;
}

/** Every served origin airport → destination city pair (each also flown back). */
export const ROUTES: readonly Route[] = ORIGIN_AIRPORTS.flatMap((origin) =>
  DESTINATIONS.filter((d) => d.code !== airportByCode(origin)?.cityCode)
    .filter((d) => !SEASONAL_DESTINATIONS.has(d.code) || SEASONAL_ORIGINS.has(origin))
    .map((d) => ({ origin, destinationCity: d.code })),
);

function servedPair(originAirport: string, destinationAirport: string): boolean {
  const destinationCity = airportByCode(destinationAirport)?.cityCode;
  return ROUTES.some((r) => r.origin === originAirport && r.destinationCity === destinationCity);
}

/**
 * The airport pairs a search between two location codes can fly, in either direction (a return
 * leg from ROM to MAD flies the MAD–ROM route back). Empty when no route serves the search.
 */
export function servedAirportPairs(fromCode: string, toCode: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const from of airportsOf(fromCode)) {
    for (const to of airportsOf(toCode)) {
      if (servedPair(from, to) || servedPair(to, from)) pairs.push([from, to]);
    }
  }
  return pairs;
}
