/**
 * What the search form needs of the hotel contract, apart from the results' constants: the form is
 * on every landing page, and a module shared with the results would bring all of theirs along.
 */
export const MEAL_PLANS = ["ROOM_ONLY", "BREAKFAST", "HALF_BOARD", "FULL_BOARD", "ALL_INCLUSIVE"] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];
/** Means "any meal plan": ignored as a search restriction and as a facet value (SPEC §2, §5). */
export const ALL_MEAL_PLANS = "ALL_MEAL_PLANS";
/** The longest stay a hotel search accepts. */
export const MAX_NIGHTS = 30;
