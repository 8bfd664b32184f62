import * as v from "valibot";
import { PRODUCT_TYPES, type ProductType } from "./constants";
import { storedListEntries } from "./stored-list";

/**
 * The landing's "continue your search": the shopper's last searches on this brand, kept in their
 * browser only (localStorage is per origin, and each brand is its own host). Rules here, storage
 * in client/recent-searches/. Never sent to the worker, so never in a crawler's or a reused document.
 */

/** Versioned: a later shape gets a new key instead of reading this one wrongly. */
export const RECENT_SEARCHES_KEY = "recent-searches:v1";
export const MAX_RECENT_SEARCHES = 3;

export interface RecentSearch {
  /** The results page of the search, root-relative (`/H?destination=ROM&…`): the entry's link. */
  href: string;
  product: ProductType;
  /** Named as the results page named them, in the brand's language. */
  destination: string;
  departure: string | null;
  outboundDate: string;
  returnDate: string | null;
  adults: number;
  children: number;
}

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const label = v.pipe(v.string(), v.minLength(1), v.maxLength(120));
const RecentSearchSchema = v.object({
  // A path of ours with a query, never another origin (`//evil.example` or `javascript:`).
  href: v.pipe(v.string(), v.maxLength(2_048), v.regex(/^\/[A-Za-z-]*\?[^\s]*$/)),
  product: v.picklist(PRODUCT_TYPES),
  destination: label,
  departure: v.nullable(label),
  outboundDate: isoDate,
  returnDate: v.nullable(isoDate),
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  children: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
});

/** A search whose first day has passed cannot be continued (dates are ISO, so they compare as text). */
const upcoming = (search: RecentSearch, today: string) => search.outboundDate >= today;

/**
 * What the stored text holds that is still worth offering: each entry validated on its own (a bad
 * one is skipped, not the whole list), past ones dropped, duplicates and anything past three cut.
 * Anything that is not a JSON list at all reads as no searches.
 */
export function recentSearchesFrom(stored: string | null, today: string): RecentSearch[] {
  const parsed = storedListEntries(stored);
  const valid = parsed.flatMap((entry) => {
    const result = v.safeParse(RecentSearchSchema, entry);
    return result.success ? [result.output] : [];
  });
  return keep(valid, today);
}

function keep(searches: readonly RecentSearch[], today: string): RecentSearch[] {
  const seen = new Set<string>();
  return searches
    .filter((search) => upcoming(search, today) && !seen.has(search.href) && seen.add(search.href))
    .slice(0, MAX_RECENT_SEARCHES);
}

/** The list with `search` first: the same search made again moves up instead of appearing twice. */
export function withRecentSearch(searches: readonly RecentSearch[], search: RecentSearch, today: string): RecentSearch[] {
  return keep([search, ...searches.filter((other) => other.href !== search.href)], today);
}

export function withoutRecentSearch(searches: readonly RecentSearch[], href: string): RecentSearch[] {
  return searches.filter((search) => search.href !== href);
}
