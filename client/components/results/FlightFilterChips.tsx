import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import { formatMoney } from "../../../shared/money";
import { DAY_PARTS, minutesToHhmm, NO_FLIGHT_FILTERS, TIME_WINDOW_FILTERS, writeFlightFilters, type FlightFilters } from "../../../shared/search/flight-filters";
import { writeResultsQuery, type ResultsQuery } from "../../../shared/search/results-query";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { FilterChipList } from "./FilterChipList";
import { formatDuration } from "./format";

/** The flight results with other filters, from page 1 of the same search. */
function withFlightFilters(pathname: string, search: string, results: ResultsQuery, filters: FlightFilters): string {
  const params = writeResultsQuery(writeFlightFilters(new URLSearchParams(search), filters), { ...results, page: 1 });
  return `${pathname}?${params}`;
}

/** Every applied flight filter as one removable chip, each the filters minus itself. */
export function FlightFilterChips({ filters, results, currency }: { filters: FlightFilters; results: ResultsQuery; currency: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { pathname, search } = useLocation();
  const chips: { key: string; label: string; without: FlightFilters }[] = [];
  if (filters.directOnly) chips.push({ key: "direct", label: t("flights.filters.directOnly"), without: { ...filters, directOnly: false } });
  for (const option of filters.luggage) {
    chips.push({ key: `luggage-${option}`, label: t(`flights.filters.${option === "CABIN" ? "cabin" : "checked"}`), without: { ...filters, luggage: filters.luggage.filter((o) => o !== option) } });
  }
  if (filters.price) chips.push({ key: "price", label: t("flights.filters.priceUpTo", { price: formatMoney(filters.price.max, currency, language) }), without: { ...filters, price: null } });
  for (const name of TIME_WINDOW_FILTERS) {
    const window = filters[name];
    if (!window) continue;
    const part = Object.entries(DAY_PARTS).find(([, p]) => p.from === window.from && p.to === window.to)?.[0];
    const when = part ? t(`flights.filters.${part}`) : `${minutesToHhmm(window.from)}–${minutesToHhmm(window.to)}`;
    chips.push({ key: name, label: `${t(`flights.filters.${name}`)}: ${when}`, without: { ...filters, [name]: null } });
  }
  if (filters.maxConnectionMinutes !== null) {
    chips.push({ key: "connection", label: `${t("flights.filters.connection")}: ${t("flights.filters.upTo", { duration: formatDuration(filters.maxConnectionMinutes) })}`, without: { ...filters, maxConnectionMinutes: null } });
  }
  if (filters.maxDurationMinutes !== null) {
    chips.push({ key: "duration", label: `${t("flights.filters.duration")}: ${t("flights.filters.upTo", { duration: formatDuration(filters.maxDurationMinutes) })}`, without: { ...filters, maxDurationMinutes: null } });
  }
  return (
    <FilterChipList
      chips={chips.map((chip) => ({ key: chip.key, label: chip.label, href: withFlightFilters(pathname, search, results, chip.without) }))}
      clearHref={withFlightFilters(pathname, search, results, NO_FLIGHT_FILTERS)}
    />
  );
}
