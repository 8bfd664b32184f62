/** Departure airports offered by the search forms (IATA city or airport codes). */
export const DEPARTURE_PLACES = [
  { code: "MAD", name: "Madrid" },
  { code: "BCN", name: "Barcelona" },
  { code: "FCO", name: "Roma Fiumicino" },
  { code: "MXP", name: "Milano Malpensa" },
  { code: "CDG", name: "Paris Charles de Gaulle" },
  { code: "ORY", name: "Paris Orly" },
  { code: "LIS", name: "Lisboa" },
  { code: "LHR", name: "London Heathrow" },
] as const;
