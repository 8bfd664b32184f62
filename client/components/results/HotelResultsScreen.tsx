import { useAtomValue } from "jotai";
import { BudgetNote } from "../search/BudgetNote";
import { lazy, memo, Suspense, useCallback, useMemo, useState } from "react";
import { Await, useLocation } from "react-router";
import { MAX_NIGHTS } from "../../../shared/api/shopping/hotel-search-constants";
import { appliedHotelFilterCount } from "../../../shared/search/hotel-filters";
import type { HotelResults } from "../../search/hotel-results";
import type { HotelResultsData } from "../../search/hotel-results-loader";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { useTracker } from "../../tracking";
import { trackFilterChange } from "../../tracking/funnel-events";
import { ResultsPageTop } from "../search/ResultsPageTop";
import { LazyAppliedFilterChips } from "./LazyFilterChips";
import { HotelFilterPanel } from "./HotelFilterPanel";
import { HotelProposalList } from "./HotelProposalList";
import { HotelResultsMapPanel, MapToggle } from "./HotelResultsMap";
import { plural } from "./format";
import { ResultsLiveRegion, ResultsMessage, ResultsSkeleton, SearchTimedOut, SearchUnderWay } from "./ResultsStates";
import { ResultsPagination } from "./ResultsPagination";
import { ResultsSortForm } from "./ResultsSortForm";
import { featuresAtom } from "../../state/flags";
import { ResultsLayout } from "./ResultsLayout";
import { useResultsStatus } from "./use-results-status";
import { DateStripSlot } from "./DateStrip";
import type { DateStrip } from "../../../shared/search/date-strip";
import { hotelDetailHref } from "./results-url";
import { HotelListJsonLd } from "../seo/HotelListJsonLd";
import { DetailIntentPrefetch } from "./DetailIntentPrefetch";

// The landing's suggestions, only for a search that is not complete yet.
const DestinationProposals = lazy(() => import("../landing/DestinationProposals").then((module) => ({ default: module.DestinationProposals })));

type Data = Omit<HotelResultsData, "outcome" | "dateStrip"> & { outcome: Promise<HotelResults> | null; dateStrip: Promise<DateStrip | null> | null };

/**
 * A hotel-side results page (H, DP, HGH, deals): the search asked, the form to change it, then the
 * results streamed in after the shell: filters, applied chips, sort, cards and pages.
 *
 * Memoised on its loader data: React Router renders the page again whenever its navigation state
 * changes (a tap on a card, a filter applied), and the page's parts that show that state
 * (the list's busy dimming) subscribe to it themselves.
 */
export const HotelResultsScreen = memo(function HotelResultsScreen({ data }: { data: Data }) {
  const t = useT();
  const { product, query, incomplete, outcome } = data;
  return (
    <div data-page={`search-${data.dealSearch ? "deals" : product}`}>
      <ResultsPageTop title={t(data.dealSearch ? "screens.dealSearch.title" : `products.${product}.label`)} product={product} query={query} placeNames={data.placeNames} formOpen={incomplete !== null} />
      <ResultsLiveRegion />
      <div id="results" tabIndex={-1} className="container-page pb-10 outline-none">
        {incomplete !== null || outcome === null ? (
          <IncompleteSearch missing={incomplete} destinations={data.destinations} />
        ) : (
          <>
          <DateStripSlot strip={data.dateStrip} query={query} flights={false} />
          <SearchUnderWay search={outcome} />
          <Suspense fallback={<ResultsSkeleton budgetMs={data.searchBudgetMs} />}>
            <Await resolve={outcome}>{(results) => <ResolvedResults data={data} results={results} />}</Await>
          </Suspense>
          </>
        )}
      </div>
    </div>
  );
});

function IncompleteSearch({ missing, destinations }: { missing: Data["incomplete"]; destinations: Data["destinations"] }) {
  const t = useT();
  return (
    <>
      <ResultsMessage page="search-incomplete" title={t("results.incomplete.title")} subtitle={t(`results.incomplete.${missing ?? "destination"}`, { max: MAX_NIGHTS })} />
      {destinations && (
        <Suspense fallback={null}>
          <DestinationProposals proposals={destinations} />
        </Suspense>
      )}
    </>
  );
}

function ResolvedResults({ data, results }: { data: Data; results: HotelResults }) {
  if (results.kind === "timed-out") return <TimedOutResults />;
  return <FoundResults data={data} results={results} />;
}

