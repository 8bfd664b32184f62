import { useAtomValue } from "jotai";
import type { Country, Invoice } from "../../../../shared/api/cart";
import type { InvoiceFormField } from "../../../../shared/checkout/form-checks";
import { brandAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";
import { SelectField, TextField } from "../form/CheckoutField";
import { CountryOptions } from "../form/CountryOptions";

/** An invoice, only when the shopper asks for one (its fields appear then), filled from the one saved. */
export function InvoiceFields({
  wanted,
  onWanted,
  saved,
  countries,
  errorOf,
}: {
  wanted: boolean;
  onWanted: (wanted: boolean) => void;
  saved: Invoice | undefined;
  countries: Country[];
  errorOf: (field: InvoiceFormField) => string | undefined;
}) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const label = (field: InvoiceFormField) => t(`checkout.invoice.${field}`);
  return (
    <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0">
      <legend className="float-left w-full p-0 mb-4 text-lg font-800">{t("checkout.invoice.heading")}</legend>
      <div className="clear-left grid gap-4 md:grid-cols-2">
        <label className="flex items-center gap-3 min-h-[44px] cursor-pointer md:col-span-2">
          <input type="checkbox" checked={wanted} onChange={(event) => onWanted(event.target.checked)} className="w-5 h-5 accent-[var(--brand-primary)]" data-testid="wants-invoice" />
          <span>{t("checkout.invoice.want")}</span>
        </label>
        {wanted && (
          <>
            <SelectField id="invoice-type" name="invoice.type" label={label("type")} defaultValue={saved?.type ?? "PERSON"}>
              <option value="PERSON">{t("checkout.invoice.person")}</option>
              <option value="COMPANY">{t("checkout.invoice.company")}</option>
            </SelectField>
            <TextField id="invoice-name" name="invoice.name" label={label("name")} defaultValue={saved?.name ?? ""} error={errorOf("name")} autoComplete="name" maxLength={120} />
            <TextField id="invoice-taxId" name="invoice.taxId" label={label("taxId")} defaultValue={saved?.taxId ?? ""} error={errorOf("taxId")} autoComplete="off" maxLength={20} />
            <TextField id="invoice-address" name="invoice.address" label={label("address")} defaultValue={saved?.address ?? ""} error={errorOf("address")} autoComplete="street-address" maxLength={120} />
            <TextField id="invoice-city" name="invoice.city" label={label("city")} defaultValue={saved?.city ?? ""} error={errorOf("city")} autoComplete="address-level2" maxLength={60} />
            <TextField id="invoice-postalCode" name="invoice.postalCode" label={label("postalCode")} defaultValue={saved?.postalCode ?? ""} error={errorOf("postalCode")} autoComplete="postal-code" maxLength={10} />
            <SelectField id="invoice-countryCode" name="invoice.countryCode" label={label("countryCode")} defaultValue={saved?.countryCode ?? brand.country ?? ""} error={errorOf("countryCode")} autoComplete="country">
              <CountryOptions countries={countries} />
            </SelectField>
          </>
        )}
      </div>
    </fieldset>
  );
}
