import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { ProductType } from "../../../shared/constants";
import { formatDateRange } from "../../../shared/dates";
import { departureRuleOf, destinationProposalsFor } from "../../../shared/product-rules";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { travellersText } from "../results/format";

/**
 * One line that says what the shopper asked for, in their language. Places are named from what
 * the page already has (the product's destination proposals, and the names of the departure list
 * the loader looked up, so that list's data stays out of the page's scripts); a destination
 * that is none of the proposals shows its code until the list of places sold (the search form's,
 * fetched once per page) names it.
 */
export function SearchSummary({ query, product, placeNames = NO_PLACE_NAMES }: { query: SearchQuery; product: ProductType; placeNames?: PlaceNames }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  // The product's own list first (its names may be written for that product), then any list.
  const places = [...destinationProposalsFor(brand.places, product), ...Object.values(brand.places).flat()];
  const proposed = query.destination ? (places.find((place) => place.code === query.destination)?.name ?? placeNames.destination) : null;
  const soldName = useSoldDestinationName(proposed ? null : query.destination, language);
  const destination = query.destination ? (proposed ?? soldName ?? query.destination) : null;
  const departure = query.departure && departureRuleOf(product) !== "none" ? (placeNames.departure ?? query.departure) : null;
  const parts = [
    destination ? t("search.summary.to", { place: destination }) : t("search.summary.anywhere"),
    departure ? t("search.summary.from", { place: departure }) : null,
    query.outboundDate ? formatDateRange(query.outboundDate, query.returnDate, language) : t("search.summary.anyDates"),
    travellersText(t, language, query.adults, query.childrenAges.length),
  ].filter(Boolean);
  return <p className="m-0 text-base md:text-lg">{parts.join(" · ")}</p>;
}

/** The URL's departure and destination named from the storefront's place list (`placeNamesOf`), when it has them. */
export interface PlaceNames {
  departure: string | null;
  destination: string | null;
}

const NO_PLACE_NAMES: PlaceNames = { departure: null, destination: null };

function useSoldDestinationName(code: string | null, language: string): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    setName(null);
    if (!code) return;
    let current = true;
    void import("../search-form/sold-destinations")
      .then(({ soldDestinations }) => soldDestinations(language))
      .then((list) => current && setName(list.find((place) => place.code === code)?.name ?? null))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [code, language]);
  return code ? name : null;
}
