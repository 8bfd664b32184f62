import { useAtomValue } from "jotai";
import type { ProductType } from "../../../shared/constants";
import { formatDateRange } from "../../../shared/dates";
import { departureNameOf } from "../../../shared/places";
import { departureRuleOf, destinationProposalsFor } from "../../../shared/product-rules";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { travellersText } from "../results/format";

/**
 * One line that says what the shopper asked for, in their language. Places are named from what
 * the page already has (the product's destination proposals, the departure list), else by code.
 */
export function SearchSummary({ query, product }: { query: SearchQuery; product: ProductType }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  // The product's own list first (its names may be written for that product), then any list.
  const places = [...destinationProposalsFor(brand.destinationProposals, product), ...Object.values(brand.destinationProposals).flat()];
  const destination = query.destination ? (places.find((place) => place.code === query.destination)?.name ?? query.destination) : null;
  const departure = query.departure && departureRuleOf(product) !== "none" ? (departureNameOf(query.departure, language) ?? query.departure) : null;
  const parts = [
    destination ? t("search.summary.to", { place: destination }) : t("search.summary.anywhere"),
    departure ? t("search.summary.from", { place: departure }) : null,
    query.outboundDate ? formatDateRange(query.outboundDate, query.returnDate, language) : t("search.summary.anyDates"),
    travellersText(t, language, query.adults, query.childrenAges.length),
  ].filter(Boolean);
  return <p className="m-0 text-base md:text-lg">{parts.join(" · ")}</p>;
}
