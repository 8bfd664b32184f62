import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import type { FacetSummary } from "../../../shared/api/shopping/common";
import { TRANSPORT_FACETS } from "../../../shared/api/shopping/transport-constants";
import { formatMoney } from "../../../shared/money";
import { DAY_PARTS, FLIGHT_FILTER_PARAMS, flightFiltersFromParams, TIME_WINDOW_FILTERS, writeFlightFilters, type FlightFilters } from "../../../shared/search/flight-filters";
import { RESULTS_PARAMS } from "../../../shared/search/results-query";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { useStableNavigate } from "../../state/stable-navigate";
import { countsOf, FilterForm, Group, Option, rangeOf, stepsWithin } from "./FilterControls";
import { formatDuration } from "./format";

const windowValue = (window: { from: number; to: number }) => `${window.from}-${window.to}`;

/**
 * The flight filters as a GET form (SPEC §5), so it works without JavaScript; with it, every change
 * applies at once. Counts come from the search's facet summaries. A free-flight search has no
 * price filter: the voucher sets the price range. A one-way trip has no return times.
 */
export function FlightFilterPanel({
  filters,
  facets,
  searchId,
  currency,
  returnTrip,
  voucher,
  onApplied,
}: {
  filters: FlightFilters;
  facets: readonly FacetSummary[];
  searchId: string | null;
  currency: string;
  returnTrip: boolean;
  voucher: boolean;
  onApplied?: (name: string, value: string) => void;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const navigate = useStableNavigate();
  const p = FLIGHT_FILTER_PARAMS;

  // With JavaScript a change navigates to the tidy URL the filters write (lists dash-separated, no
  // empty "any" values), from page 1 of the same search; without it the form submits as it is.
  const apply = (form: HTMLFormElement) => {
    const chosen = flightFiltersFromParams(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    const params = writeFlightFilters(new URLSearchParams(location.search), chosen);
    params.delete(RESULTS_PARAMS.page);
    if (searchId) params.set(RESULTS_PARAMS.searchId, searchId);
    navigate(`${location.pathname}?${params}`, { preventScrollReset: true });
  };

  const stops = countsOf(facets, TRANSPORT_FACETS.outboundStops);
  const baggage = countsOf(facets, TRANSPORT_FACETS.baggageIncluded);
  const withBaggage = (kind: "CABIN" | "CHECKED") => (baggage.size ? (baggage.get(kind) ?? 0) + (baggage.get("CABIN_CHECKED") ?? 0) : undefined);
  const priceSteps = voucher ? [] : stepsWithin(rangeOf(facets, TRANSPORT_FACETS.price), 5_000);
  const connectionSteps = stepsWithin(rangeOf(facets, TRANSPORT_FACETS.connectionTime), 30);
  const durationSteps = stepsWithin(rangeOf(facets, TRANSPORT_FACETS.tripDuration), 30);
  const windows = TIME_WINDOW_FILTERS.filter((name) => returnTrip || !name.startsWith("inbound"));

  const limitGroup = (name: "maxConnectionMinutes" | "maxDurationMinutes", title: string, steps: number[]) =>
    (steps.length > 0 || filters[name] !== null) && (
      <Group title={title} closed={filters[name] === null}>
        <Option type="radio" name={p[name]} value="" checked={filters[name] === null} label={t("flights.filters.anyDuration")} />
        {[...new Set([...steps, ...(filters[name] !== null ? [filters[name]] : [])])].sort((a, b) => a - b).map((step) => (
          <Option key={step} type="radio" name={p[name]} value={String(step)} checked={filters[name] === step} label={t("flights.filters.upTo", { duration: formatDuration(step) })} />
        ))}
      </Group>
    );

  return (
    <FilterForm filters={filters} isChosen={isChosen} params={Object.values(p)} searchId={searchId} onApplied={onApplied} apply={apply}>
      <Group title={t("flights.filters.stops")}>
        <Option type="checkbox" name={p.directOnly} value="true" checked={filters.directOnly} label={t("flights.filters.directOnly")} count={stops.size ? (stops.get("0") ?? 0) : undefined} />
      </Group>
      <Group title={t("flights.filters.luggage")}>
        <Option type="checkbox" name={p.luggage} value="CABIN" checked={filters.luggage.includes("CABIN")} label={t("flights.filters.cabin")} count={withBaggage("CABIN")} />
        <Option type="checkbox" name={p.luggage} value="CHECKED" checked={filters.luggage.includes("CHECKED")} label={t("flights.filters.checked")} count={withBaggage("CHECKED")} />
      </Group>
      {priceSteps.length > 0 && (
        <Group title={t("flights.filters.price")}>
          <Option type="radio" name={p.price} value="" checked={!filters.price} label={t("flights.filters.priceAny")} />
          {priceSteps.map((step) => (
            <Option key={step} type="radio" name={p.price} value={`0-${step}`} checked={filters.price?.min === 0 && filters.price.max === step} label={t("flights.filters.priceUpTo", { price: formatMoney(step, currency, language) })} />
          ))}
        </Group>
      )}
      {windows.map((name) => (
        <Group key={name} title={t(`flights.filters.${name}`)} closed={filters[name] === null}>
          <Option type="radio" name={p[name]} value="" checked={filters[name] === null} label={t("flights.filters.anyTime")} />
          {Object.entries(DAY_PARTS).map(([part, window]) => (
            <Option key={part} type="radio" name={p[name]} value={windowValue(window)} checked={filters[name] !== null && windowValue(filters[name]) === windowValue(window)} label={t(`flights.filters.${part}`)} />
          ))}
        </Group>
      ))}
      {limitGroup("maxConnectionMinutes", t("flights.filters.connection"), connectionSteps)}
      {limitGroup("maxDurationMinutes", t("flights.filters.duration"), durationSteps)}
    </FilterForm>
  );
}

/** Whether the option `name=value` is what `filters` holds. */
function isChosen(filters: FlightFilters, name: string, value: string): boolean {
  const p = FLIGHT_FILTER_PARAMS;
  if (name === p.directOnly) return filters.directOnly;
  if (name === p.luggage) return (filters.luggage as string[]).includes(value);
  if (name === p.price) return value === "" ? !filters.price : !!filters.price && `${filters.price.min}-${filters.price.max}` === value;
  if (name === p.maxConnectionMinutes) return value === "" ? filters.maxConnectionMinutes === null : String(filters.maxConnectionMinutes) === value;
  if (name === p.maxDurationMinutes) return value === "" ? filters.maxDurationMinutes === null : String(filters.maxDurationMinutes) === value;
  const window = TIME_WINDOW_FILTERS.find((filter) => p[filter] === name);
  if (!window) return false;
  const chosen = filters[window];
  return value === "" ? chosen === null : chosen !== null && windowValue(chosen) === value;
}
