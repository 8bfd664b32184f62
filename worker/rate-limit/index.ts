export { limitBeacons, limitProxiedShopping, limitShoppingRequests } from "./limit-shopping";
