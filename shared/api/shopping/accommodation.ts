import * as v from "valibot";
import { LanguageSchema } from "./common";
import { AccommodationSummarySchema, ImageSchema, PROMOTIONS } from "./hotel";

/** RetreiveAccommodationStaticData and RetreiveAccommodationPromotion (the backend spells them so). */

/** Body of RetreiveAccommodationStaticData: the language of the texts. */
export const AccommodationStaticDataRequestSchema = v.object({ language: v.optional(LanguageSchema, "en") });
export type AccommodationStaticDataRequest = v.InferInput<typeof AccommodationStaticDataRequestSchema>;

/** Body of RetreiveAccommodationPromotion (ours): the language of the promotions' labels. */
export const AccommodationPromotionRequestSchema = v.object({ language: v.optional(LanguageSchema, "en") });
export type AccommodationPromotionRequest = v.InferInput<typeof AccommodationPromotionRequestSchema>;

export const AccommodationStaticDataSchema = v.object({
  ...AccommodationSummarySchema.entries,
  description: v.string(),
  images: v.array(ImageSchema),
  checkInFrom: v.string(),
  checkOutUntil: v.string(),
  rooms: v.array(v.object({ name: v.string(), maxOccupancy: v.number() })),
});
export type AccommodationStaticData = v.InferOutput<typeof AccommodationStaticDataSchema>;

export const AccommodationPromotionsSchema = v.object({
  accommodationId: v.string(),
  /** Empty when the accommodation has no running promotion. */
  promotions: v.array(v.object({ code: v.picklist(PROMOTIONS), discountPercent: v.number(), label: v.string() })),
});
export type AccommodationPromotions = v.InferOutput<typeof AccommodationPromotionsSchema>;
