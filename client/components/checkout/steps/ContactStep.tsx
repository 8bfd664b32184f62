import { useState } from "react";
import type { FieldError } from "../../../../shared/checkout/form-checks";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { CallFailure, ErrorSummary, type SummaryItem } from "../form/ErrorSummary";
import { fieldErrorText, nextViewOf, useStepLinks, type StepProps } from "../step-kit";
import { ContactFields } from "./ContactFields";
import { InvoiceFields } from "./InvoiceFields";
import { StepActions } from "./StepActions";
import { SubscriptionChoices } from "./SubscriptionChoices";
import { useContactSave } from "./use-contact-save";

/**
 * Who hears about the booking (contact), which offers they want (never pre-ticked), and an
 * invoice when they ask for one. Saved in that order; a failure keeps the form as typed.
 */
export function ContactStep({ product, cart, steps, parts }: StepProps<"contact">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const t = useT();
  const { goTo } = useStepLinks(product, cart);
  const savedInvoice = parts.invoices[0];
  const [wantsInvoice, setWantsInvoice] = useState(Boolean(savedInvoice));
  const save = useContactSave({ cart, savedInvoice, wantsInvoice, onSaved: () => goTo(nextViewOf(steps, "contact")) });

  // A field's error as its sentence with the field's label, in the summary and beside the field.
  const errorText = (part: "contact" | "invoice", error: FieldError) => fieldErrorText(t, error, t(`checkout.${part}.${error.field}`));
  const errorOf = (part: "contact" | "invoice") => (field: string) => {
    const error = save.errors[part].find((e) => e.field === field);
    return error ? errorText(part, error) : undefined;
  };
  const summary: SummaryItem[] = [
    ...save.errors.contact.map((e) => ({ fieldId: `contact-${e.field}`, text: errorText("contact", e) })),
    ...save.errors.invoice.map((e) => ({ fieldId: `invoice-${e.field}`, text: errorText("invoice", e) })),
  ];

  return (
    <form noValidate onSubmit={save.submit} className="grid gap-5" aria-labelledby="step-heading" data-step-form="contact" data-step-ready={ready}>
      <ErrorSummary items={summary} attempt={save.attempt} />
      <ContactFields contact={parts.contact} lead={cart.travellers[0]} countries={parts.countries} errorOf={errorOf("contact")} />
      <SubscriptionChoices saved={parts.subscriptions} />
      {/* Brands whose checkout options allow no invoice do not ask for one (checkoutOptions.allowInvoice). */}
      {parts.allowInvoice && <InvoiceFields wanted={wantsInvoice} onWanted={setWantsInvoice} saved={savedInvoice} countries={parts.countries} errorOf={errorOf("invoice")} />}
      <CallFailure messageKey={save.failure} />
      <StepActions busy={save.busy} label={t("checkout.continue")} />
    </form>
  );
}
