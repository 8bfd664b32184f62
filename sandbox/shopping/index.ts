/** The shopping services of the sandbox backend (SPEC §7): hotel shopping, transport shopping, deals. */
export { createHotelShoppingRoutes } from "./hotel-shopping-routes";
export { createTransportShoppingRoutes } from "./transport-routes";
export { createDealsRoutes } from "./deals";
