import { todayIso } from "../../shared/dates";
import { RECENT_SEARCHES_KEY, recentSearchesFrom, withoutRecentSearch, withRecentSearch, type RecentSearch } from "../../shared/recent-searches";

/**
 * The recent searches in this browser's localStorage (this brand's origin). Loaded only with
 * import(): after a results page has rendered, and by the landing's list after hydration, so
 * neither page's first JavaScript carries valibot or these rules. Storage that is full, disabled
 * or blocked (private modes, cookie settings) costs the feature, never the page.
 */
function read(): string | null {
  try {
    return localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

function write(searches: RecentSearch[]): void {
  try {
    if (searches.length === 0) localStorage.removeItem(RECENT_SEARCHES_KEY);
    else localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Nothing to do: the list is a convenience.
  }
}

export function loadRecentSearches(): RecentSearch[] {
  return recentSearchesFrom(read(), todayIso());
}

export function recordSearch(search: RecentSearch): void {
  write(withRecentSearch(loadRecentSearches(), search, todayIso()));
}

export function forgetSearch(href: string): RecentSearch[] {
  const left = withoutRecentSearch(loadRecentSearches(), href);
  write(left);
  return left;
}
