import { useAtomValue } from "jotai";
import { Link, NavLink } from "react-router";
import { searchPathOf } from "../../../shared/product-type";
import { brandAtom } from "../../state/brand";
import { featuresAtom } from "../../state/flags";
import { useT } from "../../state/i18n";
import { AccountEntry } from "./AccountEntry";
import { BrandLogo } from "./BrandLogo";
import { SavedStaysHeaderEntry } from "../../saved-stays/SavedStaysHeaderEntry";

export function Header() {
  const brand = useAtomValue(brandAtom);
  const features = useAtomValue(featuresAtom);
  const t = useT();
  if (!brand) return null;
  const products = brand.brand.productTypesOrder;
  return (
    <header className="bg-white border-b border-b-solid border-line">
      <div className="container-page flex items-center gap-6 h-16 md:h-[72px]">
        <Link to="/" className="shrink-0 flex items-center" aria-label={t("common.home", { brand: brand.brand.brandName })}>
          <BrandLogo className="h-8 md:h-10 w-auto" />
        </Link>
        <nav aria-label={t("common.productsNav")} className="hidden md:flex items-center gap-1 text-[15px]">
          {products.map((type) => (
            <NavLink
              key={type}
              to={searchPathOf(type)}
              className={({ isActive }) =>
                `px-3 py-2 rounded no-underline font-500 hover:bg-brand-soft ${isActive ? "text-brand-ink bg-brand-soft" : "text-ink"}`
              }
            >
              {t(`products.${type}.label`)}
            </NavLink>
          ))}
          {features.dealsList && (
            <NavLink to="/deals" className="px-3 py-2 rounded no-underline font-500 text-ink hover:bg-brand-soft">
              {t("products.deals.label")}
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-4">
          {/* After hydration, in a browser with saved stays: the server's header is everyone's. */}
          <SavedStaysHeaderEntry />
          {brand.brand.phoneNumber && (
            <a href={`tel:${brand.brand.phoneNumber.replace(/\s+/g, "")}`} className="text-ink no-underline text-sm flex flex-col items-end leading-tight">
              <span className="text-ink-soft text-xs">{t("common.callUs")}</span>
              <span className="font-700">{brand.brand.phoneNumber}</span>
            </a>
          )}
          <AccountEntry />
        </div>
      </div>
    </header>
  );
}
