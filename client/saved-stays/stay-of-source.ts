import type { PageBrand } from "../../shared/brand-config/types";
import { SAVED_MEAL_PLANS, type SavedSearch, type SavedStay } from "../../shared/saved-stays/schema";
import type { PricingState } from "../detail/pricing-poll";
import type { PageSearch, SaveSource } from "./sources";

// No search-query, places or product rules here: this chunk loads on every results page after
// hydration, and sharing those modules would split the chunks those pages load up front.

const isMealPlan = (plan: string): plan is SavedStay["search"]["mealPlans"][number] => (SAVED_MEAL_PLANS as readonly string[]).includes(plan);

/** A place's name as the brand's own lists give it (the results' summary names it so too). */
const brandPlaceName = (places: PageBrand["places"], code: string) => Object.values(places).flat().find((place) => place.code === code)?.name;

/** The search a page shows, as a saved entry keeps it, or null when it is no complete search. */
function savedSearchOf({ product, query, placeNames }: PageSearch, places: PageBrand["places"], destinationName?: string): SavedSearch | null {
  if (!query.destination || !query.outboundDate || !query.returnDate) return null;
  // A hotel alone has no departure; a package's (DP, or HGH with a flight) is part of the trip.
  const departure = product !== "H" ? query.departure : null;
  return {
    product,
    destination: query.destination,
    destinationName: brandPlaceName(places, query.destination) ?? placeNames?.destination ?? destinationName ?? query.destination,
    departure,
    departureName: departure ? (placeNames?.departure ?? brandPlaceName(places, departure) ?? null) : null,
    outboundDate: query.outboundDate,
    returnDate: query.returnDate,
    adults: query.adults,
    childrenAges: query.childrenAges,
    mealPlans: query.mealPlans.filter(isMealPlan),
    freeCancellation: query.freeCancellation,
  };
}

/** A deal's own search (its link): destination, dates two weeks on, party and product. */
function dealSearchOf(href: string): PageSearch | null {
  const params = new URL(href, "https://deal.invalid").searchParams;
  const product = params.get("product");
  if (product !== "H" && product !== "DP" && product !== "HGH") return null;
  const query: PageSearch["query"] = {
    destination: params.get("destination"),
    departure: params.get("departure"),
    outboundDate: params.get("outboundDate"),
    returnDate: params.get("returnDate"),
    adults: Number(params.get("adults") ?? 2),
    childrenAges: [],
    mealPlans: [],
    freeCancellation: false,
  };
  return { product, query };
}

/**
 * The entry a toggle saves for what its page shows, seen `now`; null when the page shows no
 * complete search (nothing could be opened again from it). The hotel's page saves its price once
 * the hotel has confirmed it (`pricing`), until then without one.
 */
export function savedStayOf(source: SaveSource, places: PageBrand["places"], now: number, pricing: PricingState | null): SavedStay | null {
  if (source.kind === "card") {
    const { card } = source;
    const search = savedSearchOf(source.search, places);
    return (
      search && {
        accommodationId: card.hotelId,
        name: card.name,
        imageUrl: card.imageUrl,
        stars: card.stars,
        score: card.score,
        reviewCount: card.reviewCount,
        distanceFromCentreMeters: card.distanceFromCentreMeters,
        room: { name: card.roomName, mealPlan: card.mealPlan, freeCancellationUntil: card.freeCancellationUntil },
        flightIncluded: card.transport !== null,
        promotion: card.promotion,
        price: { total: card.total, perNight: card.perNight, currency: card.currency, seenAt: now },
        savedAt: now,
        search,
      }
    );
  }
  if (source.kind === "deal") {
    const { deal } = source;
    const { accommodation: a } = deal;
    const dealSearch = dealSearchOf(source.href);
    const search = dealSearch && savedSearchOf(dealSearch, places, a.destination.name);
    return (
      search && {
        accommodationId: a.id,
        name: a.name,
        imageUrl: a.mainImage.url,
        stars: a.stars,
        score: a.rating.score,
        reviewCount: a.rating.reviewCount,
        distanceFromCentreMeters: null,
        room: null,
        flightIncluded: search.product === "DP",
        promotion: { discountPercent: deal.discountPercent, originalTotal: deal.originalPrice.amount },
        price: { total: deal.dealPrice.amount, perNight: null, currency: deal.dealPrice.currency, seenAt: now },
        savedAt: now,
        search,
      }
    );
  }
  const { facts } = source;
  const search = savedSearchOf(source.search, places, facts.destination.name);
  const priced = pricing?.kind === "priced" ? pricing.pricing : null;
  return (
    search && {
      accommodationId: facts.id,
      name: facts.name,
      imageUrl: facts.mainImage.url,
      stars: facts.stars,
      score: facts.rating.score,
      reviewCount: facts.rating.reviewCount,
      distanceFromCentreMeters: facts.distanceFromCentreMeters,
      room: priced && { name: priced.room.name, mealPlan: priced.room.mealPlan, freeCancellationUntil: priced.room.freeCancellation ? priced.room.cancellationDeadline : null },
      flightIncluded: priced ? priced.transport !== null : search.product === "DP",
      promotion: null,
      price: priced && { total: priced.price.total.amount, perNight: priced.price.perNight.amount, currency: priced.price.total.currency, seenAt: now },
      savedAt: now,
      search,
    }
  );
}
