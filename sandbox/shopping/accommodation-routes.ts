import { Hono, type Context } from "hono";
import type { AccommodationPromotions } from "../../shared/api/shopping";
import { AccommodationPromotionRequestSchema, AccommodationStaticDataRequestSchema } from "../../shared/api/shopping";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { promotionLabelIn, staticDataOf } from "./accommodation-texts";
import { hotelById, type CatalogueHotel } from "./hotel-catalogue";
import { parsedBody, requiredQuery, type Parsed } from "./validation";

/** ShoppingHDPService: RetreiveAccommodationStaticData and RetreiveAccommodationPromotion (the backend's spelling). */
const SERVICE = "ShoppingHDPService";

function hotelFromQuery(c: Context): Parsed<CatalogueHotel> {
  const id = requiredQuery(c, "accommodationId");
  if (!id.ok) return id;
  const hotel = hotelById(id.value);
  return hotel ? { ok: true, value: hotel } : { ok: false, response: fail(c, 404, "ACCOMMODATION_NOT_FOUND", `no accommodation ${id.value}`) };
}

export function accommodationRoutes(): Hono {
  const routes = new Hono();

  routes.post("/RetreiveAccommodationStaticData", faultsFor(`${SERVICE}/RetreiveAccommodationStaticData`), async (c) => {
    const hotel = hotelFromQuery(c);
    if (!hotel.ok) return hotel.response;
    const body = await parsedBody(c, AccommodationStaticDataRequestSchema);
    if (!body.ok) return body.response;
    return ok(c, staticDataOf(hotel.value, body.value.language));
  });

  routes.post("/RetreiveAccommodationPromotion", faultsFor(`${SERVICE}/RetreiveAccommodationPromotion`), async (c) => {
    const hotel = hotelFromQuery(c);
    if (!hotel.ok) return hotel.response;
    const body = await parsedBody(c, AccommodationPromotionRequestSchema);
    if (!body.ok) return body.response;
    const { staticData, flashSaleDiscount } = hotel.value;
    const label = flashSaleDiscount ? promotionLabelIn(flashSaleDiscount, body.value.language) : "";
    const result: AccommodationPromotions = {
      accommodationId: staticData.id,
      promotions: flashSaleDiscount ? [{ code: "FLASH_SALE", discountPercent: flashSaleDiscount, label }] : [],
    };
    return ok(c, result);
  });

  return routes;
}
