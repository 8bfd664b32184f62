import type { HotelProposal, Pricing, Selection, TransportProposal } from "../../shared/api/shopping";
import type { HotelSearch } from "./hotel-offers";
import type { FlightSearchParams } from "./flight-offers";
import { idOf } from "./random";

/**
 * The searches, pricings and selections the sandbox has answered, kept in memory. Proposals are
 * computed once at CreateSearch so paging and filtering work on one fixed list. Every map keeps only
 * its newest entries, so a long dev session cannot grow the process without bound.
 */
export interface HotelSearchRecord {
  id: string;
  search: HotelSearch;
  /** null: the search has no content (no hotels there, or no flight route for a package). */
  proposals: HotelProposal[] | null;
  /** Flights of a package search, recommended first; the alternatives a pricing can switch to. */
  flights: TransportProposal[];
}

export interface TransportSearchRecord {
  id: string;
  search: FlightSearchParams;
  proposals: TransportProposal[] | null;
}

export interface PricingRecord {
  pricing: Pricing;
  flights: TransportProposal[];
  /** RetrievePricing reads left that answer PRICING. */
  pendingReads: number;
}

export interface SelectionRecord {
  selection: Selection;
  /** The pricing as it was selected (a later flight change makes another selection). */
  pricing: Pricing;
  /** Who the search was for: a cart made from the selection must be for them. */
  party: { adults: number; childrenAges: number[] };
}

class Newest<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}

export const hotelSearches = new Newest<HotelSearchRecord>(200);
export const transportSearches = new Newest<TransportSearchRecord>(200);
export const pricings = new Newest<PricingRecord>(1_000);
export const selections = new Newest<SelectionRecord>(1_000);
/** Flight proposals by id, for GetTransportProposalByProposalId (which names no search). */
export const transportProposals = new Newest<TransportProposal>(20_000);
/** Who each flight proposal was priced for: a cart built from it must be for the same party. */
export const transportProposalParties = new Newest<{ adults: number; childrenAges: number[] }>(20_000);

let created = 0;

/**
 * A fresh id per creation, like a real backend, yet the same sequence on every start: ids come from
 * a counter and the request, not from the clock.
 */
export function nextId(prefix: string, request: unknown): string {
  created += 1;
  return idOf(prefix, `${created}:${JSON.stringify(request)}`);
}
