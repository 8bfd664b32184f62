/**
 * The flexible-dates strip above the results: the cheapest price of the days around the searched
 * one. Its parts live by what they depend on:
 * - here, the loader's logic: which days are searched, with what calls, within which deadlines
 *   (load-date-strip.ts), wired to the hotel and flight shopping calls (date-strip-searches.ts);
 * - shared/search/date-strip.ts, the pure rules: the days, the normalised price key, the cells;
 * - worker/date-prices, the edge's cache of each day's price (the Cache API), handed to the
 *   loaders as `context.datePrices`;
 * - client/components/results/DateStrip.tsx, the component that shows it.
 */
export { flightDateStrip, hotelDateStrip } from "./date-strip-searches";
