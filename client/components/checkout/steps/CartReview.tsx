import { Link } from "react-router";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import type { Cart, Country } from "../../../../shared/api/cart";
import { dateFormat } from "../../../../shared/intl-formats";
import { languageAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";

type EditableStep = "travellers" | "contact" | "seats" | "extras";

/** Everything the traveller entered (travellers, contact, extras), each part with a link back to its step when the cart has it. */
export function CartReview({ cart, countries, steps, hrefOf }: { cart: Cart; countries: Country[]; steps: readonly string[]; hrefOf: (step: EditableStep) => string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const edit = (step: EditableStep) =>
    steps.includes(step) ? (
      <Link to={hrefOf(step)} className="text-ink font-600 underline text-sm">
        {t("checkout.review.edit")}
        <span className="sr-only"> {t(`checkout.steps.${step}`)}</span>
      </Link>
    ) : null;
  return (
    <>
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
    </>
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
