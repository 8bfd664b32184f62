import { useAtomValue } from "jotai";
import type { BrandConfig } from "../../../shared/brand-config/types";
import { formatMoney } from "../../../shared/money";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

/** The brand's standing offers: the free-flight voucher and Scalapay's pay-in-three club. */
export function OfferStrip({ offers }: { offers: BrandConfig["offers"] }) {
  const brand = useAtomValue(brandAtom);
  const t = useT();
  if (!brand) return null;
  const voucher = brand.brand.freeFlightConditions;
  const items: string[] = [];
  if (voucher) {
    items.push(t("landing.offers.freeFlight", { amount: formatMoney(voucher.voucherAmount * 100, brand.brand.currency, brand.language) }));
  }
  if (offers.isScalapayClub) items.push(t("landing.offers.scalapay"));
  if (items.length === 0) return null;
  return (
    <section aria-label={t("landing.offers.label")} className="bg-brand-soft">
      <ul className="container-page list-none m-0 py-3 flex flex-wrap gap-x-8 gap-y-2 text-sm md:text-[15px] text-ink">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-grid place-items-center w-6 h-6 rounded-full bg-brand text-brand-text text-xs font-800">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
