import { useAtomValue } from "jotai";
import { BudgetNote } from "../search/BudgetNote";
import { lazy, Suspense, useState } from "react";
import { Await, useLocation, useNavigate } from "react-router";
import { MAX_NIGHTS } from "../../../shared/api/shopping/hotel-search-constants";
import { appliedHotelFilterCount } from "../../../shared/search/hotel-filters";
import type { HotelResults } from "../../search/hotel-results";
import type { HotelResultsData } from "../../search/hotel-results-loader";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { trackFilterChange, trackProposalChoice, useTracker } from "../../tracking";
import { ResultsPageTop } from "../search/ResultsPageTop";
import { LazyAppliedFilterChips } from "./LazyFilterChips";
import { HotelFilterPanel } from "./HotelFilterPanel";
import { HotelResultCard } from "./HotelResultCard";
import { plural } from "./format";
import { ResultsLiveRegion, ResultsMessage, ResultsSkeleton, SearchTimedOut } from "./ResultsStates";
import { ResultsPagination } from "./ResultsPagination";
import { ResultsSortForm } from "./ResultsSortForm";
import { ProposalList } from "./ProposalList";
import { featuresAtom } from "../../state/flags";
import { ResultsLayout } from "./ResultsLayout";
import { useResultsStatus } from "./use-results-status";
import { DateStripSlot } from "./DateStrip";
import type { DateStrip } from "../../../shared/search/date-strip";
import { withFilters } from "./results-url";
import { navigateOnPlainClick } from "./navigate-on-plain-click";
import { HotelListJsonLd } from "../seo/HotelListJsonLd";
import { SaveToggleSlot } from "../../saved-stays/SaveToggleSlot";

// The landing's suggestions, only for a search that is not complete yet.
const DestinationProposals = lazy(() => import("../landing/DestinationProposals").then((module) => ({ default: module.DestinationProposals })));
// Leaflet and the map load only when a shopper opens the map.
const ResultsMap = lazy(() => import("./ResultsMap"));

type Data = Omit<HotelResultsData, "outcome" | "dateStrip"> & { outcome: Promise<HotelResults> | null; dateStrip: Promise<DateStrip | null> | null };

/**
 * A hotel-side results page (H, DP, HGH, deals): the search asked, the form to change it, then the
 * results streamed in after the shell: filters, applied chips, sort, cards and pages.
 */
export function HotelResultsScreen({ data }: { data: Data }) {
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
          <Suspense fallback={<ResultsSkeleton budgetMs={data.searchBudgetMs} />}>
            <Await resolve={outcome}>{(results) => <ResolvedResults data={data} results={results} />}</Await>
          </Suspense>
          </>
        )}
      </div>
    </div>
  );
}

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

function FoundResults({ data, results }: { data: Data; results: Exclude<HotelResults, { kind: "timed-out" }> }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const tracker = useTracker();
  const location = useLocation();
  const { product, query, filters } = data;
  const navigate = useNavigate();
  const features = useAtomValue(featuresAtom);
  const [mapOpen, setMapOpen] = useState(false);

  const page = results.kind === "results" ? results.page : null;
  const total = page?.page.totalCount ?? 0;
  const unfiltered = page?.page.unfilteredCount ?? 0;
  // Only the shopper's own filters make "n of m match": a deal search's promotion and the brand's budget are the search itself.
  const narrowed = appliedHotelFilterCount(filters) > 0 && total < unfiltered;
  const announcement =
    results.kind === "failed"
      ? t("results.failed.title")
      : total === 0
        ? t("results.noResult.title")
        : narrowed
          ? t("results.countFiltered", { count: total, total: unfiltered })
          : plural(t, language, "results.count", total);
  const interactive = useResultsStatus(announcement, results.kind !== "results" || total === 0);

  if (!page) {
    return results.kind === "failed" ? (
      <ResultsMessage page="results-failed" title={t("results.failed.title")} subtitle={t("results.failed.subtitle")} retryHref={`${location.pathname}${location.search}`} />
    ) : (
      <>
        <ResultsMessage page="no-result" title={t("results.noResult.title")} subtitle={t("results.noResult.subtitle")} />
        <BudgetNote className="container-page text-center" />
      </>
    );
  }

  const currency = page.proposals[0]?.currency ?? brand?.brand.currency ?? "EUR";
  const detailHref = (proposalId: string, accommodationId: string) => {
    const params = new URLSearchParams(location.search);
    params.set("product", product);
    params.set("searchId", page.searchId);
    params.set("proposalId", proposalId);
    params.set("accommodationId", accommodationId);
    return `/hotel-detail?${params}`;
  };
  const party = { adults: query.adults, children: query.childrenAges.length };
  const pageSearch = { product, query, placeNames: data.placeNames };

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
          {features.hotelMap && (
            <button type="button" className="btn-secondary h-[40px] whitespace-nowrap" aria-expanded={mapOpen} aria-controls="results-map" onClick={() => setMapOpen((open) => !open)}>
              {t(mapOpen ? "results.map.hide" : "results.map.show")}
            </button>
          )}
          <ResultsSortForm results={data.results} searchId={page.searchId} />
        </div>
      }
    >
      <BudgetNote className="mb-3" />
      <LazyAppliedFilterChips applied={appliedHotelFilterCount(filters)} filters={filters} results={data.results} currency={currency} />
      <div className={mapOpen ? "grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] items-start" : ""}>
      {mapOpen && (
        <div id="results-map" className="h-[360px] lg:h-[calc(100vh-2rem)] lg:sticky lg:top-4 lg:order-last">
          <Suspense fallback={null}>
            <ResultsMap
              searchId={page.searchId}
              tileUrl={data.mapTileUrl}
              language={language}
              onSearchArea={(box) => navigate(withFilters(location.pathname, location.search, { ...data.results, searchId: page.searchId }, { ...filters, box }), { preventScrollReset: true })}
            />
          </Suspense>
        </div>
      )}
      <ProposalList
        proposals={page.proposals}
        page={page.page}
        noResult={{ title: t("results.noResult.title"), subtitle: t("results.noResult.subtitle") }}
        card={(proposal, position) => (
          <HotelResultCard
            proposal={proposal}
            party={party}
            position={position}
            compact={mapOpen}
            saveToggle={<SaveToggleSlot source={{ kind: "card", card: proposal, search: pageSearch }} />}
            detailHref={detailHref(proposal.id, proposal.hotelId)}
            onChoose={(event) => {
              trackProposalChoice(tracker, { product, proposalId: proposal.id, position, page: page.page.number });
              navigateOnPlainClick(event, navigate);
            }}
          />
        )}
      />
      </div>
      <ResultsPagination results={data.results} totalPages={page.page.totalPages} searchId={page.searchId} />
      <HotelListJsonLd name={[t(data.dealSearch ? "screens.dealSearch.title" : `products.${product}.label`), data.placeNames.destination].filter(Boolean).join(" · ")} page={page} detailHref={detailHref} />
    </ResultsLayout>
  );
}
