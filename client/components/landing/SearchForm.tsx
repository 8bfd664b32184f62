import { useAtomValue } from "jotai";
import { useState } from "react";
import { Form } from "react-router";
import { MAX_NIGHTS } from "../../../shared/api/shopping/hotel-search-constants";
import type { ProductType } from "../../../shared/constants";
import { departureRuleOf, isFlightProduct } from "../../../shared/product-rules";
import { searchPathOf } from "../../../shared/product-type";
import type { SearchQuery } from "../../../shared/search-query";
import { languageAtom } from "../../state/brand";
import { BudgetNote } from "../search/BudgetNote";
import { useT } from "../../state/i18n";
import { DateRangeField } from "../search-form/DateRangeField";
import { HotelOptions } from "../search-form/HotelOptions";
import { PlaceCombobox } from "../search-form/PlaceCombobox";
import { TravellersField } from "../search-form/TravellersField";
import { TripTypeField } from "../search-form/TripTypeField";
import { useSearchPlaces } from "../search-form/use-search-places";
import { useSearchTracking } from "../search-form/use-search-tracking";

/** A return flight can come back up to a year later (a stay is MAX_NIGHTS at most). */
const FLIGHT_MAX_DAYS = 365;

/**
 * The search form of one product: a GET form to the product's search screen whose field names are
 * SPEC §2's query parameters, so every search is a shareable link and the form works with or
 * without JavaScript. The widgets enhance once hydrated: place comboboxes, the date picker, the
 * travellers panel, and for hotels the meal plan and free cancellation options.
 */
export function SearchForm({ product, initial }: { product: ProductType; initial?: Partial<SearchQuery> }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const isFlight = isFlightProduct(product);
  const departureRule = departureRuleOf(product);
  const { departures, destinations, loadSold } = useSearchPlaces(product, initial?.destination ?? null);
  const onSubmit = useSearchTracking(product);

  const initialRange = initial?.outboundDate ? { start: initial.outboundDate, end: initial.returnDate ?? null } : null;
  // A flight search is one way when it has a departure date and no return (SPEC §2's returnDate).
  const [oneWay, setOneWay] = useState(isFlight && !!initial?.outboundDate && !initial.returnDate);
  return (
    <Form method="get" action={searchPathOf(product)} onSubmit={onSubmit} className="grid grid-cols-2 gap-3 md:grid-cols-12 items-end" aria-label={t(`products.${product}.searchLabel`)}>
      {isFlight && <TripTypeField oneWay={oneWay} onChange={setOneWay} className="col-span-2 md:col-span-12" />}
      {departureRule !== "none" && (
        <PlaceCombobox
          name="departure"
          label={t("landing.search.departure")}
          options={departures}
          initialCode={initial?.departure ?? null}
          placeholder={t("landing.search.departurePlaceholder")}
          anyLabel={t("landing.search.anyDeparture")}
          className="col-span-2 md:col-span-3"
        />
      )}
      <PlaceCombobox
        name="destination"
        label={t(isFlight ? "landing.search.destinationFlight" : "landing.search.destination")}
        options={destinations}
        initialCode={initial?.destination ?? null}
        placeholder={t("landing.search.destinationPlaceholder")}
        anyLabel={t("landing.search.anyDestination")}
        onFirstFocus={loadSold}
        className={`col-span-2 ${departureRule !== "none" ? "md:col-span-3" : "md:col-span-5"}`}
      />
      <DateRangeField
        language={language}
        initial={initialRange}
        maxNights={isFlight ? FLIGHT_MAX_DAYS : MAX_NIGHTS}
        oneWay={isFlight && oneWay}
        labels={{
          start: t(isFlight ? "landing.search.outboundFlight" : "landing.search.checkIn"),
          end: t(isFlight ? "landing.search.returnFlight" : "landing.search.checkOut"),
          dialog: t("landing.search.datesDialog"),
        }}
        className={`col-span-2 ${departureRule !== "none" ? "md:col-span-4" : "md:col-span-5"}`}
      />
      <TravellersField initialAdults={initial?.adults ?? 2} initialChildrenAges={initial?.childrenAges ?? []} className="col-span-2 md:col-span-2" />
      {!isFlight && <HotelOptions initial={initial} className="col-span-2 md:col-span-8" />}
      <button type="submit" className="btn-primary btn-lg col-span-2 md:col-span-4 md:col-start-9 w-full">
        {t("landing.search.submit")}
      </button>
      <BudgetNote className="col-span-2 md:col-span-12" />
    </Form>
  );
}
