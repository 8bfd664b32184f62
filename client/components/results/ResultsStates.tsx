import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Link } from "react-router";
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

/** Skeleton cards while the backend answers: the page's shape, so nothing jumps when cards arrive. */
export function ResultsSkeleton() {
  const t = useT();
  const setFetching = useSetAtom(fetchingProposalsAtom);
  const announce = useSetAtom(resultsAnnouncementAtom);
  useEffect(() => {
    setFetching(true);
    announce(t("results.searching"));
    return () => setFetching(false);
  }, [setFetching, announce, t]);
  return (
    <div aria-busy="true" className="grid gap-4" data-testid="results-skeleton">
      <p className="m-0 text-ink-soft font-600">{t("results.searching")}</p>
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

/** No result, failure or an incomplete search: a message the shopper can act on. */
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
