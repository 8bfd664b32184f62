import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router";
import type { Cart, Order } from "../../../shared/api/cart";
import { formatMoney } from "../../../shared/money";
import { languageAtom } from "../../state/brand";
import { clearCheckoutAtom } from "../../state/checkout";
import { useT } from "../../state/i18n";

/** The order (GetOrders): its reference first, what was booked, and a way to a new search. */
export function ConfirmationView({ cart, orders }: { cart: Cart; orders: Order[] }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const clear = useSetAtom(clearCheckoutAtom);
  const order = orders.find((o) => o.status === "CONFIRMED") ?? cart.order;
  return (
    <section className="card p-5 md:p-8 grid gap-4 justify-items-start" aria-labelledby="confirmation-heading" data-testid="confirmation">
      <p className="m-0 text-4xl" aria-hidden="true">✓</p>
      <h2 id="confirmation-heading" className="m-0 text-2xl md:text-3xl font-800">{t("checkout.confirmation.title")}</h2>
      <p className="m-0 text-lg">
        {t("checkout.confirmation.reference")} <strong className="font-800 tracking-wide whitespace-nowrap" data-testid="order-reference">{order.reference}</strong>
      </p>
      <p className="m-0">
        {t("checkout.confirmation.total")} <strong className="tabular-nums">{formatMoney(order.total.amount, order.total.currency, language)}</strong>
      </p>
      {cart.contact && <p className="m-0 text-ink-soft">{t("checkout.confirmation.emailed", { email: cart.contact.email })}</p>}
      <Link to="/" onClick={() => clear()} className="btn-primary no-underline">
        {t("checkout.confirmation.newSearch")}
      </Link>
    </section>
  );
}
