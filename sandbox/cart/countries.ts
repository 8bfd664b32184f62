import type { Country } from "../../shared/api/cart";
import type { Language } from "../../shared/constants";

/** Countries offered in contact, traveller and invoice forms; names localised by Intl, not by hand. */
const COUNTRY_CODES = [
  "AR", "AT", "AU", "BE", "BR", "CA", "CH", "CL", "CN", "CO", "CZ", "DE", "DK", "EG", "ES", "FI", "FR", "GB",
  "GR", "HR", "HU", "IE", "IT", "JP", "MA", "MX", "NL", "NO", "PE", "PL", "PT", "RO", "SE", "TN", "TR", "US",
] as const;

export function countriesIn(language: Language): Country[] {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
