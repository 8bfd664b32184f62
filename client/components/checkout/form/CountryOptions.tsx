import type { Country } from "../../../../shared/api/cart";
import { useT } from "../../../state/i18n";

/** A country select's options: "Choose…" first, then the backend's list in the brand's language. */
export function CountryOptions({ countries }: { countries: readonly Country[] }) {
  const t = useT();
  return (
    <>
      <option value="">{t("checkout.choose")}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  );
}
