import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import type { ProductType } from "../../../shared/constants";
import { departurePlacesIn } from "../../../shared/places";
import { destinationProposalsFor, isFlightProduct } from "../../../shared/product-rules";
import { mergePlaces, type PlaceOption } from "../../../shared/search/place-match";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

/**
 * The places a product's search form offers: the departures shoppers fly from, and the brand's
 * proposals followed by every place sold, which `loadSold` fetches (on the destination's first
 * focus, or at once when the URL names a destination the proposals do not).
 */
export function useSearchPlaces(product: ProductType, initialDestination: string | null) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const language = useAtomValue(languageAtom);
  const isFlight = isFlightProduct(product);
  const [sold, setSold] = useState<PlaceOption[]>([]);
  const suggested = useMemo<PlaceOption[]>(
    () => destinationProposalsFor(brand.places, product).map((place) => ({ code: place.code, name: place.name, detail: place.subtitle ?? undefined })),
    [brand, product],
  );
  const departures = useMemo<PlaceOption[]>(
    () =>
      departurePlacesIn(language).map((place) => ({
        ...place,
        suggested: true,
        ...(place.kind === "city" ? { detail: t("landing.search.allAirports") } : {}),
      })),
    [language, t],
  );
  // A flight can land at any airport or city shoppers fly from, too: the cities count all their airports.
  const destinations = useMemo(
    () => mergePlaces(suggested, isFlight ? [...departures.map((place) => ({ ...place, suggested: false })), ...sold] : sold),
    [suggested, sold, departures, isFlight],
  );
  const loadSold = () => {
    // The call and its schema are a chunk of their own, fetched on the field's first focus.
    void import("./sold-destinations")
      .then(async ({ soldDestinations, countryNamer }) => {
        const [list, country] = [await soldDestinations(language), countryNamer(language)];
        setSold(list.map((d) => ({ code: d.code, name: d.name, detail: country(d.countryCode) })));
      })
      .catch(() => {});
  };

  // A destination from the URL that is none of the brand's proposals gets its name from the list sold.
  useEffect(() => {
    if (initialDestination && !suggested.some((place) => place.code === initialDestination)) loadSold();
    // Once per form; the list itself is cached per language.
  }, []);

  return { departures, destinations, loadSold };
}
