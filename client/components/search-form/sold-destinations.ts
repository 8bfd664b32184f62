import type { SoldDestination } from "../../../shared/api/shopping";
// Only the hotel client: the whole API (every service's schemas) would weigh on the landing page.
import { createDestinationsApi } from "../../../shared/api/client/destinations";
import { browserTransport } from "../../api/transport";

/**
 * The destinations the backend sells, per language, fetched once per page (on the first focus of
 * a destination field, not with the page) and shared by every form on it. A failure leaves the
 * brand's own suggestions, which need no call.
 */
const loaded = new Map<string, Promise<SoldDestination[]>>();

export function soldDestinations(language: string): Promise<SoldDestination[]> {
  let list = loaded.get(language);
  if (!list) {
    list = createDestinationsApi(browserTransport())
      .getDestinations(language)
      .then((result) => (result.ok ? result.value.destinations : []));
    loaded.set(language, list);
  }
  return list;
}

/** A country's name in the shop's language ("ES" → "Spagna"), or the code where Intl cannot say. */
export function countryNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
