import { useAtomValue } from "jotai";
import type { LandingContent } from "../../../shared/brand-config/types";
import type { ProductType } from "../../../shared/constants";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom } from "../../state/brand";
import { featuresAtom } from "../../state/flags";
import { useT } from "../../state/i18n";
import { ProductTabs } from "./ProductTabs";
import { SearchForm } from "./SearchForm";

/** The landing page's first screen: the brand's hero image, its words, and the search box. */
export function Hero({ product, content, initial }: { product: ProductType; content: LandingContent; initial: Partial<SearchQuery> | null }) {
  const brand = useAtomValue(brandAtom);
  const features = useAtomValue(featuresAtom);
  const t = useT();
  if (!brand) return null;
  const { hero, productSelector } = content;
  const products = brand.brand.productTypesOrder;
  return (
    <section aria-labelledby="hero-title" className="relative bg-brand">
      {hero.backgroundUrl && (
        <img src={hero.backgroundUrl} alt="" className="absolute inset-0 w-full h-full object-cover" fetchPriority="high" />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-black/35 via-black/20 to-black/45" aria-hidden="true" />
      <div className="relative container-page pt-10 pb-8 md:pt-20 md:pb-14 grid grid-cols-1 gap-6">
        <div className="grid gap-2 text-white max-w-[720px]">
          <h1 id="hero-title" className="text-[28px] leading-tight md:text-5xl font-800 [text-shadow:0_2px_12px_rgba(0,0,0,0.35)]">
            {hero.title ?? brand.brand.pageTitle}
          </h1>
          {hero.subtitle && <p className="text-base md:text-xl [text-shadow:0_1px_8px_rgba(0,0,0,0.4)]">{hero.subtitle}</p>}
        </div>
        <div>
          {productSelector.showSelector && products.length > 1 && (
            <ProductTabs products={products} selected={product} showDeals={productSelector.extraSelector && features.dealsList} />
          )}
          <div className="card p-4 md:p-6 rounded-tl-none">
            <h2 className="sr-only">{t(`products.${product}.searchLabel`)}</h2>
            <SearchForm key={product} product={product} initial={initial ?? undefined} />
          </div>
        </div>
      </div>
    </section>
  );
}
