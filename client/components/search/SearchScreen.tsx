import { useAtomValue } from "jotai";
import type { ProductType } from "../../../shared/constants";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { ErrorPage } from "../feedback/ErrorPage";
import { SearchForm } from "../landing/SearchForm";
import { SearchSummary } from "./SearchSummary";

/** A product's search screen (the flights, until their results are built): what was asked, and the form to change it. */
export function SearchScreen({ query, product }: { query: SearchQuery; product: ProductType }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  if (brand && !brand.brand.productTypesOrder.includes(product)) {
    return <ErrorPage page="product-not-offered" title={t("search.notOffered.title")} subtitle={t("search.notOffered.subtitle")} cta={t("search.notOffered.cta")} />;
  }
  return (
    <div data-page={`search-${product}`}>
      <section className="bg-brand text-brand-text">
        <div className="container-page py-6 md:py-8 grid gap-2">
          <h1 className="text-2xl md:text-3xl font-800">{t(`products.${product}.label`)}</h1>
          <SearchSummary query={query} product={product} />
        </div>
      </section>
      <section aria-label={t("search.modify")} className="container-page -mt-2 md:mt-0 py-6">
        <div className="card p-4 md:p-6">
          <SearchForm product={product} initial={query} />
        </div>
      </section>
    </div>
  );
}
