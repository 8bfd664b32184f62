import type { SavedStay } from "../../../shared/saved-stays/schema";

/** A saved stay as the toggles write it: Rome, 1–5 June 2030, two adults, unless told otherwise. */
export const BASE = Date.UTC(2030, 4, 1);
export function stay(name: string, savedAt: number, extra: Partial<SavedStay> = {}, search: Partial<SavedStay["search"]> = {}): SavedStay {
  return {
    accommodationId: `HTL-${name.replace(/\W+/g, "-")}`,
    name,
    imageUrl: "/destinations/rom.svg",
    stars: 4,
    score: 8.6,
    reviewCount: 1_220,
    distanceFromCentreMeters: 1_500,
    room: { name: "Double Room", mealPlan: "BREAKFAST", freeCancellationUntil: "2030-05-30" },
    flightIncluded: false,
    promotion: null,
    price: { total: 96_000, perNight: 24_000, currency: "EUR", seenAt: savedAt },
    savedAt,
    search: {
      product: "H",
      destination: "ROM",
      destinationName: "Rome",
      departure: null,
      departureName: null,
      outboundDate: "2030-06-01",
      returnDate: "2030-06-05",
      adults: 2,
      childrenAges: [],
      mealPlans: [],
      freeCancellation: false,
      ...search,
    },
    ...extra,
  };
}
