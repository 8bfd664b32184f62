import type { Facet } from "../api/shopping";

/**
 * The flexible-dates strip above flight, hotel and package results: the cheapest total for the
 * party on the searched departure and the three days either side, the trip's length kept. Pure:
 * which days, the normalised query a day's price is kept under, and the cheapest of a page.
 * The edge's part (searching, caching, streaming) is client/date-strip and
 * worker/date-prices.
 */

/** Days either side of the searched departure. */
const STRIP_DAYS_EACH_SIDE = 3;
/** The most searches the strip adds to one results page (the six other days). */
export const MAX_STRIP_SEARCHES = STRIP_DAYS_EACH_SIDE * 2;

export interface StripDay {
  /** Days from the searched departure (−3 … 3; 0 is the search itself). */
  offset: number;
  outboundDate: string;
  /** Null for a one-way flight. */
  returnDate: string | null;
}

/** What a day costs: the cheapest total for the party, or nothing to sell (sold out, no flights). */
export type DayPrice = { kind: "price"; amount: number; currency: string } | { kind: "none" };

/** A day of the strip as the page shows it; `price` null when the backend did not tell us in time. */
export interface StripCell extends StripDay {
  price: DayPrice | null;
}

/**
 * The strip as it travels to the page (inside its HTML, for hydration): compact, because the
 * page already knows the searched dates. `prices[i]` is the day `first + i` days from the searched
 * departure: the cheapest total in minor units of `currency`, NO_SALE when there is nothing to
 * sell that day, null when the backend did not say in time.
 */
export interface DateStrip {
  first: number;
  currency: string;
  prices: (number | null)[];
}

/** In `DateStrip.prices`: sold out (hotels, packages) or no flights. */
export const NO_SALE = -1;

/** The strip as the edge computed it, for the page. */
export function dateStripOf(cells: readonly StripCell[], fallbackCurrency: string): DateStrip {
  const priced = cells.find((cell) => cell.price?.kind === "price")?.price;
  return {
    first: cells[0]?.offset ?? 0,
    currency: priced?.kind === "price" ? priced.currency : fallbackCurrency,
    prices: cells.map(({ price }) => (price === null ? null : price.kind === "none" ? NO_SALE : price.amount)),
  };
}

/** The strip's days back from what travelled, with the searched dates the page knows. */
export function stripCellsOf(strip: DateStrip, outboundDate: string, returnDate: string | null): StripCell[] {
  return strip.prices.map((amount, i) => {
    const offset = strip.first + i;
    return {
      offset,
      outboundDate: shiftIso(outboundDate, offset),
      returnDate: returnDate ? shiftIso(returnDate, offset) : null,
      price: amount === null ? null : amount === NO_SALE ? { kind: "none" } : { kind: "price", amount, currency: strip.currency },
    };
  });
}

function shiftIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The strip's days, earliest first: the searched departure ± 3 with the return moved alike (the
 * trip's length kept). Days before `today` are not offered.
 */
export function stripDaysOf(outboundDate: string, returnDate: string | null, today: string): StripDay[] {
  const days: StripDay[] = [];
  for (let offset = -STRIP_DAYS_EACH_SIDE; offset <= STRIP_DAYS_EACH_SIDE; offset++) {
    const outbound = shiftIso(outboundDate, offset);
    if (outbound < today) continue;
    days.push({ offset, outboundDate: outbound, returnDate: returnDate ? shiftIso(returnDate, offset) : null });
  }
  return days;
}

/** The cheapest total of a page of proposals (the first card when sorted by price), or none. */
export function cheapestOf(proposals: readonly { total: number; currency: string }[]): DayPrice {
  let best: { total: number; currency: string } | null = null;
  for (const proposal of proposals) if (!best || proposal.total < best.total) best = proposal;
  return best ? { kind: "price", amount: best.total, currency: best.currency } : { kind: "none" };
}

/** Who a cached price may be shown to: anonymous shoppers share; a member's prices are theirs. */
export type PriceScope = "anonymous" | `member:${string}`;

/** What makes two searches cost the same on a day: everything the backend prices by, no more. */
export interface NormalisedDayQuery {
  domain: string;
  scope: PriceScope;
  /** The CreateSearch body of that day (its dates already moved). */
  search: {
    productType?: string | undefined;
    businessProfileId: string;
    destination: string;
    departure?: string | undefined;
    outboundDate: string;
    returnDate?: string | undefined;
    adults: number;
    childrenAges?: number[] | undefined;
    memberPrices?: boolean | undefined;
  };
  /** The facets the results page asks with (shopper's filters, budget cap, voucher cap). */
  facets: readonly Facet[];
}

const normalisedFacet = (facet: Facet): unknown => ("values" in facet ? { name: facet.name, values: facet.values.map(String).sort() } : facet);

/**
 * The key a day's price is kept under. The language (texts only), the sort, the page and the
 * search id do not change the cheapest price, so they are left out; the order of children's ages
 * and of facets and their values does not matter either. Member searches carry their scope.
 */
export function datePriceKeyOf({ domain, scope, search, facets }: NormalisedDayQuery): string {
  const s = search;
  return JSON.stringify([
    "v1",
    domain.toLowerCase(),
    scope,
    s.productType ?? "",
    s.businessProfileId,
    s.destination,
    s.departure ?? "",
    s.outboundDate,
    s.returnDate ?? "",
    s.adults,
    [...(s.childrenAges ?? [])].sort((a, b) => a - b),
    s.memberPrices === true,
    [...facets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(normalisedFacet),
  ]);
}

/**
 * Where the edge keeps each day's price (worker/date-prices). `scope` null: this shopper's prices
 * may be their own (a bearer without a known member), so nothing is read or kept.
 */
export interface DatePriceStore {
  scope: PriceScope | null;
  get(key: string): Promise<DayPrice | null>;
  put(key: string, price: DayPrice): Promise<void>;
}

/**
 * The link of a strip day: the page's own URL with the day's dates, as a new search (no search id,
 * first page); sort and filters stay, so the day opens as the shopper set the list. Relative to
 * the page (query only): seven links a page.
 */
export function stripDayHref(search: string, day: Pick<StripDay, "outboundDate" | "returnDate">): string {
  const params = new URLSearchParams(search);
  params.set("outboundDate", day.outboundDate);
  if (day.returnDate) params.set("returnDate", day.returnDate);
  else params.delete("returnDate");
  params.delete("searchId");
  params.delete("page");
  return `?${params}`;
}
