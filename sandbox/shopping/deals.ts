import { Hono } from "hono";
import * as v from "valibot";
import type { Deal, DealsList } from "../../shared/api/shopping";
import { SHOPPING_CURRENCY } from "../../shared/api/shopping";
import { DealsQuerySchema } from "../../shared/api/shopping";
import { DEFAULT_LANGUAGE, PRODUCT_TYPES, type Language, type ProductType } from "../../shared/constants";
import { ok } from "../envelope";
import { faultsFor } from "../faults";
import { boundQueryValue } from "../query-binding";
import { allHotels } from "./hotel-catalogue";
import { idOf, randomFrom } from "./random";
import { describeIssues, invalidRequest, requiredQuery } from "./validation";
import { factsIn } from "./accommodation-texts";

/**
 * Deals/GetDealsByBP. Any business profile id gets deals, derived from the id itself so the same
 * profile always sees the same list; a product suffix (BP-DEMO-DP, BP-VIAGGI-H) sets the product.
 * Places are named in the language asked for.
 */
const DEAL_ADULTS = 2;

function productOf(businessProfile: string, pick: () => ProductType): ProductType {
  const suffix = businessProfile.split("-").pop()?.toUpperCase();
  return (PRODUCT_TYPES as readonly string[]).includes(suffix ?? "") ? (suffix as ProductType) : pick();
}

export function dealsFor(businessProfile: string, language: Language = DEFAULT_LANGUAGE): DealsList {
  const random = randomFrom(`deals:${businessProfile}`);
  const productType = productOf(businessProfile, () => random.pick(["H", "DP"] as const));
  const hotels = random.sample(allHotels(), random.int(8, 12));
  const deals = hotels.map((hotel): Deal => {
    const nights = random.int(3, 7);
    const discountPercent = hotel.flashSaleDiscount ?? random.int(3, 9) * 5;
    // A package deal carries a flight for two on top of the stay.
    const flight = productType === "H" || productType === "HGH" ? 0 : random.int(90, 240) * 100;
    const original = hotel.baseNightly * nights + flight;
    const staticData = factsIn(hotel, language);
    return {
      id: idOf("DEAL", `${businessProfile}:${staticData.id}`),
      productType,
      promotion: "FLASH_SALE",
      discountPercent,
      originalPrice: { amount: original, currency: SHOPPING_CURRENCY },
      dealPrice: { amount: Math.round((original * (1 - discountPercent / 100)) / 100) * 100, currency: SHOPPING_CURRENCY },
      nights,
      adults: DEAL_ADULTS,
      accommodation: {
        id: staticData.id, name: staticData.name, stars: staticData.stars, propertyType: staticData.propertyType,
        destination: staticData.destination, rating: staticData.rating, mainImage: staticData.mainImage,
      },
    };
  });
  return { businessProfile, deals };
}

export function createDealsRoutes(): Hono {
  const routes = new Hono();
  routes.get("/GetDealsByBP", faultsFor("Deals/GetDealsByBP"), (c) => {
    const businessProfile = requiredQuery(c, "businessProfile");
    if (!businessProfile.ok) return businessProfile.response;
    // The cities are named in `?language=` (one of the storefront's; English when absent).
    const language = v.safeParse(DealsQuerySchema, { language: boundQueryValue(c.req.url, "language") });
    if (!language.success) return invalidRequest(c, describeIssues(language.issues));
    return ok(c, dealsFor(businessProfile.value, language.output.language));
  });
  return routes;
}
