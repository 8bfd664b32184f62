import type { AccommodationStaticData, MealPlan } from "../../shared/api/shopping";
import { AMENITIES, PROPERTY_TYPES } from "../../shared/api/shopping";
import { DESTINATIONS, streetPrefixOf, type DestinationInfo } from "./destinations";
import { distanceMeters } from "./geo";
import { randomFrom, type Random } from "./random";
import type { RoomType } from "../texts";

/**
 * The sandbox's hotels: static facts (what RetreiveAccommodationStaticData returns) plus the
 * commercial terms every search prices from. Built once from a fixed seed, so every start serves
 * the same ids, names, stars and prices.
 */
export interface CatalogueHotel {
  /** The facts in every language alike; texts in a language are added by accommodation-texts.ts. */
  staticData: Omit<AccommodationStaticData, "description" | "rooms">;
  /** The room types it has, named in the shopper's language when answered. */
  rooms: CatalogueRoom[];
  /** Per room and night, in cents, before season and meal plan. */
  baseNightly: number;
  mealPlan: MealPlan;
  freeCancellation: boolean;
  /** Percent off while a FLASH_SALE runs, else null. */
  flashSaleDiscount: number | null;
}

export interface CatalogueRoom {
  type: RoomType;
  maxOccupancy: number;
}

type PropertyType = (typeof PROPERTY_TYPES)[number];
const CATALOGUE_SEED = "sandbox-hotels-v1";

const TYPE_WEIGHTS: [PropertyType, number][] = [
  ["HOTEL", 50], ["APARTMENT", 15], ["RESORT", 8], ["HOSTEL", 7], ["BED_AND_BREAKFAST", 10], ["GUEST_HOUSE", 6], ["VILLA", 4],
];
const STAR_RANGE: Record<PropertyType, [number, number]> = {
  HOTEL: [2, 5], APARTMENT: [2, 4], RESORT: [4, 5], HOSTEL: [1, 2], BED_AND_BREAKFAST: [2, 3], GUEST_HOUSE: [1, 3], VILLA: [4, 5],
};
const NAME_PATTERNS: Record<PropertyType, string[]> = {
  HOTEL: ["Hotel {w}", "Grand Hotel {w}", "{w} Palace", "{w} Suites", "Hotel {w} Plaza", "{w} Boutique Hotel", "{w} Inn"],
  APARTMENT: ["{w} Apartments", "{w} Residences", "Aparthotel {w}"],
  RESORT: ["{w} Resort & Spa", "{w} Garden Resort", "{w} Retreat"],
  HOSTEL: ["{w} Hostel", "Hostel {w} Lodge"],
  BED_AND_BREAKFAST: ["B&B {w}", "{w} Bed & Breakfast"],
  GUEST_HOUSE: ["Casa {w}", "{w} Guest House"],
  VILLA: ["Villa {w}", "{w} Villas"],
};
const MEAL_PLANS_BY_TYPE: Record<PropertyType, MealPlan[]> = {
  HOTEL: ["ROOM_ONLY", "BREAKFAST", "BREAKFAST", "HALF_BOARD"],
  APARTMENT: ["ROOM_ONLY"],
  RESORT: ["HALF_BOARD", "FULL_BOARD", "ALL_INCLUSIVE"],
  HOSTEL: ["ROOM_ONLY", "BREAKFAST"],
  BED_AND_BREAKFAST: ["BREAKFAST"],
  GUEST_HOUSE: ["ROOM_ONLY", "BREAKFAST"],
  VILLA: ["ROOM_ONLY", "BREAKFAST", "ALL_INCLUSIVE"],
};
const ROOMS: CatalogueRoom[] = [
  { type: "SINGLE", maxOccupancy: 1 }, { type: "DOUBLE", maxOccupancy: 2 }, { type: "TRIPLE", maxOccupancy: 3 },
  { type: "FAMILY", maxOccupancy: 4 }, { type: "SUITE", maxOccupancy: 4 }, { type: "TWO_BEDROOM_APARTMENT", maxOccupancy: 6 },
];

function weighted<T>(random: Random, weights: [T, number][]): T {
  let roll = random.next() * weights.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, weight] of weights) if ((roll -= weight) < 0) return item;
  return weights[0]![0];
}

const round5 = (value: number) => Math.round(value * 100_000) / 100_000;

function hotelName(random: Random, destination: DestinationInfo, type: PropertyType, taken: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = random.pick(NAME_PATTERNS[type]).replace("{w}", random.pick(destination.words));
    if (!taken.has(name)) return name;
  }
  let n = 2;
  const base = NAME_PATTERNS[type][0]!.replace("{w}", random.pick(destination.words));
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

function amenitiesOf(random: Random, type: PropertyType, stars: number): CatalogueHotel["staticData"]["amenities"] {
  const likelihood: Record<(typeof AMENITIES)[number], number> = {
    WIFI: 0.95, POOL: type === "RESORT" || type === "VILLA" ? 0.9 : stars * 0.09, SPA: stars >= 4 ? 0.55 : 0.08,
    PARKING: 0.5, GYM: stars >= 4 ? 0.7 : 0.15, AIR_CONDITIONING: type === "HOSTEL" ? 0.4 : 0.85,
    RESTAURANT: type === "HOTEL" || type === "RESORT" ? 0.75 : 0.1, BAR: stars >= 3 ? 0.6 : 0.2, PET_FRIENDLY: 0.25, AIRPORT_SHUTTLE: stars >= 4 ? 0.35 : 0.08,
  };
  return AMENITIES.filter((amenity) => random.chance(likelihood[amenity]));
}

