import { useAtomValue } from "jotai";
import { useSubmit } from "react-router";
import type { FacetSummary } from "../../../shared/api/shopping";
import { AMENITIES, CHARACTERISTICS, HOTEL_FACETS, MEAL_PLANS, PROPERTY_TYPES } from "../../../shared/api/shopping/hotel-constants";
import { formatMoney } from "../../../shared/money";
import { HOTEL_FILTER_PARAMS, RATING_STEPS, STAR_VALUES, type HotelFilters } from "../../../shared/search/hotel-filters";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural } from "./format";
import { countsOf, FilterForm, Group, Option, rangeOf, stepsWithin } from "./FilterControls";

/**
 * The hotel filters as a GET form (SPEC §5), so it works without JavaScript; with it, every change
 * applies at once. Each kind is a disclosure group; each option shows how many stays of the
 * search have it. Meal plan and free cancellation are SPEC §2's own search parameters.
 */
export function HotelFilterPanel({ filters, facets, searchId, currency, onApplied }: { filters: HotelFilters; facets: readonly FacetSummary[]; searchId: string | null; currency: string; onApplied?: (name: string, value: string) => void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const submit = useSubmit();
  const p = HOTEL_FILTER_PARAMS;
  const checkboxes = (name: string, values: readonly string[], counts: Map<string, number>, chosen: readonly (string | number)[], label: (value: string) => string) =>
    values.map((value) => (
      <Option key={value} type="checkbox" name={name} value={value} checked={chosen.map(String).includes(value)} label={label(value)} count={counts.get(value)} />
    ));
  const steps = stepsWithin(rangeOf(facets, HOTEL_FACETS.priceRange), 5_000);
  const money = (amount: number) => formatMoney(amount, currency, language);

  return (
    <FilterForm filters={filters} isChosen={isChosen} params={Object.values(p)} searchId={searchId} onApplied={onApplied} apply={(form) => submit(form, { preventScrollReset: true })}>
      <Group title={t("results.filters.freeCancellation")}>
        <Option type="checkbox" name={p.freeCancellation} value="true" checked={filters.freeCancellation} label={t("results.filters.freeCancellation")} count={countsOf(facets, HOTEL_FACETS.freeCancellation).get("true")} />
      </Group>
      {steps.length > 0 && (
        <Group title={t("results.filters.price")}>
          <Option type="radio" name={p.price} value="" checked={!filters.price} label={t("results.filters.priceAny")} />
          {steps.map((step) => (
            <Option key={step} type="radio" name={p.price} value={`0-${step}`} checked={filters.price?.min === 0 && filters.price.max === step} label={t("results.filters.priceUpTo", { price: money(step) })} />
          ))}
        </Group>
      )}
      <Group title={t("results.filters.stars")}>
        {checkboxes(p.stars, STAR_VALUES.map(String).reverse(), countsOf(facets, HOTEL_FACETS.stars), filters.stars, (value) => plural(t, language, "results.filters.starsValue", Number(value)))}
      </Group>
      <Group title={t("results.filters.rating")}>
        <Option type="radio" name={p.minRating} value="" checked={filters.minRating === null} label={t("results.filters.ratingAny")} />
        {[...RATING_STEPS].reverse().map((score) => (
          <Option key={score} type="radio" name={p.minRating} value={String(score)} checked={filters.minRating === score} label={t("results.filters.ratingAtLeast", { score })} />
        ))}
      </Group>
      <Group title={t("results.filters.mealPlan")}>
        {checkboxes(p.mealPlans, MEAL_PLANS, countsOf(facets, HOTEL_FACETS.mealPlan), filters.mealPlans, (value) => t(`results.mealPlans.${value}`))}
      </Group>
      <Group title={t("results.filters.propertyType")}>
        {checkboxes(p.propertyTypes, PROPERTY_TYPES, countsOf(facets, HOTEL_FACETS.propertyType), filters.propertyTypes, (value) => t(`results.propertyTypes.${value}`))}
      </Group>
      <Group title={t("results.filters.amenities")} closed>
        {checkboxes(p.amenities, AMENITIES, countsOf(facets, HOTEL_FACETS.amenities), filters.amenities, (value) => t(`results.amenities.${value}`))}
      </Group>
      <Group title={t("results.filters.characteristics")} closed>
        {checkboxes(p.characteristics, CHARACTERISTICS, countsOf(facets, HOTEL_FACETS.characteristics), filters.characteristics, (value) => t(`results.characteristics.${value}`))}
      </Group>
    </FilterForm>
  );
}

/** Whether the option `name=value` is what `filters` holds. */
function isChosen(filters: HotelFilters, name: string, value: string): boolean {
  const p = HOTEL_FILTER_PARAMS;
  switch (name) {
    case p.freeCancellation:
      return filters.freeCancellation;
    case p.price:
      return value === "" ? !filters.price : !!filters.price && `${filters.price.min}-${filters.price.max}` === value;
    case p.minRating:
      return value === "" ? filters.minRating === null : String(filters.minRating) === value;
    case p.stars:
      return filters.stars.map(String).includes(value);
    case p.mealPlans:
      return filters.mealPlans.includes(value);
    case p.propertyTypes:
      return filters.propertyTypes.includes(value);
    case p.amenities:
      return filters.amenities.includes(value);
    case p.characteristics:
      return filters.characteristics.includes(value);
    default:
      return false;
  }
}
