import { useAtomValue } from "jotai";
import { BudgetNote } from "../search/BudgetNote";
import { memo, Suspense } from "react";
import { Await } from "react-router";
import { TRANSPORT_SORTS } from "../../../shared/api/shopping/transport-constants";
import { formatMoney } from "../../../shared/money";
import { appliedFlightFilterCount } from "../../../shared/search/flight-filters";
import type { FlightResults } from "../../search/flight-results";
import type { FlightResultsData } from "../../search/flight-results-loader";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { useTracker } from "../../tracking";
import { trackFilterChange, trackProposalChoice } from "../../tracking/funnel-events";
import { ResultsPageTop } from "../search/ResultsPageTop";
import { LazyFlightFilterChips } from "./LazyFilterChips";
import { FlightFilterPanel } from "./FlightFilterPanel";
import { ChooseFlightForm } from "./ChooseFlightForm";
import { FlightResultCard } from "./FlightResultCard";
import { plural } from "./format";
import { ResultsLiveRegion, ResultsMessage, ResultsSkeleton, SearchTimedOut, SearchUnderWay } from "./ResultsStates";
import { ResultsPagination } from "./ResultsPagination";
import { ResultsSortForm } from "./ResultsSortForm";
import { positionInSearch, ProposalList } from "./ProposalList";
import { ResultsLayout } from "./ResultsLayout";
import { useResultsStatus } from "./use-results-status";
import { DateStripSlot } from "./DateStrip";
import type { DateStrip } from "../../../shared/search/date-strip";

type Data = Omit<FlightResultsData, "outcome" | "dateStrip"> & { outcome: Promise<FlightResults> | null; dateStrip: Promise<DateStrip | null> | null };

/**
 * A flight results page (F, FF, memSearch): the search asked, the form to change it, then the
 * results streamed in after the shell: filters, applied chips, sort, cards and pages. A free-flight
 * search says what the voucher covers and keeps its price order. Memoised on its loader data, like
 * HotelResultsScreen: a change of the navigation's state does not render it again.
 */
export const FlightResultsScreen = memo(function FlightResultsScreen({ data, page: pageName }: { data: Data; page: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { product, query, incomplete, outcome, voucher } = data;
  return (
    <div data-page={pageName}>
      <ResultsPageTop title={t(`products.${product}.label`)} product={product} query={query} placeNames={data.placeNames} formOpen={incomplete !== null}>
        {voucher && (
          <section className="container-page pt-4" data-testid="voucher-banner">
            <div className="card p-4 border-l-4 border-l-solid border-l-brand grid gap-0.5">
              <p className="m-0 font-800 text-lg">{t("flights.voucher.banner", { amount: formatMoney(voucher.capMinor, voucher.currency, language) })}</p>
              <p className="m-0 text-sm text-ink-soft">{t("flights.voucher.detail", { amount: formatMoney(voucher.capMinor, voucher.currency, language) })}</p>
            </div>
          </section>
        )}
      </ResultsPageTop>
      <ResultsLiveRegion />
      <div id="results" tabIndex={-1} className="container-page pb-10 outline-none">
        {incomplete !== null || outcome === null ? (
          <ResultsMessage page="search-incomplete" title={t("flights.incomplete.title")} subtitle={t(`flights.incomplete.${incomplete ?? "destination"}`)} />
        ) : (
          <>
          <DateStripSlot strip={data.dateStrip} query={query} flights={true} />
          <SearchUnderWay search={outcome} />
          <Suspense fallback={<ResultsSkeleton budgetMs={data.searchBudgetMs} />}>
            <Await resolve={outcome}>{(results) => <ResolvedFlights data={data} results={results} />}</Await>
          </Suspense>
          </>
        )}
      </div>
    </div>
  );
});

function ResolvedFlights({ data, results }: { data: Data; results: FlightResults }) {
  if (results.kind === "timed-out") return <TimedOutFlights />;
  return <FoundFlights data={data} results={results} />;
}

/** Not "no flights": the backend never said so. */
function TimedOutFlights() {
  const t = useT();
  useResultsStatus(t("results.timedOut.title"), false);
  return <SearchTimedOut />;
}

function FoundFlights({ data, results }: { data: Data; results: Exclude<FlightResults, { kind: "timed-out" }> }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const tracker = useTracker();
  const { product, query, filters, voucher } = data;

  const page = results.kind === "results" ? results.page : null;
  const total = page?.page.totalCount ?? 0;
  const unfiltered = page?.page.unfilteredCount ?? 0;
  // Only the shopper's own filters make "n of m match": ONLY_FLIGHT and a voucher's cap are the search itself.
  const narrowed = appliedFlightFilterCount(filters) > 0 && total < unfiltered;
  const announcement =
    total === 0 ? t("flights.noResult.title") : narrowed ? t("flights.countFiltered", { count: total, total: unfiltered }) : plural(t, language, "flights.count", total);
  const interactive = useResultsStatus(announcement, total === 0);

  if (!page) {
    return (
      <div data-no-result-reason={results.kind === "no-result" ? results.reason : undefined}>
        <ResultsMessage page="no-result" title={t("flights.noResult.title")} subtitle={t("flights.noResult.subtitle")} />
        <BudgetNote className="container-page text-center" />
      </div>
    );
  }

  const currency = page.proposals[0]?.currency ?? brand.brand.currency;
  const party = { adults: query.adults, children: query.childrenAges.length };

  return (
    <ResultsLayout
      interactive={interactive}
      appliedFilters={appliedFlightFilterCount(filters)}
      heading={announcement}
      filterPanel={
        <FlightFilterPanel
          filters={filters}
          facets={page.facets}
          searchId={page.searchId}
          currency={currency}
          returnTrip={data.returnTrip}
          voucher={voucher !== null}
          onApplied={(filter, value) => trackFilterChange(tracker, { product, filter, value: value || null })}
        />
      }
      controls={
        voucher ? (
          <p className="m-0 text-sm font-600 text-ink-soft" data-testid="voucher-sort">
            {t("flights.voucher.sorted")}
          </p>
        ) : (
          <ResultsSortForm results={data.results} searchId={page.searchId} options={TRANSPORT_SORTS} textPrefix="flights.sort" />
        )
      }
    >
      <BudgetNote className="mb-3" />
      <LazyFlightFilterChips applied={appliedFlightFilterCount(filters)} filters={filters} results={data.results} currency={currency} />
      <ChooseFlightForm
        onChoose={(proposalId) => {
          const index = page.proposals.findIndex((proposal) => proposal.id === proposalId);
          trackProposalChoice(tracker, { product, proposalId, position: positionInSearch(page.page, index), page: page.page.number });
        }}
      />
      <ProposalList
        proposals={page.proposals}
        page={page.page}
        noResult={{ title: t("flights.noResult.title"), subtitle: t("flights.noResult.subtitle") }}
        card={(proposal) => (
          <FlightResultCard proposal={proposal} party={party} />
        )}
      />
      <ResultsPagination results={data.results} totalPages={page.page.totalPages} searchId={page.searchId} />
    </ResultsLayout>
  );
}
