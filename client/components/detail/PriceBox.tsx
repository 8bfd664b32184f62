import { useAtomValue } from "jotai";
import { Link, useLocation } from "react-router";
import type { Pricing } from "../../../shared/api/shopping/pricing";
import { formatDate } from "../../../shared/dates";
import { formatMoney } from "../../../shared/money";
import type { PricingState } from "../../detail/pricing-poll";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural, travellersText } from "../results/format";
import { ScalapayInstalments } from "../payments/ScalapayInstalments";
import { DetailActionButton } from "./DetailActionButton";
import { PointsEarned } from "../members/PointsEarned";

/**
 * The price of the stay once the backend confirmed it: room and rate (meal plan, cancellation),
 * the total for the party and stay as the headline, what a package's total includes, and Book.
 * Until then, or when it could not be priced, a message with a way on.
 */
export function PriceBox({ state, party, resultsHref }: { state: PricingState; party: { adults: number; children: number }; resultsHref: string }) {
  const t = useT();
  const location = useLocation();
  if (state.kind !== "priced") {
    return (
      <div className="card p-4 grid gap-2" data-pricing={state.kind}>
        <h2 className="m-0 text-lg font-800">{t(`detail.${state.kind}.title`)}</h2>
        <p className="m-0 text-sm text-ink-soft">{t(`detail.${state.kind}.subtitle`)}</p>
        {state.kind === "gone" ? (
          <Link to={resultsHref} className="btn-secondary no-underline">
            {t("detail.backToResults")}
          </Link>
        ) : (
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-primary no-underline">
            {t("detail.retry")}
          </Link>
        )}
      </div>
    );
  }
  return <PricedBox pricing={state.pricing} party={party} />;
}

function PricedBox({ pricing, party }: { pricing: Pricing; party: { adults: number; children: number } }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { room, stay, price } = pricing;
  const money = (amount: number) => formatMoney(amount, price.total.currency, language);
  return (
    <section aria-labelledby="stay-heading" className="card p-4 grid gap-2" data-pricing="priced" data-pricing-id={pricing.id}>
      <h2 id="stay-heading" className="m-0 text-lg font-800">
        {t("detail.yourStay")}
      </h2>
      <p className="m-0 text-sm">
        {formatDate(stay.checkIn, language)} – {formatDate(stay.checkOut, language)} · {plural(t, language, "results.card.nights", stay.nights)}
      </p>
      <p className="m-0 text-sm">
        {room.name} · {t(`results.mealPlans.${room.mealPlan}`)}
      </p>
      <p className={`m-0 text-sm ${room.freeCancellation ? "text-[#3d7a00] font-600" : "text-ink-soft"}`}>
        {room.freeCancellation && room.cancellationDeadline ? `✓ ${t("results.card.freeCancellationUntil", { date: formatDate(room.cancellationDeadline, language) })}` : t("results.card.nonRefundable")}
      </p>
      {pricing.transport && <p className="m-0 text-sm font-600">✈ {t("detail.flightIncluded")}</p>}
      <p className="m-0 text-right border-t border-t-solid border-line pt-2">
        <span className="sr-only">{t("results.card.total")} </span>
        <strong className="text-3xl font-800" data-testid="detail-total">
          {money(price.total.amount)}
        </strong>
      </p>
      <p className="m-0 text-right text-[13px] text-ink-soft">
        {t("results.card.totalFor", { travellers: travellersText(t, language, party.adults, party.children), nights: plural(t, language, "results.card.nights", stay.nights) })}
      </p>
      <p className="m-0 text-right text-sm">{t("results.card.perNight", { price: money(price.perNight.amount) })}</p>
      <PointsEarned amountMinor={price.total.amount} className="text-right" />
      <ScalapayInstalments total={price.total.amount} currency={price.total.currency} className="text-right" />
      <DetailActionButton intent="book" fields={{ pricingId: pricing.id }} label={t("detail.book")} busyLabel={t("detail.booking")} failure={t("detail.bookFailed")} className="btn-primary btn-lg w-full mt-1" describedBy="stay-heading" />
    </section>
  );
}
