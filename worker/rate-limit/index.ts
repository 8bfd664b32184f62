export { limitBeacons, limitProxiedShopping, limitShoppingRequests, RETRY_AFTER_SECONDS } from "./limit-shopping";
