import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import type { ProductType } from "../../../shared/constants";
import { isProductType } from "../../../shared/product-type";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { ErrorPage } from "../feedback/ErrorPage";
import { SearchForm } from "../landing/SearchForm";
import { SearchSummary } from "./SearchSummary";

export function productOfRoute(pathname: string): ProductType {
  const segment = pathname.split("/")[1] ?? "";
  return isProductType(segment) ? segment : "H";
}

/** A product's search screen: what was asked, and the form to change it. */
export function SearchScreen({ query }: { query: SearchQuery }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const product = productOfRoute(useLocation().pathname);
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
