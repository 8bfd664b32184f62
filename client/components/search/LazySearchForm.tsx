import { lazy, Suspense } from "react";
import type { ProductType } from "../../../shared/constants";
import type { SearchQuery } from "../../../shared/search-query";

// Atop a results page the form sits in a closed "modify search" disclosure: its code (comboboxes,
// places, date field) is not part of the page's up-front JavaScript, and it is built when the
// disclosure opens (ResultsPageTop). An incomplete search opens it: then the server renders it.
const loadSearchForm = () => import("../landing/SearchForm");
const SearchForm = lazy(() => loadSearchForm().then((module) => ({ default: module.SearchForm })));

/** Fetches the form's code ahead of the disclosure opening (pointer over or focus on its summary). */
export function preloadSearchForm() {
  void loadSearchForm();
}

export function LazySearchForm({ product, initial }: { product: ProductType; initial?: Partial<SearchQuery> }) {
  return (
    <Suspense fallback={null}>
      <SearchForm product={product} initial={initial} />
    </Suspense>
  );
}
