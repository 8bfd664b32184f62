import type { FormEvent } from "react";
import type { ProductType } from "../../../shared/constants";
import { trackSearch, useTracker } from "../../tracking";

/** The search form's submit handler that tracks the search: only its own fields, nothing that identifies the shopper. */
export function useSearchTracking(product: ProductType): (event: FormEvent<HTMLFormElement>) => void {
  const tracker = useTracker();
  return (event) => {
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => (fields.get(name) as string | null) || null;
    const adults = Number(text("adults"));
    trackSearch(tracker, {
      product,
      destination: text("destination"),
      departure: text("departure"),
      outboundDate: text("outboundDate"),
      returnDate: text("returnDate"),
      adults: Number.isInteger(adults) && adults > 0 ? adults : null,
    });
  };
}
