/**
 * The hotel contract's names and limits without its schemas: browser code that needs only these
 * (the search form, the filters) imports them from here, so the schemas stay out of its chunks.
 */
export const MEAL_PLANS = ["ROOM_ONLY", "BREAKFAST", "HALF_BOARD", "FULL_BOARD", "ALL_INCLUSIVE"] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];
/** Means "any meal plan": ignored as a search restriction and as a facet value (SPEC §2, §5). */
export const ALL_MEAL_PLANS = "ALL_MEAL_PLANS";
export const PROPERTY_TYPES = ["HOTEL", "APARTMENT", "RESORT", "HOSTEL", "BED_AND_BREAKFAST", "GUEST_HOUSE", "VILLA"] as const;
export const AMENITIES = ["WIFI", "POOL", "SPA", "PARKING", "GYM", "AIR_CONDITIONING", "RESTAURANT", "BAR", "PET_FRIENDLY", "AIRPORT_SHUTTLE"] as const;
export const CHARACTERISTICS = ["BEACHFRONT", "CITY_CENTRE", "ADULTS_ONLY", "FAMILY_FRIENDLY", "ROMANTIC", "BUSINESS", "HISTORIC_BUILDING", "SEA_VIEW"] as const;
export const PROMOTIONS = ["FLASH_SALE"] as const;
/** The longest stay a hotel search accepts. */
export const MAX_NIGHTS = 30;

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

