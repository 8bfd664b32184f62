import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import type { HotelFilters } from "../../../shared/search/hotel-filters";
import type { ResultsQuery } from "../../../shared/search/results-query";
import { useT } from "../../state/i18n";
import { useStableNavigate } from "../../state/stable-navigate";
import { withFilters } from "./results-url";

// Leaflet and the map load only when a shopper opens the map.
const ResultsMap = lazy(() => import("./ResultsMap"));

/** Shows or hides the map beside the hotel list (the hotel map flag). */
export function MapToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button type="button" className="btn-secondary h-[40px] whitespace-nowrap" aria-expanded={open} aria-controls="results-map" onClick={onToggle}>
      {t(open ? "results.map.hide" : "results.map.show")}
    </button>
  );
}

/** The open map, beside the list on wide screens; "search this area" narrows the results to its box. */
export function HotelResultsMapPanel({
  searchId,
  tileUrl,
  language,
  results,
  filters,
}: {
  searchId: string;
  tileUrl: string | null;
  language: string;
  results: ResultsQuery;
  filters: HotelFilters;
}) {
  const location = useLocation();
  const navigate = useStableNavigate();
  return (
    <div id="results-map" className="h-[360px] lg:h-[calc(100vh-2rem)] lg:sticky lg:top-4 lg:order-last">
      <Suspense fallback={null}>
        <ResultsMap
          searchId={searchId}
          tileUrl={tileUrl}
          language={language}
          onSearchArea={(box) => navigate(withFilters(location.pathname, location.search, { ...results, searchId }, { ...filters, box }), { preventScrollReset: true })}
        />
      </Suspense>
    </div>
  );
}
