import * as v from "valibot";
import type { MealPlan } from "../api/shopping/hotel-search-constants";

/**
 * The boards, from the least to the most included (compare.ts ranks them so). Written out rather
 * than imported: the hotel contract's constants are a chunk of the search form's, and the saved
 * stays' lazy chunks must not share it (links.ts says why). A unit test keeps the two lists equal.
 */
export const SAVED_MEAL_PLANS = ["ROOM_ONLY", "BREAKFAST", "HALF_BOARD", "FULL_BOARD", "ALL_INCLUSIVE"] as const satisfies readonly MealPlan[];

/**
 * One saved stay as this browser keeps it (localStorage of the brand's origin, key.ts): the stay
 * as the shopper saw it and the search it was seen in, with the total last seen and when. Every
 * entry is checked on read (another tab, an older build, an extension or a person may have written
 * anything there); one that fails is skipped, never shown.
 */
export interface SavedSearch {
  product: "H" | "DP" | "HGH";
  destination: string;
  /** Named as the page named it, in the brand's language. */
  destinationName: string;
  departure: string | null;
  departureName: string | null;
  outboundDate: string;
  returnDate: string;
  adults: number;
  childrenAges: number[];
  mealPlans: MealPlan[];
  freeCancellation: boolean;
}

export interface SavedPrice {
  /** Minor units, for the whole party and stay (as the card and the hotel's page say it). */
  total: number;
  perNight: number | null;
  currency: string;
  /** When it was seen (ms since 1970): a price last seen is never today's price. */
  seenAt: number;
}

export interface SavedStay {
  accommodationId: string;
  name: string;
  imageUrl: string;
  stars: number;
  score: number | null;
  reviewCount: number | null;
  distanceFromCentreMeters: number | null;
  /** The room and rate seen; null when the page showed none (a deal names no room). */
  room: { name: string; mealPlan: MealPlan; freeCancellationUntil: string | null } | null;
  flightIncluded: boolean;
  promotion: { discountPercent: number; originalTotal: number } | null;
  price: SavedPrice | null;
  savedAt: number;
  search: SavedSearch;
}

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const label = v.pipe(v.string(), v.minLength(1), v.maxLength(160));
const code = v.pipe(v.string(), v.regex(/^[\p{L}\p{N} .,'()-]{1,64}$/u));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
const minor = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));
const time = v.pipe(v.number(), v.integer(), v.minValue(0));
const mealPlan = v.picklist(SAVED_MEAL_PLANS);

const SavedSearchSchema = v.object({
  product: v.picklist(["H", "DP", "HGH"]),
  destination: code,
  destinationName: label,
  departure: v.nullable(code),
  departureName: v.nullable(label),
  outboundDate: isoDate,
  returnDate: isoDate,
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  childrenAges: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))), v.maxLength(6)),
  mealPlans: v.pipe(v.array(mealPlan), v.maxLength(SAVED_MEAL_PLANS.length)),
  freeCancellation: v.boolean(),
});

const SavedStaySchema = v.object({
  accommodationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  name: label,
  // Our own images or the backend's, over http(s): never `javascript:` or `data:`.
  imageUrl: v.pipe(v.string(), v.maxLength(2_048), v.regex(/^(https?:\/\/|\/)[^\s"'<>\\]*$/)),
  stars: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)),
  score: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
  reviewCount: v.nullable(count),
  distanceFromCentreMeters: v.nullable(count),
  room: v.nullable(v.object({ name: label, mealPlan, freeCancellationUntil: v.nullable(isoDate) })),
  flightIncluded: v.boolean(),
  promotion: v.nullable(v.object({ discountPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), originalTotal: minor })),
  price: v.nullable(v.object({ total: minor, perNight: v.nullable(minor), currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), seenAt: time })),
  savedAt: time,
  search: SavedSearchSchema,
});

/** The entry if it is one, else null (the valibot issue itself is of no use to a shopper). */
export function savedStayOrNull(entry: unknown): SavedStay | null {
  const result = v.safeParse(SavedStaySchema, entry);
  return result.success ? (result.output as SavedStay) : null;
}
