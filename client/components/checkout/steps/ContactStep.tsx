import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { SUBSCRIPTION_NAMES } from "../../../../shared/api/cart";
import { checkContact, checkInvoice, type ContactFormField, type FieldError, type InvoiceFormField } from "../../../../shared/checkout/form-checks";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { brandAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { SelectField, TextField } from "../form/CheckoutField";
import { CountryOptions } from "../form/CountryOptions";
import { CallFailure, ErrorSummary, type SummaryItem } from "../form/ErrorSummary";
import { fieldErrorText, formValues, nextViewOf, useStepLinks, type StepProps } from "../step-kit";
import { StepActions } from "./StepActions";

type Errors = { contact: FieldError<ContactFormField>[]; invoice: FieldError<InvoiceFormField>[] };

/**
 * Who hears about the booking (contact), which offers they want (never pre-ticked), and an
 * invoice when they ask for one. Saved in that order; a failure keeps the form as typed.
 */
export function ContactStep({ product, cart, steps, parts }: StepProps<"contact">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const calls = useCartCalls();
  const { goTo } = useStepLinks(product, cart);
  const [errors, setErrors] = useState<Errors>({ contact: [], invoice: [] });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const savedInvoice = parts.invoices[0];
  const [wantsInvoice, setWantsInvoice] = useState(Boolean(savedInvoice));
  const lead = cart.travellers[0];
  const contact = parts.contact;
  const accepted = new Set(parts.subscriptions.filter((s) => s.accepted).map((s) => s.name));

  const contactLabel = (field: ContactFormField) => t(`checkout.contact.${field}`);
  const invoiceLabel = (field: InvoiceFormField) => t(`checkout.invoice.${field}`);
  const summary: SummaryItem[] = [
    ...errors.contact.map((e) => ({ fieldId: `contact-${e.field}`, text: fieldErrorText(t, e, contactLabel(e.field)) })),
    ...errors.invoice.map((e) => ({ fieldId: `invoice-${e.field}`, text: fieldErrorText(t, e, invoiceLabel(e.field)) })),
  ];
  const errorOf = (list: FieldError[], field: string, label: string) => {
    const error = list.find((e) => e.field === field);
    return error ? fieldErrorText(t, error, label) : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const form = event.currentTarget;
    const checkedContact = checkContact(formValues(form, "contact."));
    const checkedInvoice = wantsInvoice ? checkInvoice(formValues(form, "invoice.")) : null;
    setErrors({ contact: checkedContact.ok ? [] : checkedContact.errors, invoice: checkedInvoice && !checkedInvoice.ok ? checkedInvoice.errors : [] });
    setAttempt((n) => n + 1);
    if (!checkedContact.ok || (checkedInvoice && !checkedInvoice.ok)) return;
    const chosen = new Set(new FormData(form).getAll("subscription").map(String));
    const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
    setBusy(true);
    const steps_ = [
      () => calls((api) => api.addContactToCart({ ...ids, contact: checkedContact.value })),
      () => calls((api) => api.addSubscriptions({ ...ids, subscriptions: SUBSCRIPTION_NAMES.map((name) => ({ name, accepted: chosen.has(name) })) })),
      ...(checkedInvoice?.ok ? [() => calls((api) => api.addInvoice({ ...ids, ...(savedInvoice ? { invoiceId: savedInvoice.invoiceId } : {}), invoice: checkedInvoice.value }))] : []),
    ];
    for (const step of steps_) {
      const outcome = await step();
      if (!outcome.ok) {
        setBusy(false);
        setFailure(outcome.failureKey);
        return;
      }
    }
    setBusy(false);
    goTo(nextViewOf(steps, "contact"));
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="step-heading" data-step-form="contact" data-step-ready={ready}>
      <ErrorSummary items={summary} attempt={attempt} />
      <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0">
        <legend className="float-left w-full p-0 mb-4 text-lg font-800">{t("checkout.contact.heading")}</legend>
        <div className="clear-left grid gap-4 md:grid-cols-2">
        <p className="m-0 text-ink-soft md:col-span-2">{t("checkout.contact.why")}</p>
        <TextField id="contact-firstName" name="contact.firstName" label={contactLabel("firstName")} defaultValue={contact?.firstName ?? lead?.firstName ?? ""} error={errorOf(errors.contact, "firstName", contactLabel("firstName"))} autoComplete="given-name" maxLength={60} />
        <TextField id="contact-lastName" name="contact.lastName" label={contactLabel("lastName")} defaultValue={contact?.lastName ?? lead?.lastName ?? ""} error={errorOf(errors.contact, "lastName", contactLabel("lastName"))} autoComplete="family-name" maxLength={60} />
        <TextField id="contact-email" name="contact.email" type="email" inputMode="email" label={contactLabel("email")} hint={t("checkout.contact.emailHint")} defaultValue={contact?.email ?? ""} error={errorOf(errors.contact, "email", contactLabel("email"))} autoComplete="email" maxLength={254} />
        <TextField
          id="contact-phone"
          name="contact.phone"
          type="tel"
          inputMode="tel"
          label={contactLabel("phone")}
          hint={
            brand.brand.phonePrivacyPolicyUrl ? (
              <>
                {t("checkout.contact.phoneHint")}{" "}
                <a href={brand.brand.phonePrivacyPolicyUrl} className="text-ink font-600 underline" target="_blank" rel="noopener noreferrer">
                  {t("checkout.contact.phonePrivacy")}
                </a>
              </>
            ) : (
              t("checkout.contact.phoneHint")
            )
          }
          defaultValue={contact?.phone ?? ""}
          error={errorOf(errors.contact, "phone", contactLabel("phone"))}
          autoComplete="tel"
          maxLength={24}
        />
        <SelectField id="contact-countryCode" name="contact.countryCode" label={contactLabel("countryCode")} defaultValue={contact?.countryCode ?? brand.country ?? ""} error={errorOf(errors.contact, "countryCode", contactLabel("countryCode"))} autoComplete="country">
          <CountryOptions countries={parts.countries} />
        </SelectField>
              </div>
      </fieldset>

      <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0">
        <legend className="float-left w-full p-0 mb-4 text-lg font-800">{t("checkout.subscriptions.heading")}</legend>
        <div className="clear-left grid gap-4 ">
        {SUBSCRIPTION_NAMES.map((name) => (
          <label key={name} className="flex items-start gap-3 min-h-[44px] cursor-pointer">
            <input type="checkbox" name="subscription" value={name} defaultChecked={accepted.has(name)} className="mt-1 w-5 h-5 shrink-0 accent-[var(--brand-primary)]" />
            <span>{t(`checkout.subscriptions.${name}`)}</span>
          </label>
        ))}
              </div>
      </fieldset>

      {/* Brands whose checkout options allow no invoice do not ask for one (checkoutOptions.allowInvoice). */}
      {parts.allowInvoice && (
      <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0">
        <legend className="float-left w-full p-0 mb-4 text-lg font-800">{t("checkout.invoice.heading")}</legend>
        <div className="clear-left grid gap-4 md:grid-cols-2">
        <label className="flex items-center gap-3 min-h-[44px] cursor-pointer md:col-span-2">
          <input type="checkbox" checked={wantsInvoice} onChange={(event) => setWantsInvoice(event.target.checked)} className="w-5 h-5 accent-[var(--brand-primary)]" data-testid="wants-invoice" />
          <span>{t("checkout.invoice.want")}</span>
        </label>
        {wantsInvoice && (
          <>
            <SelectField id="invoice-type" name="invoice.type" label={invoiceLabel("type")} defaultValue={savedInvoice?.type ?? "PERSON"}>
              <option value="PERSON">{t("checkout.invoice.person")}</option>
              <option value="COMPANY">{t("checkout.invoice.company")}</option>
            </SelectField>
            <TextField id="invoice-name" name="invoice.name" label={invoiceLabel("name")} defaultValue={savedInvoice?.name ?? ""} error={errorOf(errors.invoice, "name", invoiceLabel("name"))} autoComplete="name" maxLength={120} />
            <TextField id="invoice-taxId" name="invoice.taxId" label={invoiceLabel("taxId")} defaultValue={savedInvoice?.taxId ?? ""} error={errorOf(errors.invoice, "taxId", invoiceLabel("taxId"))} autoComplete="off" maxLength={20} />
            <TextField id="invoice-address" name="invoice.address" label={invoiceLabel("address")} defaultValue={savedInvoice?.address ?? ""} error={errorOf(errors.invoice, "address", invoiceLabel("address"))} autoComplete="street-address" maxLength={120} />
            <TextField id="invoice-city" name="invoice.city" label={invoiceLabel("city")} defaultValue={savedInvoice?.city ?? ""} error={errorOf(errors.invoice, "city", invoiceLabel("city"))} autoComplete="address-level2" maxLength={60} />
            <TextField id="invoice-postalCode" name="invoice.postalCode" label={invoiceLabel("postalCode")} defaultValue={savedInvoice?.postalCode ?? ""} error={errorOf(errors.invoice, "postalCode", invoiceLabel("postalCode"))} autoComplete="postal-code" maxLength={10} />
            <SelectField id="invoice-countryCode" name="invoice.countryCode" label={invoiceLabel("countryCode")} defaultValue={savedInvoice?.countryCode ?? brand.country ?? ""} error={errorOf(errors.invoice, "countryCode", invoiceLabel("countryCode"))} autoComplete="country">
          <CountryOptions countries={parts.countries} />
            </SelectField>
          </>
        )}
              </div>
      </fieldset>
      )}
      <CallFailure messageKey={failure} />
      <StepActions busy={busy} label={t("checkout.continue")} />
    </form>
  );
}
