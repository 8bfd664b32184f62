import { useAtomValue } from "jotai";
import { formatMoney } from "../../../shared/money";
import type { HotelCardsPage } from "../../../shared/search/hotel-card";
import { hotelListJsonLd } from "../../../shared/structured-data/hotel-list";
import { languageAtom } from "../../state/brand";
import { positionInSearch } from "../results/ProposalList";
import { JsonLd } from "./JsonLd";

export interface HotelListJsonLdProps {
  name: string;
  page: HotelCardsPage;
  detailHref: (proposalId: string, accommodationId: string) => string;
}

/** The `ItemList` script itself: a chunk of its own, which only crawlers' pages load (HotelListJsonLd.tsx). */
export default function HotelListJsonLdScript({ name, page, detailHref }: HotelListJsonLdProps) {
  const language = useAtomValue(languageAtom);
  if (page.proposals.length === 0) return null;
  return (
    <JsonLd
      data={hotelListJsonLd({
        name,
        cards: page.proposals,
        firstPosition: positionInSearch(page.page, 0),
        totalCount: page.page.totalCount,
        hrefOf: (card) => detailHref(card.id, card.hotelId),
        priceOf: (card) => formatMoney(card.total, card.currency, language),
      })}
    />
  );
}
