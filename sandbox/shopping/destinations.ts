/**
 * The destinations the sandbox sells: where each city is, how many hotels it has, what a night
 * costs there relative to the average, and the local words hotel names and streets are made of.
 */
export interface DestinationInfo {
  code: string;
  name: string;
  /** The city's name where the shop's languages say it differently (English is `name`). */
  localNames?: Partial<Record<"it" | "es" | "fr", string>>;
  countryCode: string;
  centre: { latitude: number; longitude: number };
  hotelCount: number;
  /** Airports that serve the city (a flight to ROM may land at FCO or CIA). */
  airports: string[];
  costFactor: number;
  coastal: boolean;
  words: string[];
}

const STREET_PREFIX: Record<string, string> = { IT: "Via", ES: "Calle", FR: "Rue", PT: "Rua", GR: "Odos", NL: "Straat", CZ: "Ulice", AT: "Gasse", HR: "Ulica" };

export function streetPrefixOf(countryCode: string): string {
  return STREET_PREFIX[countryCode] ?? "Street";
}

export const DESTINATIONS: readonly DestinationInfo[] = [
  { code: "ROM", name: "Rome", localNames: { it: "Roma", es: "Roma" }, countryCode: "IT", centre: { latitude: 41.9028, longitude: 12.4964 }, hotelCount: 48, airports: ["FCO", "CIA"], costFactor: 1.15, coastal: false, words: ["Colosseo", "Trevi", "Pantheon", "Navona", "Trastevere", "Borghese", "Quirinale", "Aventino", "Gianicolo"] },
  { code: "BCN", name: "Barcelona", localNames: { it: "Barcellona", fr: "Barcelone" }, countryCode: "ES", centre: { latitude: 41.3874, longitude: 2.1686 }, hotelCount: 44, airports: ["BCN"], costFactor: 1.1, coastal: true, words: ["Ramblas", "Gracia", "Born", "Eixample", "Montjuic", "Barceloneta", "Sagrada", "Diagonal", "Tibidabo"] },
  { code: "PAR", name: "Paris", localNames: { it: "Parigi", es: "París" }, countryCode: "FR", centre: { latitude: 48.8566, longitude: 2.3522 }, hotelCount: 46, airports: ["CDG", "ORY"], costFactor: 1.35, coastal: false, words: ["Marais", "Montmartre", "Opera", "Louvre", "Saint-Germain", "Bastille", "Concorde", "Trocadero", "Batignolles"] },
  { code: "LIS", name: "Lisbon", localNames: { it: "Lisbona", es: "Lisboa", fr: "Lisbonne" }, countryCode: "PT", centre: { latitude: 38.7223, longitude: -9.1393 }, hotelCount: 30, airports: ["LIS"], costFactor: 0.95, coastal: true, words: ["Alfama", "Chiado", "Belem", "Baixa", "Bairro Alto", "Estrela", "Graca", "Principe Real"] },
  { code: "ATH", name: "Athens", localNames: { it: "Atene", es: "Atenas", fr: "Athènes" }, countryCode: "GR", centre: { latitude: 37.9838, longitude: 23.7275 }, hotelCount: 26, airports: ["ATH"], costFactor: 0.9, coastal: true, words: ["Plaka", "Acropolis", "Kolonaki", "Monastiraki", "Psirri", "Syntagma", "Koukaki", "Thissio"] },
  { code: "PMI", name: "Palma de Mallorca", localNames: { it: "Palma di Maiorca", fr: "Palma de Majorque" }, countryCode: "ES", centre: { latitude: 39.5696, longitude: 2.6502 }, hotelCount: 28, airports: ["PMI"], costFactor: 1.05, coastal: true, words: ["Portixol", "Santa Catalina", "Bellver", "Llotja", "Cala Major", "Es Molinar", "Almudaina", "Son Vida"] },
  { code: "MAD", name: "Madrid", countryCode: "ES", centre: { latitude: 40.4168, longitude: -3.7038 }, hotelCount: 32, airports: ["MAD"], costFactor: 1.0, coastal: false, words: ["Sol", "Retiro", "Malasana", "Chueca", "Salamanca", "Lavapies", "Prado", "Gran Via", "Chamberi"] },
  { code: "MIL", name: "Milan", localNames: { it: "Milano", es: "Milán" }, countryCode: "IT", centre: { latitude: 45.4642, longitude: 9.19 }, hotelCount: 26, airports: ["MXP", "LIN"], costFactor: 1.15, coastal: false, words: ["Duomo", "Brera", "Navigli", "Sforza", "Isola", "Porta Romana", "Tortona", "Magenta"] },
  { code: "NAP", name: "Naples", localNames: { it: "Napoli", es: "Nápoles" }, countryCode: "IT", centre: { latitude: 40.8518, longitude: 14.2681 }, hotelCount: 20, airports: ["NAP"], costFactor: 0.85, coastal: true, words: ["Chiaia", "Vomero", "Posillipo", "Toledo", "Partenope", "Sanita", "Mergellina", "Plebiscito"] },
  { code: "SVQ", name: "Seville", localNames: { it: "Siviglia", es: "Sevilla", fr: "Séville" }, countryCode: "ES", centre: { latitude: 37.3891, longitude: -5.9845 }, hotelCount: 18, airports: ["SVQ"], costFactor: 0.85, coastal: false, words: ["Triana", "Giralda", "Santa Cruz", "Alameda", "Macarena", "Arenal", "Alcazar", "Nervion"] },
  { code: "NCE", name: "Nice", localNames: { it: "Nizza", es: "Niza" }, countryCode: "FR", centre: { latitude: 43.7102, longitude: 7.262 }, hotelCount: 18, airports: ["NCE"], costFactor: 1.25, coastal: true, words: ["Promenade", "Cimiez", "Massena", "Vieux Nice", "Port Lympia", "Riviera", "Mont Boron", "Azur"] },
  { code: "AMS", name: "Amsterdam", localNames: { es: "Ámsterdam" }, countryCode: "NL", centre: { latitude: 52.3676, longitude: 4.9041 }, hotelCount: 24, airports: ["AMS"], costFactor: 1.3, coastal: false, words: ["Jordaan", "Canal", "Vondel", "De Pijp", "Dam", "Oost", "Museum", "Amstel"] },
  { code: "PRG", name: "Prague", localNames: { it: "Praga", es: "Praga" }, countryCode: "CZ", centre: { latitude: 50.0755, longitude: 14.4378 }, hotelCount: 22, airports: ["PRG"], costFactor: 0.8, coastal: false, words: ["Mala Strana", "Vltava", "Hradcany", "Vinohrady", "Zizkov", "Karlin", "Charles", "Wenceslas"] },
  { code: "VIE", name: "Vienna", localNames: { es: "Viena", fr: "Vienne" }, countryCode: "AT", centre: { latitude: 48.2082, longitude: 16.3738 }, hotelCount: 22, airports: ["VIE"], costFactor: 1.1, coastal: false, words: ["Ring", "Belvedere", "Prater", "Naschmarkt", "Hofburg", "Josefstadt", "Neubau", "Schonbrunn"] },
  { code: "DBV", name: "Dubrovnik", countryCode: "HR", centre: { latitude: 42.6507, longitude: 18.0944 }, hotelCount: 14, airports: ["DBV"], costFactor: 1.2, coastal: true, words: ["Stradun", "Lapad", "Ploce", "Lokrum", "Gruz", "Srd", "Pile"] },
  { code: "JTR", name: "Santorini", localNames: { fr: "Santorin" }, countryCode: "GR", centre: { latitude: 36.4167, longitude: 25.4321 }, hotelCount: 16, airports: ["JTR"], costFactor: 1.3, coastal: true, words: ["Oia", "Fira", "Imerovigli", "Kamari", "Perissa", "Caldera", "Akrotiri"] },
  { code: "TCI", name: "Tenerife", countryCode: "ES", centre: { latitude: 28.2916, longitude: -16.6291 }, hotelCount: 20, airports: ["TFS", "TFN"], costFactor: 0.95, coastal: true, words: ["Teide", "Las Americas", "Adeje", "Los Cristianos", "Anaga", "Orotava", "Medano", "Garachico"] },
];

const BY_CODE = new Map(DESTINATIONS.map((d) => [d.code, d]));

export function destinationByCode(code: string): DestinationInfo | undefined {
  return BY_CODE.get(code);
}

/** The destination's name in `language` (English when the city has no other name there). */
export function destinationNameIn(destination: DestinationInfo, language: string): string {
  return destination.localNames?.[language as "it" | "es" | "fr"] ?? destination.name;
}
