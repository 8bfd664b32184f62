import type { ProductType } from "../../shared/constants";
import type { AvailableProduct, CartLine } from "../../shared/api/cart";
import { DEFAULT_CURRENCY } from "../../shared/constants";
import { moneyOf } from "../../shared/money";
import type { Language } from "../../shared/constants";
import type { MealPlan } from "../../shared/api/shopping";
import { destinationByCode, destinationNameIn } from "../shopping/destinations";
import { EXTRAS_TEXTS, economyIn, flightNameIn, mealPlanIn, nightsIn, packageNameIn } from "../texts";

/**
 * The sandbox's deterministic demo inventory: what a cart contains for a product type and
 * destination, the ancillaries it offers, and the voucher codes it accepts (all documented in
 * sandbox/CART_AND_AUTH.md). Prices in euro cents.
 */

interface Destination {
  /** The sandbox's city (shopping/destinations.ts), named in the cart's language from there. */
  cityCode: string;
  hotel: string;
  board: MealPlan;
  /** Per adult per night; children pay half. */
  nightlyRate: number;
  flightNumber: string;
  /** One way, per traveller. */
  fare: number;
}

const ORIGIN = "MAD";
const DESTINATIONS: Record<string, Destination> = {
  PMI: { cityCode: "PMI", hotel: "Hotel Son Caliu Spa Oasis", board: "HALF_BOARD", nightlyRate: 6_450, flightNumber: "IB 3521", fare: 5_900 },
  BCN: { cityCode: "BCN", hotel: "Hotel Arts Barcelona", board: "BREAKFAST", nightlyRate: 11_900, flightNumber: "IB 1903", fare: 4_400 },
  FCO: { cityCode: "ROM", hotel: "Hotel Artemide", board: "BREAKFAST", nightlyRate: 9_800, flightNumber: "AZ 063", fare: 6_900 },
  CDG: { cityCode: "PAR", hotel: "Hôtel Le Marais Saint-Paul", board: "ROOM_ONLY", nightlyRate: 10_500, flightNumber: "AF 1001", fare: 8_200 },
};
export const DEFAULT_DESTINATION = "PMI";

export interface TripRequest {
  productType: ProductType;
  adults: number;
  childrenAges: number[];
  outboundDate: string;
  returnDate?: string;
  destination?: string;
  /** The language of the lines' texts. */
  language: Language;
}

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The booked lines for a trip: hotel, flight legs, or one package line (10 % cheaper than apart). */
export function linesForTrip(trip: TripRequest, currency: string = DEFAULT_CURRENCY): CartLine[] {
  const place = DESTINATIONS[trip.destination ?? DEFAULT_DESTINATION] ?? DESTINATIONS[DEFAULT_DESTINATION]!;
  const code = trip.destination && DESTINATIONS[trip.destination] ? trip.destination : DEFAULT_DESTINATION;
  const travellers = trip.adults + trip.childrenAges.length;
  const payingNights = trip.adults + trip.childrenAges.length / 2;
  const { language } = trip;
  const city = destinationNameIn(destinationByCode(place.cityCode)!, language);
  const stay = (nights: number) => `${nightsIn(nights, language)}, ${mealPlanIn(place.board, language)}`;

  const hotel = (): CartLine => {
    const nights = nightsBetween(trip.outboundDate, trip.returnDate!);
    return {
      lineId: "L1", kind: "HOTEL", name: `${place.hotel}, ${city}`, description: stay(nights),
      startDate: trip.outboundDate, endDate: trip.returnDate!, travellers, price: moneyOf(Math.round(place.nightlyRate * nights * payingNights), currency),
    };
  };
  const flights = (): CartLine[] => {
    const leg = (lineId: string, from: string, to: string, date: string): CartLine => ({
      lineId, kind: "FLIGHT", name: flightNameIn(from, to, language), description: `${place.flightNumber} · ${economyIn(language)}`,
      startDate: date, endDate: date, travellers, price: moneyOf(place.fare * travellers, currency),
    });
    const outbound = leg("F1", ORIGIN, code, trip.outboundDate);
    return trip.returnDate ? [outbound, leg("F2", code, ORIGIN, trip.returnDate)] : [outbound];
  };

  switch (trip.productType) {
    case "H":
      return [hotel()];
    case "F":
    case "FF":
      return flights();
    case "HGH":
      return [hotel(), ...flights()];
    case "DP": {
      const separate = hotel().price.amount + flights().reduce((sum, line) => sum + line.price.amount, 0);
      return [{
        lineId: "P1", kind: "PACKAGE", name: packageNameIn(`${place.hotel}, ${city}`, language),
        description: `${ORIGIN} ⇄ ${code}, ${stay(nightsBetween(trip.outboundDate, trip.returnDate!))}`,
        startDate: trip.outboundDate, endDate: trip.returnDate!, travellers, price: moneyOf(Math.round(separate * 0.9), currency),
      }];
    }
  }
}

export const hasFlight = (productType: ProductType) => productType !== "H";
export const hasHotel = (productType: ProductType) => productType !== "F" && productType !== "FF";

export const SEAT_SELECTION_PRODUCT_ID = "seat-standard";
/** Per seat per flight segment. */
export const SEAT_PRICE = 1_200;

const ANCILLARIES: readonly (Omit<AvailableProduct, "name" | "description"> & { needs: "any" | "flight" | "hotel" })[] = [
  { productId: "ins-basic", kind: "INSURANCE", unitPrice: moneyOf(1_990, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "any" },
  { productId: "ins-premium", kind: "INSURANCE", unitPrice: moneyOf(3_990, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "any" },
  { productId: "trf-shared", kind: "TRANSFER", unitPrice: moneyOf(1_800, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "hotel" },
  { productId: "trf-private", kind: "TRANSFER", unitPrice: moneyOf(6_900, DEFAULT_CURRENCY), pricing: "PER_BOOKING", needs: "hotel" },
  { productId: SEAT_SELECTION_PRODUCT_ID, kind: "SEAT_SELECTION", unitPrice: moneyOf(SEAT_PRICE, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "flight" },
  { productId: "lug-23kg", kind: "EXTRA_LUGGAGE", unitPrice: moneyOf(3_500, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "flight" },
];

/** The extras a cart of this product offers, named and described in the cart's language. */
export function ancillariesFor(productType: ProductType, language: Language): AvailableProduct[] {
  return ANCILLARIES
    .filter(({ needs }) => needs === "any" || (needs === "flight" ? hasFlight(productType) : hasHotel(productType)))
    .map(({ needs: _needs, ...product }) => {
      const texts = EXTRAS_TEXTS[product.productId]!;
      return { ...product, name: texts.name[language], description: texts.description[language] };
    });
}

export interface VoucherRule {
  code: string;
  /** Major units, like the brand's freeFlightConditions.voucherAmount. */
  voucherAmount: number;
  /** Why the cart does not qualify, or null when it does. */
  refusal(productType: ProductType, subtotal: number): string | null;
}

export const VOUCHERS: readonly VoucherRule[] = [
  { code: "WELCOME20", voucherAmount: 20, refusal: () => null },
  { code: "SUMMER50", voucherAmount: 50, refusal: (_type, subtotal) => (subtotal < 30_000 ? "SUMMER50 needs a cart of at least €300" : null) },
  { code: "FREEFLIGHT150", voucherAmount: 150, refusal: (type) => (hasFlight(type) ? null : "FREEFLIGHT150 needs a flight in the cart") },
];

export function voucherByCode(code: string): VoucherRule | undefined {
  return VOUCHERS.find((voucher) => voucher.code === code.trim().toUpperCase());
}
