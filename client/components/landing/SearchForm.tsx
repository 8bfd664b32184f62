import { useAtomValue } from "jotai";
import { useMemo, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { MAX_NIGHTS, MEAL_PLANS } from "../../../shared/api/shopping/hotel-constants";
import type { ProductType } from "../../../shared/constants";
import { DEPARTURE_PLACES } from "../../../shared/places";
import { departureRuleOf, destinationListOf, isFlightProduct } from "../../../shared/product-rules";
import { searchPathOf } from "../../../shared/product-type";
import { mergePlaces, type PlaceOption } from "../../../shared/search/place-match";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { trackSearch, useTracker } from "../../tracking";
import { DateRangeField } from "../search-form/DateRangeField";
import { PlaceCombobox } from "../search-form/PlaceCombobox";
import { TravellersField } from "../search-form/TravellersField";

const DEPARTURES: PlaceOption[] = DEPARTURE_PLACES.map((place) => ({ code: place.code, name: place.name, suggested: true }));

/**
 * The search form of one product: a GET form to the product's search screen whose field names are
 * SPEC §2's query parameters, so every search is a shareable link and the form works with or
 * without JavaScript. The widgets enhance once hydrated: place comboboxes, the date picker, the
 * travellers panel, and for hotels the meal plan and free cancellation options.
 */
export function SearchForm({ product, initial }: { product: ProductType; initial?: Partial<SearchQuery> }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const language = useAtomValue(languageAtom);
  const tracker = useTracker();
  const isFlight = isFlightProduct(product);
  const departureRule = departureRuleOf(product);
  const [sold, setSold] = useState<PlaceOption[]>([]);
  const suggested = useMemo<PlaceOption[]>(
    () => (brand?.destinationProposals[destinationListOf(product)] ?? []).map((place) => ({ code: place.code, name: place.name, detail: place.subtitle ?? undefined })),
    [brand, product],
  );
  const destinations = useMemo(() => mergePlaces(suggested, sold), [suggested, sold]);
  const loadSold = () => {
    if (isFlight) return;
    // The call and its schema are a chunk of their own, fetched on the field's first focus.
    void import("../search-form/sold-destinations")
      .then(({ soldDestinations }) => soldDestinations(language))
      .then((list) => setSold(list.map((d) => ({ code: d.code, name: d.name, detail: d.countryCode }))))
      .catch(() => {});
  };

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

  const initialRange = initial?.outboundDate ? { start: initial.outboundDate, end: initial.returnDate ?? null } : null;
  return (
    <Form method="get" action={searchPathOf(product)} onSubmit={onSubmit} className="grid grid-cols-2 gap-3 md:grid-cols-12 items-end" aria-label={t(`products.${product}.searchLabel`)}>
      {departureRule !== "none" && (
        <PlaceCombobox
          name="departure"
          label={t("landing.search.departure")}
          options={DEPARTURES}
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
        maxNights={MAX_NIGHTS}
        labels={{
          start: t(isFlight ? "landing.search.outboundFlight" : "landing.search.checkIn"),
          end: t(isFlight ? "landing.search.returnFlight" : "landing.search.checkOut"),
          dialog: t("landing.search.datesDialog"),
        }}
        className={`col-span-2 ${departureRule !== "none" ? "md:col-span-4" : "md:col-span-5"}`}
      />
      <TravellersField initialAdults={initial?.adults ?? 2} initialChildrenAges={initial?.childrenAges ?? []} className="col-span-2 md:col-span-2" />
      {!isFlight && <HotelOptions initial={initial} />}
      <button type="submit" className="btn-primary btn-lg col-span-2 md:col-span-4 md:col-start-9 w-full">
        {t("landing.search.submit")}
      </button>
    </Form>
  );
}

/** Free cancellation and meal plans: they narrow a hotel search's results (SPEC §2, §5). */
function HotelOptions({ initial }: { initial?: Partial<SearchQuery> | undefined }) {
  const t = useT();
  const [meals, setMeals] = useState<string[]>(initial?.mealPlans ?? []);
  const option = "flex items-center gap-2 min-h-[40px] text-[15px] font-400 text-ink cursor-pointer";
  return (
    <div className="col-span-2 md:col-span-8 flex flex-wrap items-center gap-x-6 gap-y-1">
      <label className={option}>
        <input type="checkbox" name="freeCancellation" value="true" defaultChecked={initial?.freeCancellation ?? false} className="w-5 h-5 m-0 accent-[var(--brand-primary)]" />
        {t("landing.search.freeCancellation")}
      </label>
      <details className="relative">
        <summary className={`${option} font-600 list-none [&::-webkit-details-marker]:hidden`}>
          {meals.length ? t("landing.search.mealsCount", { count: meals.length }) : t("landing.search.meals")} <span aria-hidden="true">⌄</span>
        </summary>
        <fieldset className="absolute z-30 top-full left-0 w-[260px] card p-3 m-0 border-0 grid gap-0.5">
          <legend className="sr-only">{t("landing.search.meals")}</legend>
          {MEAL_PLANS.map((plan) => (
            <label key={plan} className={option}>
              <input
                type="checkbox"
                name="mealPlans"
                value={plan}
                checked={meals.includes(plan)}
                onChange={(event) => setMeals((current) => (event.target.checked ? [...current, plan] : current.filter((p) => p !== plan)))}
                className="w-5 h-5 m-0 accent-[var(--brand-primary)]"
              />
              {t(`results.mealPlans.${plan}`)}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
