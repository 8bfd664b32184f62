import { useAtomValue } from "jotai";
import type { Cart, CartLine } from "../../../shared/api/cart";
import { formatDate } from "../../../shared/dates";
import { formatMoney } from "../../../shared/money";
import { languageAtom } from "../../state/brand";
import { cartAtom, fetchingCartAtom } from "../../state/checkout";
import { useT } from "../../state/i18n";
import { ScalapayInstalments } from "../payments/ScalapayInstalments";
import { travellersText } from "../results/format";
import { PointsEarned } from "../members/PointsEarned";

/**
 * What the cart holds and what it costs, as the backend last priced it (the atoms, updated by
 * every write; the edge's read before the first): lines, extras, seats, the voucher, the total.
 */
export function CartSummary({ fallback }: { fallback: Cart }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const cart = useAtomValue(cartAtom) ?? fallback;
  const fetching = useAtomValue(fetchingCartAtom);
  const { details, config } = cart;
  const money = (amount: number) => formatMoney(amount, details.currency, language);
  return (
    <section aria-labelledby="cart-heading" aria-busy={fetching} className="card p-4 md:p-5 grid gap-3" data-testid="cart-summary">
      <h2 id="cart-heading" className="m-0 text-lg font-800">
        {t("checkout.yourTrip")}
      </h2>
      <ul className="list-none m-0 p-0 grid gap-3" data-testid="cart-lines">
        {details.products.map((line) => (
          <CartLineItem key={line.lineId} line={line} />
        ))}
      </ul>
      {(details.ancillaries.length > 0 || cart.seatSelection) && (
        <ul className="list-none m-0 p-0 grid gap-1 border-t border-t-solid border-line pt-3 text-[15px]" data-testid="cart-extras">
          {details.ancillaries.map((added) => (
            <li key={added.productId} className="flex justify-between gap-3">
              <span>{added.name}</span>
              <span className="tabular-nums">{money(added.price.amount)}</span>
            </li>
          ))}
          {cart.seatSelection && (
            <li className="flex justify-between gap-3">
              <span>{t("checkout.summary.seats", { seats: cart.seatSelection.seats.map((s) => s.seat).join(", ") })}</span>
              <span className="tabular-nums">{money(cart.seatSelection.price.amount)}</span>
            </li>
          )}
        </ul>
      )}
      {details.discount.amount > 0 && (
        <p className="m-0 flex justify-between gap-3 text-[15px]" data-testid="cart-discount">
          <span>{t("checkout.summary.voucher", { code: cart.vouchers.code ?? "" })}</span>
          <span className="tabular-nums font-700">−{money(details.discount.amount)}</span>
        </p>
      )}
      <div role="status" className="m-0 flex justify-between items-baseline gap-3 border-t border-t-solid border-line pt-3">
        <span className="font-700">
          {t("checkout.total")} <span className="block text-sm font-400 text-ink-soft">{travellersText(t, language, config.adults, config.childrenAges.length)}</span>
        </span>
        <strong className="text-2xl font-800 tabular-nums" data-testid="cart-total">
          {money(details.total.amount)}
        </strong>
      </div>
      <PointsEarned amountMinor={details.total.amount} />
      <ScalapayInstalments total={details.total.amount} currency={details.total.currency} />
      <p className="m-0 text-sm text-ink-soft">{t("checkout.summary.included")}</p>
    </section>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const language = useAtomValue(languageAtom);
  const dates = line.startDate === line.endDate ? formatDate(line.startDate, language) : `${formatDate(line.startDate, language)} – ${formatDate(line.endDate, language)}`;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3" data-line-kind={line.kind} data-proposal-id={line.proposalId}>
      <span className="font-700 min-w-0 break-words">{line.name}</span>
      <span className="font-700 tabular-nums">{formatMoney(line.price.amount, line.price.currency, language)}</span>
      <span className="text-sm text-ink-soft col-span-2">
        {dates} · {line.description}
      </span>
    </li>
  );
}
