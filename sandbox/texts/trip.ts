import type { Language } from "../../shared/constants";

/** The words of the flights in a cart: the leg's name, its stops, the cabin, a package's name. */

const FLIGHT: Record<Language, { one: string; many: string }> = {
  en: { one: "Flight", many: "flights" },
  it: { one: "Volo", many: "voli" },
  es: { one: "Vuelo", many: "vuelos" },
  fr: { one: "Vol", many: "vols" },
};
const PACKAGE: Record<Language, (hotel: string) => string> = {
  en: (hotel) => `Flight + hotel: ${hotel}`,
  it: (hotel) => `Volo + hotel: ${hotel}`,
  es: (hotel) => `Vuelo + hotel: ${hotel}`,
  fr: (hotel) => `Vol + hôtel : ${hotel}`,
};
const DIRECT: Record<Language, string> = { en: "direct", it: "diretto", es: "directo", fr: "direct" };
const STOPS: Record<Language, { one: string; other: string; via: string }> = {
  en: { one: "stop", other: "stops", via: "via" },
  it: { one: "scalo", other: "scali", via: "a" },
  es: { one: "escala", other: "escalas", via: "en" },
  fr: { one: "escale", other: "escales", via: "à" },
};
const ECONOMY: Record<Language, string> = { en: "economy", it: "classe economica", es: "clase turista", fr: "classe économique" };

/** "Flight MAD → PMI", "Volo MAD → PMI". */
export const flightNameIn = (from: string, to: string, language: Language): string => `${FLIGHT[language].one} ${from} → ${to}`;

/** "flights IB 3521 / IB 3522": a package's flight numbers, one group per leg. */
export const flightNumbersIn = (numbersPerLeg: readonly string[], language: Language): string => `${FLIGHT[language].many} ${numbersPerLeg.join(" / ")}`;

export const packageNameIn = (hotel: string, language: Language): string => PACKAGE[language](hotel);

/** "direct", or "1 stop via LIS" in the language, with its plural rule. */
export function stopsIn(connections: readonly string[], language: Language): string {
  if (connections.length === 0) return DIRECT[language];
  const words = STOPS[language];
  const form = new Intl.PluralRules(language).select(connections.length) === "one" ? words.one : words.other;
  return `${connections.length} ${form} ${words.via} ${connections.join(", ")}`;
}

export const economyIn = (language: Language): string => ECONOMY[language];
