import { useAtomValue } from "jotai";
import type { ProductType } from "../../../shared/constants";
import { formatDateRange } from "../../../shared/dates";
import { departureRuleOf } from "../../../shared/product-rules";
import type { SearchQuery } from "../../../shared/search-query";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { travellersText } from "../results/format";

/** One line that says what the shopper asked for, in their language. */
export function SearchSummary({ query, product }: { query: SearchQuery; product: ProductType }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const brand = useAtomValue(brandAtom);
  const destinations = brand ? Object.values(brand.destinationProposals).flat() : [];
  const destination = destinations.find((place) => place.code === query.destination)?.name ?? query.destination;
  const parts = [
    destination ? t("search.summary.to", { place: destination }) : t("search.summary.anywhere"),
    query.departure && departureRuleOf(product) !== "none" ? t("search.summary.from", { place: query.departure }) : null,
    query.outboundDate ? formatDateRange(query.outboundDate, query.returnDate, language) : t("search.summary.anyDates"),
    travellersText(t, language, query.adults, query.childrenAges.length),
  ].filter(Boolean);
  return <p className="m-0 text-base md:text-lg">{parts.join(" · ")}</p>;
}