function characteristicsOf(random: Random, destination: DestinationInfo, type: PropertyType, distance: number): CatalogueHotel["staticData"]["characteristics"] {
  const traits: CatalogueHotel["staticData"]["characteristics"] = [];
  if (destination.coastal && random.chance(type === "RESORT" ? 0.7 : 0.3)) traits.push("BEACHFRONT");
  if (distance < 1_200) traits.push("CITY_CENTRE");
  const adultsOnly = type !== "HOSTEL" && random.chance(0.12);
  if (adultsOnly) traits.push("ADULTS_ONLY");
  else if (random.chance(type === "RESORT" || type === "APARTMENT" ? 0.7 : 0.3)) traits.push("FAMILY_FRIENDLY");
  if (random.chance(0.25)) traits.push("ROMANTIC");
  if (type === "HOTEL" && random.chance(0.3)) traits.push("BUSINESS");
  if (random.chance(0.15)) traits.push("HISTORIC_BUILDING");
  if (destination.coastal && (traits.includes("BEACHFRONT") ? random.chance(0.8) : random.chance(0.15))) traits.push("SEA_VIEW");
  return traits;
}

function buildHotel(random: Random, destination: DestinationInfo, index: number, taken: Set<string>): CatalogueHotel {
  const type = weighted(random, TYPE_WEIGHTS.filter(([t]) => t !== "RESORT" || destination.coastal || index % 3 === 0));
  const [minStars, maxStars] = STAR_RANGE[type];
  const stars = random.int(minStars, maxStars);
  const name = hotelName(random, destination, type, taken);
  taken.add(name);
  // Most hotels cluster within ~3 km of the centre; a few lie further out.
  const spread = random.chance(0.8) ? 0.025 : 0.06;
  const coordinates = {
    latitude: round5(destination.centre.latitude + (random.next() * 2 - 1) * spread),
    longitude: round5(destination.centre.longitude + (random.next() * 2 - 1) * spread * 1.3),
  };
  const distance = Math.round(distanceMeters(destination.centre, coordinates) / 10) * 10;
  const score = Math.min(10, Math.max(3.5, 5.6 + stars * 0.6 + (random.next() * 2.6 - 1.2)));
  const rooms = random.sample(ROOMS.filter((r) => type !== "HOSTEL" || r.maxOccupancy <= 4), random.int(2, 4));
  const destinationRef = { code: destination.code, name: destination.name, countryCode: destination.countryCode };
  const image = `/destinations/${destination.code.toLowerCase()}.svg`;
  return {
    staticData: {
      id: `HTL-${destination.code}-${String(index + 1).padStart(3, "0")}`,
      name,
      stars,
      propertyType: type,
      destination: destinationRef,
      address: {
        street: `${streetPrefixOf(destination.countryCode)} ${random.pick(destination.words)} ${random.int(1, 180)}`,
        postalCode: String(random.int(10000, 99999)),
        city: destination.name,
        countryCode: destination.countryCode,
      },
      coordinates,
      distanceFromCentreMeters: distance,
      rating: { score: Math.round(score * 10) / 10, reviewCount: random.int(12, 4800) },
      amenities: amenitiesOf(random, type, stars),
      characteristics: characteristicsOf(random, destination, type, distance),
      mainImage: { url: image, alt: `${name}, ${destination.name}` },
      images: [{ url: image, alt: `${name}, ${destination.name}` }, { url: image, alt: `${destination.name} surroundings` }],
      checkInFrom: random.pick(["14:00", "15:00", "16:00"]),
      checkOutUntil: random.pick(["10:00", "11:00", "12:00"]),
    },
    rooms,
    baseNightly: Math.round(((stars ** 1.6 * 2_200 + 3_000) * destination.costFactor * (0.85 + random.next() * 0.4)) / 100) * 100,
    mealPlan: random.pick(MEAL_PLANS_BY_TYPE[type]),
    freeCancellation: random.chance(0.55),
    flashSaleDiscount: random.chance(0.12) ? random.int(2, 8) * 5 : null,
  };
}

export function buildHotelCatalogue(): CatalogueHotel[] {
  return DESTINATIONS.flatMap((destination) => {
    const random = randomFrom(`${CATALOGUE_SEED}:${destination.code}`);
    const taken = new Set<string>();
    return Array.from({ length: destination.hotelCount }, (_, index) => buildHotel(random, destination, index, taken));
  });
}

/** The catalogue, built on first use and then shared. */
let catalogue: { all: CatalogueHotel[]; byId: Map<string, CatalogueHotel> } | null = null;

function loaded() {
  if (!catalogue) {
    const all = buildHotelCatalogue();
    catalogue = { all, byId: new Map(all.map((h) => [h.staticData.id, h])) };
  }
  return catalogue;
}

export const allHotels = (): readonly CatalogueHotel[] => loaded().all;
export const hotelById = (id: string): CatalogueHotel | undefined => loaded().byId.get(id);
export const hotelsIn = (destinationCode: string): CatalogueHotel[] => loaded().all.filter((h) => h.staticData.destination.code === destinationCode);
