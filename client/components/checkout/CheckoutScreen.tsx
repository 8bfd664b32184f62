import { useAtomValue } from "jotai";
import { Link } from "react-router";
import type { CartLine } from "../../../shared/api/cart";
import { formatDate } from "../../../shared/dates";
import { formatMoney } from "../../../shared/money";
import { searchPathOf } from "../../../shared/product-type";
import type { CheckoutData } from "../../checkout/checkout-loader";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { travellersText } from "../results/format";
import { ResultsMessage } from "../results/ResultsStates";

/**
 * The checkout at a product route: the steps of this cart with the current one marked, and what
 * the cart holds, line by line, with the total. An expired or unknown cart says so and leads back
 * to the search.
 */
export function CheckoutScreen({ data }: { data: CheckoutData }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { state, product } = data;
  if (state.kind !== "cart") {
    return (
      <div className="container-page py-8" data-page={`checkout-${state.kind}`}>
        <ResultsMessage page={`checkout-${state.kind}`} title={t(`checkout.${state.kind}.title`)} subtitle={t(`checkout.${state.kind}.subtitle`)} />
        <Link to={searchPathOf(product)} className="btn-secondary no-underline mt-4 inline-flex">
          {t("checkout.backToSearch")}
        </Link>
      </div>
    );
  }
  const { cart, config } = state;
  const current = data.ids.checkoutStep;
  return (
    <div className="container-page py-6 md:py-8 grid gap-5" data-page="checkout" data-cart-id={cart.cartId} data-checkout-step={current ?? ""}>
      <h1 className="m-0 text-2xl md:text-3xl font-800">{t("checkout.title")}</h1>
      <nav aria-label={t("checkout.stepsLabel")}>
        <ol className="list-none m-0 p-0 flex flex-wrap gap-2">
          {config.steps.map((step, index) => (
            <li key={step} aria-current={step === current ? "step" : undefined} className={`rounded-full px-3 min-h-[32px] inline-flex items-center text-sm font-600 ${step === current ? "bg-brand text-brand-text" : "bg-brand-soft text-ink"}`}>
              {index + 1}. {t(`checkout.steps.${step}`)}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="cart-heading" className="card p-4 md:p-5 grid gap-3">
        <h2 id="cart-heading" className="m-0 text-lg font-800">
          {t("checkout.yourTrip")}
        </h2>
        <ul className="list-none m-0 p-0 grid gap-3" data-testid="cart-lines">
          {cart.details.products.map((line) => (
            <CartLineItem key={line.lineId} line={line} />
          ))}
        </ul>
        <p className="m-0 flex justify-between items-baseline gap-3 border-t border-t-solid border-line pt-3">
          <span className="font-700">
            {t("checkout.total")} <span className="text-sm font-400 text-ink-soft">({travellersText(t, language, config.adults, config.childrenAges.length)})</span>
          </span>
          <strong className="text-2xl font-800" data-testid="cart-total">
            {formatMoney(cart.details.total.amount, cart.details.total.currency, language)}
          </strong>
        </p>
      </section>
    </div>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const language = useAtomValue(languageAtom);
  const dates = line.startDate === line.endDate ? formatDate(line.startDate, language) : `${formatDate(line.startDate, language)} – ${formatDate(line.endDate, language)}`;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3" data-line-kind={line.kind} data-proposal-id={line.proposalId}>
      <span className="font-700">{line.name}</span>
      <span className="font-700 tabular-nums">{formatMoney(line.price.amount, line.price.currency, language)}</span>
      <span className="text-sm text-ink-soft col-span-2">
        {dates} · {line.description}
      </span>
    </li>
  );
}
