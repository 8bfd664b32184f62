import { useState, type FormEvent } from "react";
import type { Country } from "../../../../shared/api/cart";
import { todayIso } from "../../../../shared/dates";
import { checkTraveller, type FieldError, type TravellerFormField, type TravellerValue } from "../../../../shared/checkout/form-checks";
import { travellerSlots, tripStartOf, type TravellerSlot } from "../../../../shared/checkout/traveller-slots";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { CallFailure, ErrorSummary, type SummaryItem } from "../form/ErrorSummary";
import { SelectField, TextField } from "../form/CheckoutField";
import { CountryOptions } from "../form/CountryOptions";
import { fieldErrorText, formValues, nextViewOf, useStepLinks, type StepProps } from "../step-kit";
import { StepActions } from "./StepActions";

type SlotErrors = Record<string, FieldError<TravellerFormField>[]>;

/**
 * One form per traveller of the party, with the fields the cart's config requires. Everything is
 * checked before anything is sent; then each traveller is saved (a traveller already in the cart
 * is corrected in place), and the next step opens.
 */
export function TravellersStep({ product, cart, config, steps, parts }: StepProps<"travellers">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const t = useT();
  const calls = useCartCalls();
  const { goTo } = useStepLinks(product, cart);
  const slots = travellerSlots(config, parts.travellers);
  const [errors, setErrors] = useState<SlotErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Travellers saved during this visit: a retry after a partial failure corrects them, not adds.
  const [savedIds, setSavedIds] = useState<Record<string, string>>(() => Object.fromEntries(slots.flatMap((slot) => (slot.saved ? [[slot.key, slot.saved.travellerId]] : []))));
  const tripStart = tripStartOf(cart.details.products) ?? todayIso();

  const labelOf = (field: TravellerFormField) => t(`checkout.traveller.${field}`);
  const summary: SummaryItem[] = slots.flatMap((slot) => (errors[slot.key] ?? []).map((error) => ({ fieldId: `${slot.key}-${error.field}`, text: `${slotTitle(t, slot)}: ${fieldErrorText(t, error, labelOf(error.field))}` })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked: { slot: TravellerSlot; value: TravellerValue }[] = [];
    const found: SlotErrors = {};
    for (const slot of slots) {
      const result = checkTraveller(formValues(event.currentTarget, `${slot.key}.`), { type: slot.type, required: config.requiredTravellerFields, tripStart, today: todayIso() });
      if (result.ok) checked.push({ slot, value: result.value });
      else found[slot.key] = result.errors;
    }
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
    const saved = { ...savedIds };
    for (const { slot, value } of checked) {
      const travellerId = saved[slot.key];
      const outcome = await calls((api) => api.addTravellerToCart({ ...ids, ...(travellerId ? { travellerId } : {}), traveller: value }));
      if (!outcome.ok) {
        setSavedIds(saved);
        setBusy(false);
        setFailure(outcome.failureKey);
        return;
      }
      if (!travellerId) saved[slot.key] = outcome.value.travellers.at(-1)!.travellerId;
    }
    setSavedIds(saved);
    setBusy(false);
    goTo(nextViewOf(steps, "travellers"));
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="step-heading" data-step-form="travellers" data-step-ready={ready}>
      <ErrorSummary items={summary} attempt={attempt} />
      <p className="m-0 text-ink-soft">{t("checkout.traveller.intro")}</p>
      {slots.map((slot, index) => (
        <TravellerFieldset key={slot.key} slot={slot} lead={index === 0} required={config.requiredTravellerFields} countries={parts.countries} errors={errors[slot.key] ?? []} />
      ))}
      <CallFailure messageKey={failure} />
      <StepActions busy={busy} label={t("checkout.continue")} />
    </form>
  );
}

function slotTitle(t: ReturnType<typeof useT>, slot: TravellerSlot): string {
  return slot.type === "ADULT" ? t("checkout.traveller.adult", { number: slot.number }) : t("checkout.traveller.child", { number: slot.number, age: slot.age ?? 0 });
}

function TravellerFieldset({ slot, lead, required, countries, errors }: { slot: TravellerSlot; lead: boolean; required: readonly string[]; countries: Country[]; errors: FieldError<TravellerFormField>[] }) {
  const t = useT();
  const id = (field: TravellerFormField) => `${slot.key}-${field}`;
  const name = (field: TravellerFormField) => `${slot.key}.${field}`;
  const errorOf = (field: TravellerFormField) => {
    const error = errors.find((e) => e.field === field);
    return error ? fieldErrorText(t, error, t(`checkout.traveller.${field}`)) : undefined;
  };
  // Only the lead traveller is likely the person at the keyboard: the others must not be autofilled with their details.
  const auto = (token: string) => (lead ? token : "off");
  const saved = slot.saved;
  const needs = (field: string) => required.includes(field);
  return (
    <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0" data-traveller={slot.key}>
      <legend className="float-left w-full p-0 mb-4 text-lg font-800">
        {slotTitle(t, slot)}
        {lead && <span className="ml-2 text-sm font-600 text-ink-soft">{t("checkout.traveller.lead")}</span>}
      </legend>
      <div className="clear-left grid gap-4 md:grid-cols-2">
      {needs("title") && (
        <SelectField id={id("title")} name={name("title")} label={t("checkout.traveller.title")} defaultValue={saved?.title ?? ""} error={errorOf("title")} autoComplete={auto("honorific-prefix")}>
          <option value="">{t("checkout.choose")}</option>
          {(["MR", "MRS", "MS"] as const).map((title) => (
            <option key={title} value={title}>
              {t(`checkout.titles.${title}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField id={id("firstName")} name={name("firstName")} label={t("checkout.traveller.firstName")} hint={lead ? t("checkout.traveller.asOnDocument") : undefined} defaultValue={saved?.firstName ?? ""} error={errorOf("firstName")} autoComplete={auto("given-name")} maxLength={60} className={needs("title") ? "md:col-start-1" : ""} />
      <TextField id={id("lastName")} name={name("lastName")} label={t("checkout.traveller.lastName")} defaultValue={saved?.lastName ?? ""} error={errorOf("lastName")} autoComplete={auto("family-name")} maxLength={60} />
      {needs("birthDate") && <TextField id={id("birthDate")} name={name("birthDate")} type="date" label={t("checkout.traveller.birthDate")} defaultValue={saved?.birthDate ?? ""} error={errorOf("birthDate")} autoComplete={auto("bday")} />}
      {needs("nationality") && (
        <SelectField id={id("nationality")} name={name("nationality")} label={t("checkout.traveller.nationality")} defaultValue={saved?.nationality ?? ""} error={errorOf("nationality")} autoComplete={auto("country")}>
          <CountryOptions countries={countries} />
        </SelectField>
      )}
      {needs("documentNumber") && <TextField id={id("documentNumber")} name={name("documentNumber")} label={t("checkout.traveller.documentNumber")} defaultValue={saved?.documentNumber ?? ""} error={errorOf("documentNumber")} autoComplete="off" maxLength={20} />}
      </div>
    </fieldset>
  );
}
