import type { AlternativeTransport, HotelProposal, Money, Pricing, Selection, TransportProposal } from "../../shared/api/shopping";
import type { HotelSearchRecord } from "./search-store";
import { idOf } from "./random";

/** From a chosen proposal to a pricing, a different flight, and a selection: pure functions over the stored records. */

const money = (amount: number, currency: string): Money => ({ amount, currency });

export function pricingOf(id: string, record: HotelSearchRecord, proposal: HotelProposal): Pricing {
  return {
    id,
    status: "PRICED",
    searchId: record.id,
    proposalId: proposal.id,
    productType: record.search.productType,
    accommodation: proposal.accommodation,
    stay: proposal.stay,
    room: proposal.room,
    transport: proposal.transport,
    price: proposal.price,
  };
}

/** The same pricing with another flight: the accommodation part stays, the total follows the flight. */
export function withTransport(pricing: Pricing, flight: TransportProposal): Pricing {
  const { accommodation } = pricing.price;
  return {
    ...pricing,
    transport: flight,
    price: { ...pricing.price, transport: flight.price.total, total: money(accommodation.amount + flight.price.total.amount, accommodation.currency) },
  };
}

export function alternativeOf(pricing: Pricing, flight: TransportProposal): AlternativeTransport {
  const current = pricing.transport?.price.total.amount ?? 0;
  return {
    transport: flight,
    priceDifference: money(flight.price.total.amount - current, flight.price.total.currency),
    selected: flight.id === pricing.transport?.id,
  };
}

export function selectionOf(pricing: Pricing): Selection {
  return {
    selectionId: idOf("SEL", `${pricing.id}|${pricing.transport?.id ?? "-"}`),
    pricingId: pricing.id,
    productType: pricing.productType,
    total: pricing.price.total,
  };
}
