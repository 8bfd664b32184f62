import type { DatePriceStore, DayPrice, PriceScope } from "../../shared/search/date-strip";
import { IsolateMemo } from "../cache/isolate-memo";

/**
 * The flexible-dates strip's prices at the edge, in the Cache API (`caches.default`): each day's
 * cheapest price under its normalised query (shared/search/date-strip.ts), kept
 * DATE_PRICES_CACHE_SECONDS (default 600). The Cache API rather than KV: these are many small,
 * short-lived, per-location entries written on every cold results page, which is what the cache is
 * for (no write quota, no minimum lifetime, no global propagation to wait for); a location without
 * the entry searches again, which is bounded anyway (six searches). A cache that fails costs the
 * strip its shortcut, never the page. In front of it each isolate remembers what it read or wrote
 * until the entry's own expiry (a results page then costs no cache read for a search it has seen).
 */

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What this isolate read or wrote, by normalised key, until the cached entry expires. */
const memo = new IsolateMemo<DayPrice>(2_048);

/** A cached entry: the price and when it stops counting (ms since the epoch). */
interface CachedPrice {
  price: DayPrice;
  until: number;
}

const isDayPrice = (value: unknown): value is DayPrice => {
  const v = value as DayPrice | null;
  return v?.kind === "none" || (v?.kind === "price" && Number.isInteger(v.amount) && typeof v.currency === "string");
};

/**
 * The strip's store for one shopper's page request (crawlers get none, so no strip: they would
 * multiply the backend's load for nobody; render-page decides, having asked isbot once). A
 * member's prices are kept apart from anonymous ones; a bearer without a known member keeps
 * nothing (its prices may be its own).
 */
export function datePriceStoreFor(
  shopper: { signedIn: boolean; memberId: string | null; domain: string },
  lifetimeSeconds: number,
  cache: Cache | undefined = (globalThis as { caches?: { default?: Cache } }).caches?.default,
): DatePriceStore {
  const scope: PriceScope | null = !shopper.signedIn ? "anonymous" : shopper.memberId ? `member:${shopper.memberId}` : null;
  const usable = scope !== null && lifetimeSeconds > 0 && cache !== undefined;
  // Hashed, so neither the query nor a member's id is readable in the cache's keys.
  const urlOf = async (key: string) => `https://${shopper.domain}/__date-prices/${await sha256Hex(key)}`;
  return {
    scope: usable ? scope : null,
    async get(key) {
      if (!usable) return null;
      const now = Date.now();
      const known = memo.get(key, now);
      if (known) return known;
      try {
        const hit = await cache.match(await urlOf(key));
        const value = (hit ? await hit.json() : null) as CachedPrice | null;
        if (!value || !isDayPrice(value.price) || !(value.until > now)) return null;
        memo.set(key, value.price, value.until - now, now);
        return value.price;
      } catch {
        return null;
      }
    },
    async put(key, price) {
      if (!usable) return;
      const now = Date.now();
      const until = now + lifetimeSeconds * 1000;
      memo.set(key, price, until - now, now);
      try {
        const body = JSON.stringify({ price, until } satisfies CachedPrice);
        await cache.put(await urlOf(key), new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${lifetimeSeconds}` } }));
      } catch {
        // The next page searches that day again.
      }
    },
  };
}
