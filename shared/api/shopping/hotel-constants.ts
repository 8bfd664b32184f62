/**
 * The hotel contract's names and limits without its schemas: browser code that needs only these
 * (the search form, the filters) imports them from here, so the schemas stay out of its chunks.
 */
export { ALL_MEAL_PLANS, MAX_NIGHTS, MEAL_PLANS, type MealPlan } from "./hotel-search-constants";
export const PROPERTY_TYPES = ["HOTEL", "APARTMENT", "RESORT", "HOSTEL", "BED_AND_BREAKFAST", "GUEST_HOUSE", "VILLA"] as const;
export const AMENITIES = ["WIFI", "POOL", "SPA", "PARKING", "GYM", "AIR_CONDITIONING", "RESTAURANT", "BAR", "PET_FRIENDLY", "AIRPORT_SHUTTLE"] as const;
export const CHARACTERISTICS = ["BEACHFRONT", "CITY_CENTRE", "ADULTS_ONLY", "FAMILY_FRIENDLY", "ROMANTIC", "BUSINESS", "HISTORIC_BUILDING", "SEA_VIEW"] as const;
export const PROMOTIONS = ["FLASH_SALE"] as const;

/** Facet names of a hotel proposals request (SPEC §5). */
export const HOTEL_FACETS = {
  priceRange: "price-range",
  promotion: "promotion",
  freeCancellation: "free-cancellation",
  propertyType: "property-type",
  stars: "stars",
  opinionRating: "opinion-rating",
  amenities: "amenities",
  characteristics: "characteristics",
  mealPlan: "meal-plan",
  coordinates: "coordinates",
} as const;
export const HOTEL_SORTS = ["RECOMMENDED", "PRICE", "STARS", "RATING", "DISTANCE"] as const;