/** Not "no stays", not "failed": the backend was still searching when the budget ran out. */
function TimedOutResults() {
  const t = useT();
  useResultsStatus(t("results.timedOut.title"), false);
  return <SearchTimedOut />;
}

type FoundHotels = Exclude<HotelResults, { kind: "timed-out" }>;

function FoundResults({ data, results }: { data: Data; results: FoundHotels }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const language = useAtomValue(languageAtom);
  const tracker = useTracker();
  const location = useLocation();
  const features = useAtomValue(featuresAtom);
  const [mapOpen, setMapOpen] = useState(false);
  const { product, filters } = data;
  const page = results.kind === "results" ? results.page : null;
  const announcement = useHotelResultsAnnouncement(results, filters);
  const interactive = useResultsStatus(announcement, results.kind !== "results" || (page?.page.totalCount ?? 0) === 0);
  // Kept between renders, so the memoised list is not rendered again when only the navigation's state changed.
  const search = useMemo(() => ({ product, query: data.query, placeNames: data.placeNames }), [product, data.query, data.placeNames]);
  const searchId = page?.searchId ?? "";
  const detailHref = useCallback(
    (proposalId: string, accommodationId: string) => hotelDetailHref(location.search, { product, searchId, proposalId, accommodationId }),
    [location.search, product, searchId],
  );
  if (!page) return <NoHotelPage failed={results.kind === "failed"} />;

  const currency = page.proposals[0]?.currency ?? brand?.brand.currency ?? "EUR";
  return (
    <ResultsLayout
      interactive={interactive}
      appliedFilters={appliedHotelFilterCount(filters)}
      heading={announcement}
      filterPanel={
        <HotelFilterPanel
          filters={filters}
          facets={page.facets}
          searchId={page.searchId}
          currency={currency}
          onApplied={(filter, value) => trackFilterChange(tracker, { product, filter, value: value || null })}
        />
      }
      controls={
        <div className="flex flex-wrap items-start gap-3">
          {features.hotelMap && <MapToggle open={mapOpen} onToggle={() => setMapOpen((open) => !open)} />}
          <ResultsSortForm results={data.results} searchId={page.searchId} />
        </div>
      }
    >
      <BudgetNote className="mb-3" />
      <LazyAppliedFilterChips applied={appliedHotelFilterCount(filters)} filters={filters} results={data.results} currency={currency} />
      <div className={mapOpen ? "grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] items-start" : ""}>
        {mapOpen && <HotelResultsMapPanel searchId={page.searchId} tileUrl={data.mapTileUrl} language={language} results={data.results} filters={filters} />}
        <HotelProposalList page={page} search={search} compact={mapOpen} detailHref={detailHref} />
      </div>
      <DetailIntentPrefetch detailTexts={data.detailTexts} searchBudgetMs={data.searchBudgetMs} />
      <ResultsPagination results={data.results} totalPages={page.page.totalPages} searchId={page.searchId} />
      <HotelListJsonLd name={[t(data.dealSearch ? "screens.dealSearch.title" : `products.${product}.label`), data.placeNames.destination].filter(Boolean).join(" · ")} page={page} detailHref={detailHref} />
    </ResultsLayout>
  );
}

/** The list's heading and the live region's sentence: a count, "n of m" when the shopper's filters narrowed it, or what went wrong. */
function useHotelResultsAnnouncement(results: FoundHotels, filters: Data["filters"]): string {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const total = results.kind === "results" ? results.page.page.totalCount : 0;
  const unfiltered = results.kind === "results" ? results.page.page.unfilteredCount : 0;
  // Only the shopper's own filters make "n of m match": a deal search's promotion and the brand's budget are the search itself.
  const narrowed = appliedHotelFilterCount(filters) > 0 && total < unfiltered;
  if (results.kind === "failed") return t("results.failed.title");
  if (total === 0) return t("results.noResult.title");
  return narrowed ? t("results.countFiltered", { count: total, total: unfiltered }) : plural(t, language, "results.count", total);
}

/** No page of stays: the search failed (with a retry of the same page), or found nothing. */
function NoHotelPage({ failed }: { failed: boolean }) {
  const t = useT();
  const location = useLocation();
  if (failed) return <ResultsMessage page="results-failed" title={t("results.failed.title")} subtitle={t("results.failed.subtitle")} retryHref={`${location.pathname}${location.search}`} />;
  return (
    <>
      <ResultsMessage page="no-result" title={t("results.noResult.title")} subtitle={t("results.noResult.subtitle")} />
      <BudgetNote className="container-page text-center" />
    </>
  );
}
