import { Link } from "react-router";
import type { Cart } from "../../../shared/api/cart";
import type { CheckoutStep } from "../../../shared/checkout/steps";
import type { ProductType } from "../../../shared/constants";
import { useT } from "../../state/i18n";
import { useStepLinks } from "./step-kit";

/** The cart's steps in order: done ones are links back, the current one is marked, later ones wait. */
export function CheckoutProgress({ product, cart, steps, current }: { product: ProductType; cart: Cart; steps: CheckoutStep[]; current: CheckoutStep }) {
  const t = useT();
  const { hrefOf } = useStepLinks(product, cart);
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t("checkout.stepsLabel")}>
      <p className="m-0 text-sm font-600 text-ink-soft md:hidden">{t("checkout.stepOf", { number: currentIndex + 1, count: steps.length })}</p>
      {/* On phones the line above says where the traveller is; the pills need the width of a tablet. */}
      <ol className="list-none m-0 p-0 hidden md:flex flex-wrap gap-2" data-testid="checkout-steps">
        {steps.map((step, index) => {
          const label = (
            <>
              <span className="tabular-nums">{index + 1}.</span> {t(`checkout.steps.${step}`)}
            </>
          );
          const pill = "rounded-full px-3 min-h-[32px] inline-flex items-center gap-1 text-sm font-600";
          return (
            <li key={step} aria-current={step === current ? "step" : undefined}>
              {index < currentIndex ? (
                <Link to={hrefOf(step)} className={`${pill} bg-brand-soft text-ink no-underline hover:underline`}>
                  <span aria-hidden="true">✓</span> {label}
                </Link>
              ) : (
                <span className={`${pill} ${step === current ? "bg-brand text-brand-text" : "bg-white text-ink-soft border border-solid border-line"}`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
