import { useAtomValue, useSetAtom } from "jotai";
import { Suspense, useEffect, useState } from "react";
import { Await, useNavigation } from "react-router";
import { TRANSPORT_SORTS } from "../../../shared/api/shopping/transport-constants";
import { formatMoney } from "../../../shared/money";
import { appliedFlightFilterCount } from "../../../shared/search/flight-filters";
import type { FlightResults } from "../../search/flight-results";
import type { FlightResultsData } from "../../search/flight-results-loader";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { fetchingProposalsAtom, noResultAtom, resultsAnnouncementAtom } from "../../state/results";
import { trackFilterChange, trackProposalChoice, useTracker } from "../../tracking";
import { ResultsPageTop } from "../search/ResultsPageTop";
import { FiltersDisclosure } from "./FiltersDisclosure";
import { LazyFlightFilterChips } from "./LazyFilterChips";
import { FlightFilterPanel } from "./FlightFilterPanel";
import { FlightResultCard } from "./FlightResultCard";
import { plural } from "./format";
import { ResultsLiveRegion, ResultsMessage, ResultsSkeleton } from "./ResultsStates";
import { ResultsPagination } from "./ResultsPagination";
import { ResultsSortForm } from "./ResultsSortForm";

type Data = Omit<FlightResultsData, "outcome"> & { outcome: Promise<FlightResults> | null };

/**
 * A flight results page (F, FF, memSearch): the search asked, the form to change it, then the
 * results streamed in after the shell: filters, applied chips, sort, cards and pages. A free-flight
 * search says what the voucher covers and keeps its price order.
 */
export function FlightResultsScreen({ data, page: pageName }: { data: Data; page: string }) {
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
          <Suspense fallback={<ResultsSkeleton />}>
            <Await resolve={outcome}>{(results) => <ResolvedFlights data={data} results={results} />}</Await>
          </Suspense>
        )}
      </div>
    </div>
  );
}

function ResolvedFlights({ data, results }: { data: Data; results: FlightResults }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const tracker = useTracker();
  const navigating = useNavigation().state === "loading";
  const announce = useSetAtom(resultsAnnouncementAtom);
  const setNoResult = useSetAtom(noResultAtom);
  const setFetching = useSetAtom(fetchingProposalsAtom);
  const { product, query, filters, voucher } = data;
  // Cards stream in after the shell and hydrate after it: tests wait on this instead of sleeping.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const page = results.kind === "results" ? results.page : null;
  const total = page?.page.totalCount ?? 0;
  const unfiltered = page?.page.unfilteredCount ?? 0;
  // Only the shopper's own filters make "n of m match": ONLY_FLIGHT and a voucher's cap are the search itself.
  const narrowed = appliedFlightFilterCount(filters) > 0 && total < unfiltered;
  const announcement =
    total === 0 ? t("flights.noResult.title") : narrowed ? t("flights.countFiltered", { count: total, total: unfiltered }) : plural(t, language, "flights.count", total);
  useEffect(() => {
    announce(announcement);
    setNoResult(total === 0);
    setFetching(false);
  }, [announce, announcement, setNoResult, setFetching, total]);

  if (!page) {
    return (
      <div data-no-result-reason={results.kind === "no-result" ? results.reason : undefined}>
        <ResultsMessage page="no-result" title={t("flights.noResult.title")} subtitle={t("flights.noResult.subtitle")} />
      </div>
    );
  }

  const currency = page.proposals[0]?.price.total.currency ?? brand.brand.currency;
  const party = { adults: query.adults, children: query.childrenAges.length };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[260px_minmax(0,1fr)] items-start" data-results-hydrated={interactive}>
      <FiltersDisclosure appliedCount={appliedFlightFilterCount(filters)}>
        <FlightFilterPanel
          filters={filters}
          facets={page.facets}
          searchId={page.searchId}
          currency={currency}
          returnTrip={data.returnTrip}
          voucher={voucher !== null}
          onApplied={(filter, value) => trackFilterChange(tracker, { product, filter, value: value || null })}
        />
      </FiltersDisclosure>
      <section aria-labelledby="results-heading" aria-busy={navigating} className={`grid grid-cols-[minmax(0,1fr)] gap-4 min-w-0 transition-opacity ${navigating ? "opacity-60" : ""}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="results-heading" className="m-0 text-lg md:text-xl font-800" data-testid="results-count">
            {announcement}
          </h2>
          {voucher ? (
            <p className="m-0 text-sm font-600 text-ink-soft" data-testid="voucher-sort">
              {t("flights.voucher.sorted")}
            </p>
          ) : (
            <ResultsSortForm results={data.results} searchId={page.searchId} options={TRANSPORT_SORTS} textPrefix="flights.sort" />
          )}
        </div>
        <LazyFlightFilterChips applied={appliedFlightFilterCount(filters)} filters={filters} results={data.results} currency={currency} />
        {total === 0 ? (
          <ResultsMessage page="no-result" title={t("flights.noResult.title")} subtitle={t("flights.noResult.subtitle")} />
        ) : (
          <ol className="list-none m-0 p-0 grid gap-4" data-testid="results-list">
            {page.proposals.map((proposal, index) => {
              const position = (page.page.number - 1) * page.page.size + index + 1;
              return (
                <li key={proposal.id}>
                  <FlightResultCard
                    proposal={proposal}
                    party={party}
                    position={position}
                    onChoose={() => trackProposalChoice(tracker, { product, proposalId: proposal.id, position, page: page.page.number })}
                  />
                </li>
              );
            })}
          </ol>
        )}
        <ResultsPagination results={data.results} totalPages={page.page.totalPages} searchId={page.searchId} />
      </section>
    </div>
  );
}
