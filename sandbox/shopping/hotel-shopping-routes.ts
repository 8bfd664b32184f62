import { Hono } from "hono";
import { accommodationRoutes } from "./accommodation-routes";
import { destinationRoutes } from "./destination-routes";
import { hotelPricingRoutes } from "./hotel-pricing-routes";
import { hotelSearchRoutes } from "./hotel-search-routes";

/** ShoppingHDPService, assembled from its four concerns: searching, pricing, accommodation facts, destinations sold. */
export function createHotelShoppingRoutes(): Hono {
  const routes = new Hono();
  routes.route("/", hotelSearchRoutes());
  routes.route("/", hotelPricingRoutes());
  routes.route("/", accommodationRoutes());
  routes.route("/", destinationRoutes());
  return routes;
}
