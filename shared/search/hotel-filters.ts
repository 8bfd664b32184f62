import type { Facet } from "../api/shopping";
import { AMENITIES, CHARACTERISTICS, HOTEL_FACETS, MEAL_PLANS, PROPERTY_TYPES } from "../api/shopping/hotel-constants";
import { priceWithinCap } from "./budget";

/**
 * Hotel filters (SPEC §5) as the shopper sets them, their place in the URL, and the facets of a
 * RetrieveProposals request built from them. Pure: the results loader, the filter panel and the
 * tests all go through these functions. Hostile URL values are dropped, never thrown.
 *
 * URL parameters (lists dash-separated like SPEC §2's mealPlans):
 *   price=MIN-MAX      total price in minor units      stars=4-5
 *   type=HOTEL-VILLA   property types                  rating=8      minimum guest score (0–10)
 *   amenities=POOL-SPA                                 features=BEACHFRONT-SEA_VIEW
 *   box=LAT1,LNG1,LAT2,LNG2   map area (5 decimals)
 * Meal plan and free cancellation use SPEC §2's own `mealPlans` and `freeCancellation`.
 */

export interface BoundingBox {
  from: { latitude: number; longitude: number };
  to: { latitude: number; longitude: number };
}

export interface HotelFilters {
  /** Total price for the party and stay, minor units. */
  price: { min: number; max: number } | null;
  freeCancellation: boolean;
  propertyTypes: string[];
  stars: number[];
  /** Minimum guest score out of 10. */
  minRating: number | null;
  amenities: string[];
  characteristics: string[];
  mealPlans: string[];
  box: BoundingBox | null;
}

export const NO_HOTEL_FILTERS: HotelFilters = {
  price: null,
  freeCancellation: false,
  propertyTypes: [],
  stars: [],
  minRating: null,
  amenities: [],
  characteristics: [],
  mealPlans: [],
  box: null,
};

/** The URL parameter of each filter (also what the filter panel's inputs are named). */
export const HOTEL_FILTER_PARAMS = {
  price: "price",
  freeCancellation: "freeCancellation",
  propertyTypes: "type",
  stars: "stars",
  minRating: "rating",
  amenities: "amenities",
  characteristics: "features",
  mealPlans: "mealPlans",
  box: "box",
} as const satisfies Record<keyof HotelFilters, string>;

const MAX_PARAM_LENGTH = 512;
/** A price no stay reaches (minor units): the open end of a one-sided price range. */
const PRICE_CEILING = 100_000_000;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export const RATING_STEPS = [6, 7, 8, 9] as const;

const round5 = (value: number) => Math.round(value * 100_000) / 100_000;

/** A list parameter: every repetition and every dash-separated item, known values only, once each. */
function listOf(params: URLSearchParams, name: string, known: readonly string[]): string[] {
  const items = params.getAll(name).filter((raw) => raw.length <= MAX_PARAM_LENGTH).flatMap((raw) => raw.split(/[-,]/));
  return [...new Set(items.map((item) => item.trim()).filter((item) => known.includes(item)))];
}

