import { Hono } from "hono";
import { accommodationRoutes } from "./accommodation-routes";
import { hotelPricingRoutes } from "./hotel-pricing-routes";
import { hotelSearchRoutes } from "./hotel-search-routes";

/** ShoppingHDPService, assembled from its three concerns: searching, pricing, accommodation facts. */
export function createHotelShoppingRoutes(): Hono {
  const routes = new Hono();
  routes.route("/", hotelSearchRoutes());
  routes.route("/", hotelPricingRoutes());
  routes.route("/", accommodationRoutes());
  return routes;
}
