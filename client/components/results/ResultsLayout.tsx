import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { FiltersDisclosure } from "./FiltersDisclosure";

/**
 * A results page's frame once its results arrived: the filter panel (a disclosure on phones) beside
 * the list, whose heading is the count; the list dims and says it is busy while the next results
 * load. `interactive` marks the streamed part hydrated.
 */
export function ResultsLayout({
  interactive,
  appliedFilters,
  filterPanel,
  heading,
  controls,
  children,
}: {
  interactive: boolean;
  appliedFilters: number;
  filterPanel: ReactNode;
  heading: string;
  /** Beside the heading: sort, map. */
  controls: ReactNode;
  /** Chips, list, pages. */
  children: ReactNode;
}) {
  const navigating = useNavigation().state === "loading";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[260px_minmax(0,1fr)] items-start" data-results-hydrated={interactive}>
      <FiltersDisclosure appliedCount={appliedFilters}>{filterPanel}</FiltersDisclosure>
      <section aria-labelledby="results-heading" aria-busy={navigating} className={`grid grid-cols-[minmax(0,1fr)] gap-4 min-w-0 transition-opacity ${navigating ? "opacity-60" : ""}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="results-heading" className="m-0 text-lg md:text-xl font-800" data-testid="results-count">
            {heading}
          </h2>
          {controls}
        </div>
        {children}
      </section>
    </div>
  );
}
