import { useAtomValue } from "jotai";
import { formatMoney } from "../../../shared/money";
import type { HotelCardsPage } from "../../../shared/search/hotel-card";
import { hotelListJsonLd } from "../../../shared/structured-data/hotel-list";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root";
import { languageAtom } from "../../state/brand";
import { positionInSearch } from "../results/ProposalList";
import { JsonLd } from "./JsonLd";

/**
 * A hotel results page as schema.org `ItemList`, rendered with the cards it lists (the same streamed
 * chunk), for crawlers only: a page's list is ~9.7 KB (20 links to hotel pages, each repeating the
 * search), which every shopper would download for nothing inside /H's 64 KB document budget. The
 * visible page is the same for both; the root loader says who asked, so hydration matches.
 */
export function HotelListJsonLd({ name, page, detailHref }: { name: string; page: HotelCardsPage; detailHref: (proposalId: string, accommodationId: string) => string }) {
  const language = useAtomValue(languageAtom);
  const crawler = useRouteLoaderData<RootData>("root")?.crawler ?? false;
  if (!crawler || page.proposals.length === 0) return null;
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
