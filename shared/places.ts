import type { Language } from "./constants";

/**
 * Where a search can depart from: IATA city codes (every airport of the city) and airport codes,
 * named in each of the shop's languages. A shopper may type any language's name ("Rome" on the
 * Italian site still finds Roma), so every name is also a match alias.
 */
interface DeparturePlace {
  code: string;
  kind: "city" | "airport";
  names: Record<Language, string>;
}

const city = (code: string, en: string, other: Partial<Record<Exclude<Language, "en">, string>> = {}) =>
  ({ en, it: other.it ?? en, es: other.es ?? en, fr: other.fr ?? en, code }) as const;

const ROME = city("ROM", "Rome", { it: "Roma", es: "Roma" });
const MILAN = city("MIL", "Milan", { it: "Milano", es: "Milán" });
const PARIS = city("PAR", "Paris", { it: "Parigi", es: "París" });
const LONDON = city("LON", "London", { it: "Londra", es: "Londres", fr: "Londres" });
const MADRID = city("MAD", "Madrid");
const BARCELONA = city("BCN", "Barcelona", { it: "Barcellona", fr: "Barcelone" });
const LISBON = city("LIS", "Lisbon", { it: "Lisbona", es: "Lisboa", fr: "Lisbonne" });

type City = ReturnType<typeof city>;
const names = (of: City, airport?: string): Record<Language, string> => ({
  en: airport ? `${of.en} ${airport}` : of.en,
  it: airport ? `${of.it} ${airport}` : of.it,
  es: airport ? `${of.es} ${airport}` : of.es,
  fr: airport ? `${of.fr} ${airport}` : of.fr,
});

/** Cities with several airports first (as a whole), then each airport; single-airport cities once. */
export const DEPARTURE_PLACES: readonly DeparturePlace[] = [
  { code: MADRID.code, kind: "airport", names: names(MADRID) },
  { code: BARCELONA.code, kind: "airport", names: names(BARCELONA) },
  { code: ROME.code, kind: "city", names: names(ROME) },
  { code: "FCO", kind: "airport", names: names(ROME, "Fiumicino") },
  { code: MILAN.code, kind: "city", names: names(MILAN) },
  { code: "MXP", kind: "airport", names: names(MILAN, "Malpensa") },
  { code: PARIS.code, kind: "city", names: names(PARIS) },
  { code: "CDG", kind: "airport", names: names(PARIS, "Charles de Gaulle") },
  { code: "ORY", kind: "airport", names: names(PARIS, "Orly") },
  { code: LISBON.code, kind: "airport", names: names(LISBON) },
  { code: LONDON.code, kind: "city", names: names(LONDON) },
  { code: "LHR", kind: "airport", names: names(LONDON, "Heathrow") },
];

interface LocalizedDeparture {
  code: string;
  kind: "city" | "airport";
  /** The name in the asked language. */
  name: string;
  /** The names in the other languages, for matching what a shopper types. */
  aliases: string[];
}

export function departurePlacesIn(language: Language): LocalizedDeparture[] {
  return DEPARTURE_PLACES.map((place) => ({
    code: place.code,
    kind: place.kind,
    name: place.names[language],
    aliases: [...new Set(Object.values(place.names))].filter((name) => name !== place.names[language]),
  }));
}

/** A departure code's name in `language`, or null for a code the storefront does not list. */
export function departureNameOf(code: string, language: Language): string | null {
  return DEPARTURE_PLACES.find((place) => place.code === code)?.names[language] ?? null;
}

/** A search's departure and destination named in `language` where the list knows them (loaders pass these to the page). */
export function placeNamesOf(query: { departure: string | null; destination: string | null }, language: Language): { departure: string | null; destination: string | null } {
  return {
    departure: query.departure ? departureNameOf(query.departure, language) : null,
    destination: query.destination ? departureNameOf(query.destination, language) : null,
  };
}
