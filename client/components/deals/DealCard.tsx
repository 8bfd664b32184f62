import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Deal } from "../../../shared/api/shopping/deals";
import { formatMoney } from "../../../shared/money";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural, travellersText } from "../results/format";

/** One deal: the hotel, what the price is for (nights, adults), the discount and both prices. */
export function DealCard({ deal, href, saveToggle }: { deal: Deal; href: string; /** Over the photo's corner, once hydrated. */ saveToggle?: ReactNode }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { accommodation } = deal;
  const money = (amount: number) => formatMoney(amount, deal.dealPrice.currency, language);
  const headingId = `deal-${deal.id}`;
  return (
    <article aria-labelledby={headingId} className="card overflow-hidden grid grid-rows-[auto_1fr]" data-deal-id={deal.id}>
      <div className="relative aspect-[16/10] bg-brand-soft">
        <img src={accommodation.mainImage.url} alt={accommodation.mainImage.alt} width={480} height={300} loading="lazy" className="w-full h-full object-cover" />
        {saveToggle}
        <span className="absolute top-2 left-2 rounded bg-[#b00020] text-white text-[13px] font-700 px-2 py-1">{t("results.card.discount", { percent: deal.discountPercent })}</span>
      </div>
      <div className="p-4 grid gap-2 content-between">
        <div className="grid gap-1">
          <h2 id={headingId} className="m-0 text-lg font-800 leading-tight">
            {accommodation.name}
          </h2>
          <p className="m-0 text-[13px] text-ink-soft">
            <span aria-hidden="true" className="text-warning">{"★".repeat(accommodation.stars)}</span> {accommodation.destination.name}
          </p>
        </div>
        <div className="grid gap-1 justify-items-end text-right">
          <p className="m-0 text-sm">
            <s className="text-ink-soft" aria-label={t("results.card.wasPrice", { price: money(deal.originalPrice.amount) })}>
              {money(deal.originalPrice.amount)}
            </s>{" "}
            <strong className="text-2xl font-800">{money(deal.dealPrice.amount)}</strong>
          </p>
          <p className="m-0 text-[13px] text-ink-soft">
            {t("results.card.totalFor", { travellers: travellersText(t, language, deal.adults, 0), nights: plural(t, language, "results.card.nights", deal.nights) })}
          </p>
          <Link to={href} className="btn-primary no-underline mt-1" aria-describedby={headingId}>
            {t("deals.see")}
          </Link>
        </div>
      </div>
    </article>
  );
}
