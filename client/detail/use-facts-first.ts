import { useDeferredValue } from "react";
import type { HotelDetailView } from "./hotel-detail-client-loader";

/** Never settles: what the price shows as in the first frame of a facts-first page. */
const NOT_YET = new Promise<never>(() => {});

/**
 * A page the shopper's intent prepared (`factsFirst`, hotel-detail-client-loader.ts) commits its
 * facts first and renders its price (and a package's flights) in a second, deferred pass. A price
 * that arrives while that first frame is still rendering would otherwise be rendered into it too,
 * and on a slow phone hold the facts back for as long again. Other pages (the server's, a
 * navigation without intent) render as they come.
 */
export function useFactsFirst(data: HotelDetailView): HotelDetailView {
  const deferred = Boolean(data.factsFirst);
  const pricing = useDeferredValue(data.pricing, deferred ? NOT_YET : data.pricing);
  const packageFlights = useDeferredValue(data.packageFlights, deferred && data.packageFlights ? NOT_YET : data.packageFlights);
  return deferred ? { ...data, pricing, packageFlights } : data;
}
