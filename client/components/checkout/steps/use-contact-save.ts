import { useState, type FormEvent } from "react";
import { SUBSCRIPTION_NAMES, type Cart, type Invoice } from "../../../../shared/api/cart";
import { checkContact, checkInvoice, type ContactFormField, type FieldError, type InvoiceFormField } from "../../../../shared/checkout/form-checks";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { formValues } from "../step-kit";

type ContactErrors = { contact: FieldError<ContactFormField>[]; invoice: FieldError<InvoiceFormField>[] };

/**
 * The contact step's submit: checks the contact (and the invoice when asked for), then saves the
 * contact, the offers ticked and the invoice in that order; the first failure stops and is said,
 * and the form keeps what was typed. `attempt` counts the sends, so the error summary takes focus
 * on every one.
 */
export function useContactSave({ cart, savedInvoice, wantsInvoice, onSaved }: { cart: Cart; savedInvoice: Invoice | undefined; wantsInvoice: boolean; onSaved: () => void }) {
  const calls = useCartCalls();
  const [errors, setErrors] = useState<ContactErrors>({ contact: [], invoice: [] });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    const writes = [
      () => calls((api) => api.addContactToCart({ ...ids, contact: checkedContact.value })),
      () => calls((api) => api.addSubscriptions({ ...ids, subscriptions: SUBSCRIPTION_NAMES.map((name) => ({ name, accepted: chosen.has(name) })) })),
      ...(checkedInvoice?.ok ? [() => calls((api) => api.addInvoice({ ...ids, ...(savedInvoice ? { invoiceId: savedInvoice.invoiceId } : {}), invoice: checkedInvoice.value }))] : []),
    ];
    for (const write of writes) {
      const outcome = await write();
      if (!outcome.ok) {
        setBusy(false);
        setFailure(outcome.failureKey);
        return;
      }
    }
    setBusy(false);
    onSaved();
  }

  return { errors, attempt, failure, busy, submit };
}
