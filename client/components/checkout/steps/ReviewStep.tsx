import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { useState, type FormEvent, type ReactNode } from "react";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { brandAtom, languageAtom } from "../../../state/brand";
import { cartAtom } from "../../../state/checkout";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { CallFailure } from "../form/ErrorSummary";
import { useStepLinks, type StepProps } from "../step-kit";
import { StepActions } from "./StepActions";
import { VoucherBox } from "./VoucherBox";
import type { PaymentMethod } from "../../../../shared/checkout/brand-offer";
import { dateFormat } from "../../../../shared/intl-formats";

/**
 * Everything the traveller entered, each part with a link back to its step; the voucher; the
 * brand's terms; then confirm: CartFinalize, then ConfirmCart, once. A confirm that finds the
 * cart already confirmed (a double click, Back then confirm) opens the existing order.
 */
export function ReviewStep({ product, cart: edgeCart, steps, parts }: StepProps<"review">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const cart = useAtomValue(cartAtom) ?? edgeCart;
  const calls = useCartCalls();
  const { goTo, hrefOf } = useStepLinks(product, cart);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
  const countryName = (code: string) => parts.countries.find((c) => c.code === code)?.name ?? code;
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
    if (outcome.ok || outcome.error?.message === "CART_ALREADY_CONFIRMED") return void goTo("confirmation");
    setFailure(outcome.failureKey);
  }

  const edit = (step: "travellers" | "contact" | "seats" | "extras") =>
    steps.includes(step) ? (
      <Link to={hrefOf(step)} className="text-ink font-600 underline text-sm">
        {t("checkout.review.edit")}
        <span className="sr-only"> {t(`checkout.steps.${step}`)}</span>
      </Link>
    ) : null;

  return (
    <div className="grid gap-5" data-step-form="review" data-step-ready={ready}>
      <ReviewSection id="review-travellers" title={t("checkout.steps.travellers")} edit={edit("travellers")}>
        <ul className="list-none m-0 p-0 grid gap-1" data-testid="review-travellers">
          {cart.travellers.map((traveller) => (
            <li key={traveller.travellerId}>
              <span className="font-600">
                {traveller.title ? `${t(`checkout.titles.${traveller.title}`)} ` : ""}
                {traveller.firstName} {traveller.lastName}
              </span>
              {traveller.birthDate && <span className="text-ink-soft"> · {birthDateText(traveller.birthDate, language)}</span>}
            </li>
          ))}
        </ul>
      </ReviewSection>
      {cart.contact && (
        <ReviewSection id="review-contact" title={t("checkout.steps.contact")} edit={edit("contact")}>
          <p className="m-0" data-testid="review-contact">
            {cart.contact.firstName} {cart.contact.lastName} · {cart.contact.email} · {cart.contact.phone} · {countryName(cart.contact.countryCode)}
          </p>
          {cart.invoices[0] && <p className="m-0 text-ink-soft">{t("checkout.review.invoiceTo", { name: cart.invoices[0].name, city: cart.invoices[0].city })}</p>}
        </ReviewSection>
      )}
      {(cart.details.ancillaries.length > 0 || cart.seatSelection || cart.specialRequest) && (
        <ReviewSection id="review-extras" title={t("checkout.steps.extras")} edit={edit("extras")}>
          <ul className="list-none m-0 p-0 grid gap-1">
            {cart.details.ancillaries.map((added) => <li key={added.productId}>{added.name}</li>)}
            {cart.seatSelection && <li>{t("checkout.review.seats", { seats: cart.seatSelection.seats.map((s) => s.seat).join(", ") })}</li>}
            {cart.specialRequest && <li className="text-ink-soft">“{cart.specialRequest.text}”</li>}
          </ul>
        </ReviewSection>
      )}
      <VoucherBox ids={ids} initial={parts.vouchers} freeFlightCart={product === "FF"} />
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
        <PaymentMethods methods={parts.paymentMethods} />
        <p className="m-0 text-sm text-ink-soft">{t("checkout.review.noPayment")}</p>
        <CallFailure messageKey={failure} />
        <StepActions busy={busy} label={t("checkout.review.confirm")} />
      </form>
    </div>
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

/** A birth date in full (the trips' dates omit the year; a birth date needs it). */
function birthDateText(iso: string, language: string): string {
  return dateFormat(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** One part of the review: its heading, a link back to its step, and what was entered. */
function ReviewSection({ id, title, edit, children }: { id: string; title: string; edit: ReactNode; children: ReactNode }) {
  return (
    <section className="card p-4 md:p-5 grid gap-2" aria-labelledby={id}>
      <div className="flex justify-between items-baseline gap-3">
        <h3 id={id} className="m-0 text-lg font-800">
          {title}
        </h3>
        {edit}
      </div>
      {children}
    </section>
  );
}
