import type { HotelProposal } from "../../../shared/api/shopping";
import { ALL_MEAL_PLANS, AMENITIES, CHARACTERISTICS, HOTEL_FACETS, MEAL_PLANS, PROMOTIONS, PROPERTY_TYPES } from "../../../shared/api/shopping";
import type { FacetDefinition, SortDefinition } from "./engine";

/** The hotel filters of SPEC §5 as facets over hotel (and package) proposals. */
export const HOTEL_FACET_DEFINITIONS: readonly FacetDefinition<HotelProposal>[] = [
  { name: HOTEL_FACETS.priceRange, kind: "range", numbersOf: (p) => [p.price.total.amount] },
  { name: HOTEL_FACETS.promotion, kind: "values", match: "any", known: PROMOTIONS, valuesOf: (p) => (p.promotion ? [p.promotion.code] : []) },
  { name: HOTEL_FACETS.freeCancellation, kind: "values", match: "any", known: ["true", "false"], valuesOf: (p) => [String(p.room.freeCancellation)] },
  { name: HOTEL_FACETS.propertyType, kind: "values", match: "any", known: PROPERTY_TYPES, valuesOf: (p) => [p.accommodation.propertyType] },
  { name: HOTEL_FACETS.stars, kind: "values", match: "any", known: ["1", "2", "3", "4", "5"], valuesOf: (p) => [String(p.accommodation.stars)] },
  { name: HOTEL_FACETS.opinionRating, kind: "range", numbersOf: (p) => [p.accommodation.rating.score] },
  // A shopper ticking pool and spa wants both, so amenities and characteristics narrow with every value.
  { name: HOTEL_FACETS.amenities, kind: "values", match: "all", known: AMENITIES, valuesOf: (p) => p.accommodation.amenities },
  { name: HOTEL_FACETS.characteristics, kind: "values", match: "all", known: CHARACTERISTICS, valuesOf: (p) => p.accommodation.characteristics },
  { name: HOTEL_FACETS.mealPlan, kind: "values", match: "any", known: MEAL_PLANS, ignored: [ALL_MEAL_PLANS], valuesOf: (p) => [p.room.mealPlan] },
  { name: HOTEL_FACETS.coordinates, kind: "boundingBox", pointOf: (p) => p.accommodation.coordinates },
];

/**
 * RECOMMENDED (lower ranks first) weighs the guests' opinion and stars against the price per night,
 * with a nudge for running promotions.
 */
function recommendedRank(p: HotelProposal): number {
  const value = p.accommodation.rating.score * 12 + p.accommodation.stars * 6 + (p.promotion ? 8 : 0);
  return p.price.perNight.amount / 1_000 - value;
}

export const HOTEL_SORT_DEFINITIONS: readonly SortDefinition<HotelProposal>[] = [
  { name: "RECOMMENDED", keyOf: recommendedRank },
  { name: "PRICE", keyOf: (p) => p.price.total.amount },
  { name: "STARS", keyOf: (p) => p.accommodation.stars },
  { name: "RATING", keyOf: (p) => p.accommodation.rating.score },
  { name: "DISTANCE", keyOf: (p) => p.accommodation.distanceFromCentreMeters },
];
