import { Link } from "react-router";
import type { ProductType } from "../../../shared/constants";
import { useT } from "../../state/i18n";

/**
 * The product selector, in the brand's productTypesOrder. Plain links (`?product=F`), so it works
 * before hydration and without JavaScript; client navigation keeps the scroll position.
 */
export function ProductTabs({ products, selected, showDeals }: { products: ProductType[]; selected: ProductType; showDeals: boolean }) {
  const t = useT();
  const tab = "flex items-center gap-2 px-4 h-11 rounded-t no-underline font-600 text-[15px] whitespace-nowrap";
  return (
    <nav aria-label={t("landing.search.productsLabel")} className="flex gap-1 overflow-x-auto -mb-px">
      {products.map((type) => {
        const active = type === selected;
        return (
          <Link
            key={type}
            to={`?product=${type}`}
            preventScrollReset
            replace
            aria-current={active ? "page" : undefined}
            className={`${tab} ${active ? "bg-white text-brand-ink" : "bg-white/15 text-white hover:bg-white/25"}`}
          >
            <span aria-hidden="true">{PRODUCT_ICONS[type]}</span>
            {t(`products.${type}.label`)}
          </Link>
        );
      })}
      {showDeals && (
        <Link to="/deals" className={`${tab} bg-white/15 text-white hover:bg-white/25`}>
          <span aria-hidden="true">%</span>
          {t("products.deals.label")}
        </Link>
      )}
    </nav>
  );
}

const PRODUCT_ICONS: Record<ProductType, string> = { DP: "✈︎+⌂", H: "⌂", HGH: "⌂+✈︎", F: "✈︎", FF: "✈︎" };
