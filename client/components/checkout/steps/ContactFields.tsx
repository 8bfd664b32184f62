import { useAtomValue } from "jotai";
import type { Contact, Country, Traveller } from "../../../../shared/api/cart";
import type { ContactFormField } from "../../../../shared/checkout/form-checks";
import { brandAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";
import { SelectField, TextField } from "../form/CheckoutField";
import { CountryOptions } from "../form/CountryOptions";

/** Who hears about the booking: filled from the saved contact, else the lead traveller's name and the brand's country. */
export function ContactFields({
  contact,
  lead,
  countries,
  errorOf,
}: {
  contact: Contact | null;
  lead: Traveller | undefined;
  countries: Country[];
  errorOf: (field: ContactFormField) => string | undefined;
}) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const label = (field: ContactFormField) => t(`checkout.contact.${field}`);
  return (
    <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0">
      <legend className="float-left w-full p-0 mb-4 text-lg font-800">{t("checkout.contact.heading")}</legend>
      <div className="clear-left grid gap-4 md:grid-cols-2">
        <p className="m-0 text-ink-soft md:col-span-2">{t("checkout.contact.why")}</p>
        <TextField id="contact-firstName" name="contact.firstName" label={label("firstName")} defaultValue={contact?.firstName ?? lead?.firstName ?? ""} error={errorOf("firstName")} autoComplete="given-name" maxLength={60} />
        <TextField id="contact-lastName" name="contact.lastName" label={label("lastName")} defaultValue={contact?.lastName ?? lead?.lastName ?? ""} error={errorOf("lastName")} autoComplete="family-name" maxLength={60} />
        <TextField id="contact-email" name="contact.email" type="email" inputMode="email" label={label("email")} hint={t("checkout.contact.emailHint")} defaultValue={contact?.email ?? ""} error={errorOf("email")} autoComplete="email" maxLength={254} />
        <TextField
          id="contact-phone"
          name="contact.phone"
          type="tel"
          inputMode="tel"
          label={label("phone")}
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
          error={errorOf("phone")}
          autoComplete="tel"
          maxLength={24}
        />
        <SelectField id="contact-countryCode" name="contact.countryCode" label={label("countryCode")} defaultValue={contact?.countryCode ?? brand.country ?? ""} error={errorOf("countryCode")} autoComplete="country">
          <CountryOptions countries={countries} />
        </SelectField>
      </div>
    </fieldset>
  );
}
