import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { CartVouchers } from "../../../../shared/api/cart";
import { formatMoney } from "../../../../shared/money";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { brandAtom, languageAtom } from "../../../state/brand";
import { cartAtom } from "../../../state/checkout";
import { useT } from "../../../state/i18n";
import { CallFailure } from "../form/ErrorSummary";
import { useHydrated } from "../../search-form/use-hydrated";

/**
 * A voucher code: applied (ApplyVoucherToCart) or removed (RemoveVoucherFromCart); the discount
 * shown is the one the backend priced. On the free-flight search of a brand with a free-flight
 * voucher, the shopper is told the voucher applies here.
 */
export function VoucherBox({ ids, initial, freeFlightCart }: { ids: { cartId: string; requestUuid: string }; initial: CartVouchers; freeFlightCart: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const cart = useAtomValue(cartAtom);
  const vouchers = cart?.vouchers ?? initial;
  const discount = cart?.details.discount;
  const calls = useCartCalls();
  const [failure, setFailure] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const freeFlight = freeFlightCart ? brand.brand.freeFlightConditions : null;

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get("voucherCode") ?? "").trim();
    setEmpty(code === "");
    setFailure(null);
    if (code === "") return;
    setBusy(true);
    const outcome = await calls((api) => api.applyVoucherToCart(ids, { code }));
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.failureKey);
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await calls((api) => api.removeVoucherFromCart(ids));
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.failureKey);
  }

  return (
    <section className="card p-4 md:p-5 grid gap-3 min-w-0" aria-labelledby="voucher-heading" data-testid="voucher">
      <h3 id="voucher-heading" className="m-0 text-lg font-800">
        {t("checkout.voucher.heading")}
      </h3>
      {freeFlight && !vouchers.code && (
        <p className="m-0 rounded bg-brand-soft p-3 font-600" data-testid="free-flight-hint">
          {t("checkout.voucher.freeFlight", { amount: formatMoney(freeFlight.voucherAmount * 100, brand.brand.currency, language) })}
        </p>
      )}
      {vouchers.code ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="m-0" data-testid="voucher-applied">
            {t("checkout.voucher.applied", { code: vouchers.code })}{" "}
            {discount && <strong className="tabular-nums">−{formatMoney(discount.amount, discount.currency, language)}</strong>}
          </p>
          <button type="button" className="btn-secondary h-[40px]" onClick={remove} aria-disabled={busy}>
            {t("checkout.voucher.remove")}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={apply} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1 grow min-w-[180px]">
            <label htmlFor="voucherCode" className="text-[14px] font-600">
              {t("checkout.voucher.label")}
            </label>
            <input
              id="voucherCode"
              name="voucherCode"
              className="field uppercase"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={empty || failure === "checkout.failures.INVALID_VOUCHER" || undefined}
              aria-describedby={empty ? "voucherCode-error" : undefined}
            />
          </div>
          <button type="submit" className="btn-secondary h-[52px]" disabled={!hydrated} aria-disabled={busy}>
            {busy ? t("checkout.saving") : t("checkout.voucher.apply")}
          </button>
          {empty && (
            <p id="voucherCode-error" className="m-0 w-full text-[14px] font-600 text-[#b3001b]">
              {t("checkout.voucher.empty")}
            </p>
          )}
        </form>
      )}
      <CallFailure messageKey={failure} />
    </section>
  );
}
