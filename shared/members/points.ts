import type { BrandDetails } from "../brand-config/types";

/**
 * The points a signed-in member earns on a price (brand configuration pointsConversionRate: points
 * per unit of the brand's currency), rounded down as loyalty schemes do; null where the brand has
 * no points scheme. €1,234.56 at 1 point per euro earns 1,234.
 */
export function pointsEarned(amountMinor: number, brand: Pick<BrandDetails, "pointsConversionRate">): number | null {
  const rate = brand.pointsConversionRate;
  if (rate === null || !Number.isFinite(rate) || rate <= 0 || amountMinor <= 0) return null;
  // A hair over, so binary fractions (30 × 0.1 = 2.9999…) do not lose a whole point.
  return Math.floor((amountMinor * rate) / 100 + 1e-9);
}
