import type { BrandDetails } from "../brand-config/types";

/**
 * A brand's budget restriction (brand configuration `budgetRestriction`): the most one booking may
 * cost for the whole party, in major units of the brand's currency, as a company or a welfare
 * scheme sets it for the people it sends. Every search of the brand asks the backend only for
 * proposals within it (the price facet), and the form and results say so. README § Brand fields.
 */
export function budgetCapOf(brand: Pick<BrandDetails, "budgetRestriction">): number | null {
  const budget = brand.budgetRestriction;
  return budget !== null && Number.isFinite(budget) && budget > 0 ? Math.round(budget * 100) : null;
}

interface PriceRange {
  min: number;
  max: number;
}

/**
 * The price range a search sends: the shopper's own range cut at the cap, or 0 to the cap when
 * they set none. A range wholly above the cap becomes the cap itself (nothing over it is shown).
 */
export function priceWithinCap(price: PriceRange | null, capMinor: number | null): PriceRange | null {
  if (capMinor === null) return price;
  if (!price) return { min: 0, max: capMinor };
  return { min: Math.min(price.min, capMinor), max: Math.min(price.max, capMinor) };
}
