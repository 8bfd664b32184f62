import { useAtomValue } from "jotai";
import { formatMoney } from "../../../shared/money";
import type { HotelCard } from "../../../shared/search/hotel-card";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { PointsEarned } from "../members/PointsEarned";
import { plural, travellersText } from "./format";

/**
 * The card's price column: the total for the whole party and stay as the headline, a promotion's
 * original total struck through, the price per night beside it, the points it earns, and what the
 * card's link looks like at its end ("see rooms").
 */
export function HotelCardPrice({ proposal, party, compact }: { proposal: HotelCard; party: { adults: number; children: number }; compact: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { promotion } = proposal;
  const money = (amount: number) => formatMoney(amount, proposal.currency, language);
  return (
    <div className={":uno-hcard-price: p-4 grid gap-1 content-end text-right bg-canvas/40 [&_p]:m-0" + " " + (compact ? ":uno-hcard-price-below: md:col-span-2 md:border-t md:border-t-solid md:border-line" : ":uno-hcard-price-side: md:border-l md:border-l-solid md:border-line")}>
      {promotion && (
        <p className="text-sm">
          <span className=":uno-hcard-discount: rounded bg-[#fde8eb] text-[#b00020] font-700 px-1.5 mr-1">{t("results.card.discount", { percent: promotion.discountPercent })}</span>
          <s className="text-ink-soft" aria-label={t("results.card.wasPrice", { price: money(promotion.originalTotal) })}>
            {money(promotion.originalTotal)}
          </s>
        </p>
      )}
      <p>
        <span className="sr-only">{`${t("results.card.total")} `}</span>
        <strong className=":uno-hcard-total: text-2xl font-800">{money(proposal.total)}</strong>
      </p>
      <p className=":uno-hcard-for: text-[13px] text-ink-soft">
        {t("results.card.totalFor", {
          travellers: travellersText(t, language, party.adults, party.children),
          nights: plural(t, language, "results.card.nights", proposal.nights),
        })}
      </p>
      <p className=":uno-hcard-night: text-sm">{t("results.card.perNight", { price: money(proposal.perNight) })}</p>
      <PointsEarned amountMinor={proposal.total} short />
      <span aria-hidden="true" className=":uno-hcard-cta: btn-primary mt-2 whitespace-nowrap">
        {t("results.card.view")}
      </span>
    </div>
  );
}
