import * as v from "valibot";
import { PRODUCT_TYPES } from "../../constants";
import { LanguageSchema, MoneySchema } from "./common";
import { AccommodationSummarySchema, PROMOTIONS } from "./hotel";

/** Deals/GetDealsByBP: hotel deals of one business profile (SPEC §3 shows no fields; these are ours). */

/** GetDealsByBP's query besides `businessProfile` (ours): the language the deals' places are named in. */
export const DealsQuerySchema = v.object({ language: v.optional(LanguageSchema, "en") });

const DealSchema = v.object({
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
