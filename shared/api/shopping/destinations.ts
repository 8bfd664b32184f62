import * as v from "valibot";

/**
 * ShoppingHDPService/GetDestinations (ours: SPEC §7 shows no call for it): the destinations the
 * backend sells hotels in, named in the shopper's language, for the search form's destination
 * suggestions. GET with `?language=`, so a browser may cache it.
 */
const SoldDestinationSchema = v.object({
  /** IATA city code, the value a search's `destination` carries. */
  code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  name: v.string(),
  countryCode: v.pipe(v.string(), v.length(2)),
  hotelCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type SoldDestination = v.InferOutput<typeof SoldDestinationSchema>;

export const SoldDestinationsSchema = v.object({ language: v.string(), destinations: v.array(SoldDestinationSchema) });
export type SoldDestinations = v.InferOutput<typeof SoldDestinationsSchema>;
