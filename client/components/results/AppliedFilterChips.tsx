import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import { formatMoney } from "../../../shared/money";
import { appliedHotelFilterCount, type HotelFilters } from "../../../shared/search/hotel-filters";
import type { ResultsQuery } from "../../../shared/search/results-query";
import type { Translate } from "../../i18n/translator";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { FilterChipList } from "./FilterChipList";
import { plural } from "./format";
import { withFilters, withoutFilters } from "./results-url";

interface Chip {
  key: string;
  label: string;
  without: HotelFilters;
}

/** Every applied filter as one removable chip, each the filters minus itself. */
function chipsOf(filters: HotelFilters, t: Translate, language: string, money: (amount: number) => string): Chip[] {
  const chips: Chip[] = [];
  const listChips = <K extends "propertyTypes" | "amenities" | "characteristics" | "mealPlans">(key: K, label: (value: string) => string) => {
    for (const value of filters[key]) chips.push({ key: `${key}-${value}`, label: label(value), without: { ...filters, [key]: filters[key].filter((v) => v !== value) } });
  };
  if (filters.freeCancellation) chips.push({ key: "fc", label: t("results.filters.freeCancellation"), without: { ...filters, freeCancellation: false } });
  if (filters.price) chips.push({ key: "price", label: t("results.filters.priceFrom", { min: money(filters.price.min), max: money(filters.price.max) }), without: { ...filters, price: null } });
  for (const star of filters.stars) chips.push({ key: `stars-${star}`, label: plural(t, language, "results.filters.starsValue", star), without: { ...filters, stars: filters.stars.filter((s) => s !== star) } });
  if (filters.minRating !== null) chips.push({ key: "rating", label: t("results.filters.ratingAtLeast", { score: filters.minRating }), without: { ...filters, minRating: null } });
  listChips("mealPlans", (value) => t(`results.mealPlans.${value}`));
  listChips("propertyTypes", (value) => t(`results.propertyTypes.${value}`));
  listChips("amenities", (value) => t(`results.amenities.${value}`));
  listChips("characteristics", (value) => t(`results.characteristics.${value}`));
  if (filters.box) chips.push({ key: "box", label: t("results.filters.area"), without: { ...filters, box: null } });
  return chips;
}

/** The applied filters as removable chips, with "clear all": links, so they work without JavaScript. */
export function AppliedFilterChips({ filters, results, currency }: { filters: HotelFilters; results: ResultsQuery; currency: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { pathname, search } = useLocation();
  if (appliedHotelFilterCount(filters) === 0) return null;
  const chips = chipsOf(filters, t, language, (amount) => formatMoney(amount, currency, language));
  const chipLinks = chips.map((chip) => ({ key: chip.key, label: chip.label, href: withFilters(pathname, search, results, chip.without) }));
  return <FilterChipList chips={chipLinks} clearHref={withoutFilters(pathname, search, results)} />;
}