function integerIn(raw: string | null | undefined, min: number, max: number): number | null {
  if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

function priceOf(raw: string | null): HotelFilters["price"] {
  if (!raw || raw.length > MAX_PARAM_LENGTH) return null;
  const match = /^(\d{0,9})-(\d{0,9})$/.exec(raw.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const min = match[1] ? Number(match[1]) : 0;
  const max = match[2] ? Number(match[2]) : PRICE_CEILING;
  return min <= max ? { min, max } : null;
}

function boxOf(raw: string | null): BoundingBox | null {
  if (!raw || raw.length > MAX_PARAM_LENGTH) return null;
  const numbers = raw.split(",").map((part) => (/^-?\d{1,3}(\.\d+)?$/.test(part.trim()) ? Number(part) : Number.NaN));
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  const [lat1, lng1, lat2, lng2] = numbers as [number, number, number, number];
  const inRange = [lat1, lat2].every((lat) => Math.abs(lat) <= 90) && [lng1, lng2].every((lng) => Math.abs(lng) <= 180);
  if (!inRange) return null;
  return {
    from: { latitude: round5(Math.min(lat1, lat2)), longitude: round5(Math.min(lng1, lng2)) },
    to: { latitude: round5(Math.max(lat1, lat2)), longitude: round5(Math.max(lng1, lng2)) },
  };
}

export function hotelFiltersFromParams(params: URLSearchParams): HotelFilters {
  const p = HOTEL_FILTER_PARAMS;
  return {
    price: priceOf(params.get(p.price)),
    freeCancellation: params.get(p.freeCancellation) === "true",
    propertyTypes: listOf(params, p.propertyTypes, PROPERTY_TYPES),
    stars: listOf(params, p.stars, STAR_VALUES.map(String)).map(Number).sort(),
    minRating: integerIn(params.get(p.minRating), 0, 10),
    amenities: listOf(params, p.amenities, AMENITIES),
    characteristics: listOf(params, p.characteristics, CHARACTERISTICS),
    mealPlans: listOf(params, p.mealPlans, MEAL_PLANS),
    box: boxOf(params.get(p.box)),
  };
}

/** Writes the filters into `params` (replacing what was there); empty filters leave no parameter. */
export function writeHotelFilters(params: URLSearchParams, filters: HotelFilters): URLSearchParams {
  const p = HOTEL_FILTER_PARAMS;
  for (const name of Object.values(p)) params.delete(name);
  const setList = (name: string, values: readonly (string | number)[]) => {
    if (values.length) params.set(name, values.join("-"));
  };
  if (filters.price) params.set(p.price, `${filters.price.min}-${filters.price.max}`);
  if (filters.freeCancellation) params.set(p.freeCancellation, "true");
  setList(p.propertyTypes, filters.propertyTypes);
  setList(p.stars, filters.stars);
  if (filters.minRating !== null) params.set(p.minRating, String(filters.minRating));
  setList(p.amenities, filters.amenities);
  setList(p.characteristics, filters.characteristics);
  setList(p.mealPlans, filters.mealPlans);
  if (filters.box) {
    const { from, to } = filters.box;
    params.set(p.box, [from.latitude, from.longitude, to.latitude, to.longitude].map(round5).join(","));
  }
  return params;
}

/**
 * The facets of SPEC §5's hotel filters, empty ones omitted: price-range, promotion FLASH_SALE on
 * the deal search (within the brand's budget, shared/search/budget.ts), free-cancellation only when true, property-type, stars, opinion-rating,
 * amenities, characteristics, meal-plan and the map's box rounded to 5 decimals.
 */
export function hotelFacetsFromFilters(filters: HotelFilters, options: { dealSearch: boolean; budgetCapMinor?: number | null }): Facet[] {
  const facets: Facet[] = [];
  const values = (name: string, list: readonly (string | number | boolean)[]) => {
    if (list.length) facets.push({ name, values: [...list] });
  };
  const price = priceWithinCap(filters.price, options.budgetCapMinor ?? null);
  if (price) facets.push({ name: HOTEL_FACETS.priceRange, range: { from: price.min, to: price.max } });
  if (options.dealSearch) values(HOTEL_FACETS.promotion, ["FLASH_SALE"]);
  if (filters.freeCancellation) values(HOTEL_FACETS.freeCancellation, [true]);
  values(HOTEL_FACETS.propertyType, filters.propertyTypes);
  values(HOTEL_FACETS.stars, filters.stars);
  if (filters.minRating !== null) facets.push({ name: HOTEL_FACETS.opinionRating, range: { from: filters.minRating, to: 10 } });
  values(HOTEL_FACETS.amenities, filters.amenities);
  values(HOTEL_FACETS.characteristics, filters.characteristics);
  values(HOTEL_FACETS.mealPlan, filters.mealPlans);
  if (filters.box) {
    const { from, to } = filters.box;
    facets.push({
      name: HOTEL_FACETS.coordinates,
      boundingBox: {
        from: { latitude: round5(from.latitude), longitude: round5(from.longitude) },
        to: { latitude: round5(to.latitude), longitude: round5(to.longitude) },
      },
    });
  }
  return facets;
}

/** How many filters are applied (for the "Filters (3)" button and "clear all"). */
export function appliedHotelFilterCount(filters: HotelFilters): number {
  return (
    (filters.price ? 1 : 0) +
    (filters.freeCancellation ? 1 : 0) +
    filters.propertyTypes.length +
    filters.stars.length +
    (filters.minRating !== null ? 1 : 0) +
    filters.amenities.length +
    filters.characteristics.length +
    filters.mealPlans.length +
    (filters.box ? 1 : 0)
  );
}
