import { lazy, Suspense } from "react";
import type { ProductType } from "../../../shared/constants";
import type { SearchQuery } from "../../../shared/search-query";

// Atop a results page the form sits in a closed "modify search" disclosure: its code (comboboxes,
// places, date field) is not part of the page's up-front JavaScript. The server still renders it
// (React.lazy streams on the server), so it is in the HTML and works before and without scripts.
const SearchForm = lazy(() => import("../landing/SearchForm").then((module) => ({ default: module.SearchForm })));

export function LazySearchForm({ product, initial }: { product: ProductType; initial?: Partial<SearchQuery> }) {
  return (
    <Suspense fallback={null}>
      <SearchForm product={product} initial={initial} />
    </Suspense>
  );
}
