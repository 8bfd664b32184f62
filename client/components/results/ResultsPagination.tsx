import { Link, useLocation } from "react-router";
import type { ResultsQuery } from "../../../shared/search/results-query";
import { useT } from "../../state/i18n";
import { resultsHref } from "./results-url";

/** Previous and next pages as links (the URL is the truth: Back returns to the previous page). */
export function ResultsPagination({ results, totalPages, searchId }: { results: ResultsQuery; totalPages: number; searchId: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const hrefOf = (page: number) => resultsHref(pathname, search, { results: { ...results, page, searchId } });
  const link = "btn-secondary no-underline min-w-[120px]";
  return (
    <nav aria-label={t("results.paging.label")} className="flex items-center justify-between gap-3 py-4">
      {results.page > 1 ? (
        <Link to={hrefOf(results.page - 1)} rel="prev" className={link}>
          ← {t("results.paging.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="m-0 text-sm text-ink-soft" aria-current="page">
        {t("results.paging.page", { page: results.page, pages: totalPages })}
      </p>
      {results.page < totalPages ? (
        <Link to={hrefOf(results.page + 1)} rel="next" className={link}>
          {t("results.paging.next")} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
