import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { PaymentMethod } from "../../../../shared/checkout/brand-offer";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { brandAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";
import { CallFailure } from "../form/ErrorSummary";
import { StepActions } from "./StepActions";

/**
 * The brand's terms, the seller and the ways to pay, then confirm: CartFinalize, then ConfirmCart,
 * once. A confirm that finds the cart already confirmed (a double click, Back then confirm) opens
 * the existing order.
 */
export function ConfirmBookingForm({ ids, paymentMethods, onConfirmed }: { ids: { cartId: string; requestUuid: string }; paymentMethods: readonly PaymentMethod[]; onConfirmed: () => void }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const calls = useCartCalls();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const terms = brand.brand.policies.termsConditions;

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const accepted = new FormData(event.currentTarget).get("terms") === "yes";
    setTermsMissing(!accepted);
    setFailure(null);
    if (!accepted) {
      document.getElementById("terms")?.focus();
      return;
    }
    setBusy(true);
    const finalized = await calls((api) => api.cartFinalize(ids));
    const outcome = finalized.ok ? await calls((api) => api.confirmCart(ids)) : finalized;
    setBusy(false);
    if (outcome.ok || outcome.error?.message === "CART_ALREADY_CONFIRMED") return void onConfirmed();
    setFailure(outcome.failureKey);
  }

  return (
    <form noValidate onSubmit={confirm} className="card p-4 md:p-5 grid gap-4" aria-labelledby="review-confirm">
      <h3 id="review-confirm" className="m-0 text-lg font-800">{t("checkout.review.confirmHeading")}</h3>
      <label className="flex items-start gap-3 cursor-pointer">
        <input id="terms" type="checkbox" name="terms" value="yes" className="mt-1 w-5 h-5 shrink-0 accent-[var(--brand-primary)]" aria-invalid={termsMissing || undefined} aria-describedby={termsMissing ? "terms-error" : undefined} />
        <span>
          {t("checkout.review.terms")}{" "}
          {terms && (
            <a href={terms} target="_blank" rel="noopener noreferrer" className="text-ink font-600 underline">
              {t("checkout.review.termsLink")}
            </a>
          )}
        </span>
      </label>
      {termsMissing && (
        <p id="terms-error" className="m-0 text-[14px] font-600 text-[#b3001b]">
          {t("checkout.review.termsMissing")}
        </p>
      )}
      {/* The law wants the seller named before the shopper commits (the brand's businessClient). */}
      {brand.brand.businessClient && (
        <p className="m-0 text-sm" data-testid="seller">
          {t("checkout.review.seller", { seller: brand.brand.businessClient })}
        </p>
      )}
      <PaymentMethods methods={paymentMethods} />
      <p className="m-0 text-sm text-ink-soft">{t("checkout.review.noPayment")}</p>
      <CallFailure messageKey={failure} />
      <StepActions busy={busy} label={t("checkout.review.confirm")} />
    </form>
  );
}

/** What the shopper will be offered to pay with once the booking is confirmed (brand-offer.ts). */
function PaymentMethods({ methods }: { methods: readonly PaymentMethod[] }) {
  const t = useT();
  if (methods.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="payment-methods">
      <h4 className="m-0 text-base font-700">{t("checkout.review.paymentHeading")}</h4>
      <p className="m-0">{t("checkout.review.paymentMethods")}</p>
      <ul className="m-0 pl-5 grid gap-0.5">
        {methods.map((method) => <li key={method.code}>{method.name}</li>)}
      </ul>
    </div>
  );
}
