import { useState, type ReactNode } from "react";
import type { ProductType } from "../../../shared/constants";
import { searchQueryToParams, type SearchQuery } from "../../../shared/search-query";
import { useRecordSearch } from "../../recent-searches/use-record-search";
import { useT } from "../../state/i18n";
import { Chevron } from "../search-form/Chevron";
import { useHydrated } from "../search-form/use-hydrated";
import { LazySearchForm, preloadSearchForm } from "./LazySearchForm";
import { SearchSummary, type PlaceNames } from "./SearchSummary";

/**
 * The top of every results page: a skip link to the results, the brand band with the product and
 * the search asked, anything the page adds (`children`, e.g. the voucher's banner), then the form
 * to change the search in a disclosure, open while the search is incomplete.
 *
 * A closed disclosure's form is built when it is first opened, not sent with every results page
 * (it was 4–5 KB of each document, and most shoppers never open it). Before hydration and without
 * JavaScript the disclosure holds a link to the landing's form filled in with this search.
 */
export function ResultsPageTop({ title, product, query, placeNames, formOpen, children }: { title: string; product: ProductType; query: SearchQuery; placeNames: PlaceNames; formOpen: boolean; children?: ReactNode }) {
  const t = useT();
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(formOpen);
  // A complete search, run: the landing's "continue your search" offers it again (browser only).
  useRecordSearch(product, query, placeNames, !formOpen);
  const landingHref = `/?${searchQueryToParams({ ...query, product, cartId: null, checkoutStep: null }).toString()}`;
  return (
    <>
      <a href="#results" className="skip-link btn-primary">
        {t("results.skipToResults")}
      </a>
      <section className="bg-brand text-brand-text">
        <div className="container-page py-5 md:py-7 grid gap-1">
          <h1 className="m-0 text-2xl md:text-3xl font-800">{title}</h1>
          <SearchSummary query={query} product={product} placeNames={placeNames} />
        </div>
      </section>
      {children}
      <section className="container-page py-4">
        <details id="change-search" open={formOpen} className="card p-4 md:p-5" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary onPointerEnter={preloadSearchForm} onFocus={preloadSearchForm} className="cursor-pointer font-700 min-h-[32px] flex items-center justify-between gap-2 list-none [&::-webkit-details-marker]:hidden">
            {t("search.modify")}
            <Chevron />
          </summary>
          <div className="pt-3">
            {opened || formOpen ? (
              <LazySearchForm product={product} initial={query} />
            ) : (
              !hydrated && (
                <a href={landingHref} className="link">
                  {t("search.modifyOnLanding")}
                </a>
              )
            )}
          </div>
        </details>
      </section>
    </>
  );
}
