/**
 * The sandbox's own texts in the storefront's languages (it, es, en, fr). A call carries its
 * language (CreateCart's `language`, a search's `language`, `?language=` on deals, the static
 * data's body); every text a shopper reads is built here from that, never in English by default.
 */
export { ROOM_TYPES, cancellationIn, dateIn, mealPlanIn, nightsIn, roomNameIn, type RoomType } from "./stay";
export { economyIn, flightNameIn, flightNumbersIn, packageNameIn, stopsIn } from "./trip";
export { EXTRAS_TEXTS } from "./extras";
