import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { fetchingProposalsAtom, resultsAnnouncementAtom } from "../../state/results";
import { useT } from "../../state/i18n";

/** The polite live region of a results page: present from the shell on, so changes are announced. */
export function ResultsLiveRegion() {
  const announcement = useAtomValue(resultsAnnouncementAtom);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="results-status">
      {announcement}
    </p>
  );
}

/**
 * A search under way, said once in the live region. It sits beside the results' Suspense boundary,
 * not in its fallback: while the search runs, that fallback is the server's skeleton, which the
 * browser shows as it came without rendering it (its effects never run). The results, the failure
 * or the time-out say what happened when they render (use-results-status.ts).
 */
export function SearchUnderWay({ search }: { search: Promise<unknown> }) {
  const t = useT();
  const setFetching = useSetAtom(fetchingProposalsAtom);
  const announce = useSetAtom(resultsAnnouncementAtom);
  useEffect(() => {
    let current = true;
    let answered = false;
    // A search whose results came with the document has settled already: its callback runs
    // before the check below (both are queued now, in this order), and nothing is announced.
    search.then(
      () => (answered = true),
      () => (answered = true),
    );
    void Promise.resolve().then(() => {
      if (!current || answered) return;
      setFetching(true);
      announce(`${t("results.searching")} ${t("results.searchingPatience")}`);
    });
    return () => {
      current = false;
    };
  }, [search, setFetching, announce, t]);
  return null;
}

/**
 * While the backend searches: words that say so and that it can take up to a minute, a bar that
 * fills over the search's budget (CSS, so it moves before hydration too and is never announced),
 * and skeleton cards in the page's shape, so nothing jumps when the cards arrive. The live region
 * says it once; the bar's progress is not read out tick by tick.
 */
export function ResultsSkeleton({ budgetMs }: { budgetMs: number }) {
  const t = useT();
  return (
    <div aria-busy="true" className="grid gap-4" data-testid="results-skeleton">
      <SearchWaiting budgetMs={budgetMs} title={t("results.searching")} detail={t("results.searchingPatience")} label={t("results.searchProgress")} />
      {[0, 1, 2].map((i) => (
        <div key={i} className=":uno-skeleton: card h-[220px] md:h-[200px] grid md:grid-cols-[260px_1fr] overflow-hidden" aria-hidden="true">
          <div className=":uno-skeleton-media: bg-line/60 animate-pulse" />
          <div className=":uno-skeleton-lines: p-4 grid gap-3 content-start [&>*]:h-4 [&>*]:rounded [&>*]:bg-line/60">
            <div className="!h-5 w-2/3" />
            <div className="w-1/2" />
            <div className="w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The waiting words and the bar that fills over `budgetMs` (styles/base.css `.search-progress`). */
export function SearchWaiting({ budgetMs, title, detail, label }: { budgetMs: number; title: string; detail: string; label: string }) {
  return (
    <div className="grid gap-2" data-testid="search-waiting" data-search-budget-ms={budgetMs}>
      <p className="m-0 font-700">{title}</p>
      <p className="m-0 text-sm text-ink-soft">{detail}</p>
      <div role="progressbar" aria-label={label} className="h-1.5 rounded-full bg-line overflow-hidden">
        <div className="search-progress h-full bg-brand" style={{ animationDuration: `${budgetMs}ms` }} />
      </div>
    </div>
  );
}

/** The search did not answer within its budget: say so (never "no results") and offer a fresh try. */
export function SearchTimedOut() {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  // A new search: the one that did not answer is not asked again.
  params.delete("searchId");
  const query = params.toString();
  return <ResultsMessage page="search-timed-out" title={t("results.timedOut.title")} subtitle={t("results.timedOut.subtitle")} retryHref={`${location.pathname}${query ? `?${query}` : ""}`} />;
}

/** No result, failure, a search that took too long or an incomplete one: a message the shopper can act on. */
export function ResultsMessage({ title, subtitle, page, retryHref }: { title: string; subtitle: string; page: string; retryHref?: string }) {
  const t = useT();
  return (
    <div className="card p-6 md:p-8 grid gap-2 justify-items-start" data-page={page}>
      <h2 className="m-0 text-xl font-800">{title}</h2>
      <p className="m-0 text-ink-soft">{subtitle}</p>
      {retryHref && (
        <Link to={retryHref} reloadDocument className="btn-primary no-underline mt-2">
          {t("results.failed.retry")}
        </Link>
      )}
    </div>
  );
}
