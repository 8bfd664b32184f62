import { useAtomValue } from "jotai";
import type { FormEvent } from "react";
import { Form } from "react-router";
import type { ProductType } from "../../../shared/constants";
import { DEPARTURE_PLACES } from "../../../shared/places";
import { searchPathOf } from "../../../shared/product-type";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { trackSearch, useTracker } from "../../tracking";

const FLIGHT_PRODUCTS: readonly ProductType[] = ["F", "FF"];
const WITH_DEPARTURE: readonly ProductType[] = ["F", "FF", "DP", "HGH"];

/**
 * The search form of one product: a GET form to the product's search screen whose field names are
 * the query parameters that screen reads, so it works with or without JavaScript.
 */
export function SearchForm({ product, initial }: { product: ProductType; initial?: Partial<SearchQuery> }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const isFlight = FLIGHT_PRODUCTS.includes(product);
  const destinationKey = product === "HGH" ? "H" : isFlight ? "F" : product === "H" ? "H" : "DP";
  const destinations = brand?.destinationProposals[destinationKey] ?? [];
  const label = "grid gap-1 min-w-0 text-[13px] font-600 text-ink-soft";
  const tracker = useTracker();
  // Only the search's own fields: nothing that identifies the shopper.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
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

  return (
    <Form method="get" action={searchPathOf(product)} onSubmit={onSubmit} className="grid grid-cols-2 gap-3 md:grid-cols-12 items-end" aria-label={t(`products.${product}.searchLabel`)}>
      {WITH_DEPARTURE.includes(product) && (
        <label className={`${label} col-span-2 md:col-span-3`}>
          {t("landing.search.departure")}
          <select name="departure" className="field" defaultValue={initial?.departure ?? ""}>
            <option value="">{t("landing.search.anyDeparture")}</option>
            {DEPARTURE_PLACES.map((place) => (
              <option key={place.code} value={place.code}>
                {place.name} ({place.code})
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={`${label} col-span-2 ${WITH_DEPARTURE.includes(product) ? "md:col-span-3" : "md:col-span-5"}`}>
        {t(isFlight ? "landing.search.destinationFlight" : "landing.search.destination")}
        <select name="destination" className="field" defaultValue={initial?.destination ?? ""}>
          <option value="">{t("landing.search.anyDestination")}</option>
          {destinations.map((place) => (
            <option key={place.id} value={place.code}>
              {place.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${label} col-span-1 md:col-span-2`}>
        {t(isFlight ? "landing.search.outboundFlight" : "landing.search.checkIn")}
        <input type="date" name="outboundDate" className="field h-[50px]" defaultValue={initial?.outboundDate ?? ""} />
      </label>
      <label className={`${label} col-span-1 md:col-span-2`}>
        {t(isFlight ? "landing.search.returnFlight" : "landing.search.checkOut")}
        <input type="date" name="returnDate" className="field h-[50px]" defaultValue={initial?.returnDate ?? ""} />
      </label>
      <label className={`${label} col-span-2 ${WITH_DEPARTURE.includes(product) ? "md:col-span-2" : "md:col-span-3"}`}>
        {t("landing.search.adults")}
        <select name="adults" className="field" defaultValue={String(initial?.adults ?? 2)}>
          {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
            <option key={n} value={n}>
              {t(n === 1 ? "landing.search.adultsOne" : "landing.search.adultsOther", { count: n })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-primary btn-lg col-span-2 md:col-span-12 md:justify-self-end md:min-w-[220px] w-full md:w-auto">
        {t("landing.search.submit")}
      </button>
    </Form>
  );
}
