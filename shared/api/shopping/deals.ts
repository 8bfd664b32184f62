import * as v from "valibot";
import { PRODUCT_TYPES } from "../../constants";
import { MoneySchema } from "./common";
import { AccommodationSummarySchema, PROMOTIONS } from "./hotel";

/** Deals/GetDealsByBP: hotel deals of one business profile (SPEC §3 shows no fields; these are ours). */

export const DealSchema = v.object({
  id: v.string(),
  productType: v.picklist(PRODUCT_TYPES),
  promotion: v.picklist(PROMOTIONS),
  discountPercent: v.number(),
  /** For `adults` travellers and `nights` nights. */
  originalPrice: MoneySchema,
  dealPrice: MoneySchema,
  nights: v.number(),
  adults: v.number(),
  accommodation: v.pick(AccommodationSummarySchema, ["id", "name", "stars", "propertyType", "destination", "rating", "mainImage"]),
});
export type Deal = v.InferOutput<typeof DealSchema>;

export const DealsListSchema = v.object({ businessProfile: v.string(), deals: v.array(DealSchema) });
export type DealsList = v.InferOutput<typeof DealsListSchema>;
