import type { ProductType } from "../../shared/constants";
import type { AvailableProduct, CartLine } from "../../shared/api/cart";
import { DEFAULT_CURRENCY } from "../../shared/constants";
import { moneyOf } from "../../shared/money";

/**
 * The sandbox's deterministic demo inventory: what a cart contains for a product type and
 * destination, the ancillaries it offers, and the voucher codes it accepts (all documented in
 * sandbox/CART_AND_AUTH.md). Prices in euro cents.
 */

interface Destination {
  city: string;
  hotel: string;
  board: string;
  /** Per adult per night; children pay half. */
  nightlyRate: number;
  flightNumber: string;
  /** One way, per traveller. */
  fare: number;
}

const ORIGIN = "MAD";
const DESTINATIONS: Record<string, Destination> = {
  PMI: { city: "Palma de Mallorca", hotel: "Hotel Son Caliu Spa Oasis", board: "half board", nightlyRate: 6_450, flightNumber: "IB 3521", fare: 5_900 },
  BCN: { city: "Barcelona", hotel: "Hotel Arts Barcelona", board: "bed and breakfast", nightlyRate: 11_900, flightNumber: "IB 1903", fare: 4_400 },
  FCO: { city: "Rome", hotel: "Hotel Artemide", board: "bed and breakfast", nightlyRate: 9_800, flightNumber: "AZ 063", fare: 6_900 },
  CDG: { city: "Paris", hotel: "Hôtel Le Marais Saint-Paul", board: "room only", nightlyRate: 10_500, flightNumber: "AF 1001", fare: 8_200 },
};
export const DEFAULT_DESTINATION = "PMI";

export interface TripRequest {
  productType: ProductType;
  adults: number;
  childrenAges: number[];
  outboundDate: string;
  returnDate?: string;
  destination?: string;
}

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The booked lines for a trip: hotel, flight legs, or one package line (10 % cheaper than apart). */
export function linesForTrip(trip: TripRequest, currency: string = DEFAULT_CURRENCY): CartLine[] {
  const place = DESTINATIONS[trip.destination ?? DEFAULT_DESTINATION] ?? DESTINATIONS[DEFAULT_DESTINATION]!;
  const code = trip.destination && DESTINATIONS[trip.destination] ? trip.destination : DEFAULT_DESTINATION;
  const travellers = trip.adults + trip.childrenAges.length;
  const payingNights = trip.adults + trip.childrenAges.length / 2;

  const hotel = (): CartLine => {
    const nights = nightsBetween(trip.outboundDate, trip.returnDate!);
    return {
      lineId: "L1", kind: "HOTEL", name: `${place.hotel}, ${place.city}`, description: `${nights} nights, ${place.board}`,
      startDate: trip.outboundDate, endDate: trip.returnDate!, travellers, price: moneyOf(Math.round(place.nightlyRate * nights * payingNights), currency),
    };
  };
  const flights = (): CartLine[] => {
    const leg = (lineId: string, from: string, to: string, date: string): CartLine => ({
      lineId, kind: "FLIGHT", name: `Flight ${from} → ${to}`, description: `${place.flightNumber} · economy`,
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
        lineId: "P1", kind: "PACKAGE", name: `Flight + hotel: ${place.hotel}, ${place.city}`,
        description: `${ORIGIN} ⇄ ${code}, ${nightsBetween(trip.outboundDate, trip.returnDate!)} nights, ${place.board}`,
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

const ANCILLARIES: readonly (AvailableProduct & { needs: "any" | "flight" | "hotel" })[] = [
  { productId: "ins-basic", kind: "INSURANCE", name: "Travel insurance Basic", description: "Medical costs and luggage up to €1,500", unitPrice: moneyOf(1_990, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "any" },
  { productId: "ins-premium", kind: "INSURANCE", name: "Cancellation insurance Premium", description: "Cancel for any reason up to 48 h before departure", unitPrice: moneyOf(3_990, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "any" },
  { productId: "trf-shared", kind: "TRANSFER", name: "Shared airport transfer", description: "Airport ⇄ hotel, both ways", unitPrice: moneyOf(1_800, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "hotel" },
  { productId: "trf-private", kind: "TRANSFER", name: "Private airport transfer", description: "Private car, airport ⇄ hotel, both ways", unitPrice: moneyOf(6_900, DEFAULT_CURRENCY), pricing: "PER_BOOKING", needs: "hotel" },
  { productId: SEAT_SELECTION_PRODUCT_ID, kind: "SEAT_SELECTION", name: "Seat selection", description: "Choose your seat on each flight", unitPrice: moneyOf(SEAT_PRICE, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "flight" },
  { productId: "lug-23kg", kind: "EXTRA_LUGGAGE", name: "Checked bag 23 kg", description: "One extra checked bag per traveller, each way", unitPrice: moneyOf(3_500, DEFAULT_CURRENCY), pricing: "PER_TRAVELLER", needs: "flight" },
];

export function ancillariesFor(productType: ProductType): AvailableProduct[] {
  return ANCILLARIES
    .filter(({ needs }) => needs === "any" || (needs === "flight" ? hasFlight(productType) : hasHotel(productType)))
    .map(({ needs: _needs, ...product }) => product);
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
