import type { HotelCard } from "../search/hotel-card";
import type { JsonLdNode } from "./json-ld";

interface HotelListJsonLdInput {
  /** The list's name in the brand's language (the page's product and destination). */
  name: string;
  cards: readonly Pick<HotelCard, "id" | "hotelId" | "name" | "stars" | "score" | "reviewCount" | "total" | "currency">[];
  /** Position of the first card in the whole result (page 2 of 20 a page starts at 21). */
  firstPosition: number;
  /** Every stay the search found, not just this page's. */
  totalCount: number;
  /** Each card's detail page, as the card links it (root-relative). */
  hrefOf: (card: HotelListJsonLdInput["cards"][number]) => string;
  /** The card's total for the party and stay in the brand's language and currency. */
  priceOf: (card: HotelListJsonLdInput["cards"][number]) => string;
}

/**
 * A results page as a schema.org `ItemList` of `ListItem`s, each a `Hotel` with what its card
 * shows: name, link, stars, the guests' score and the price. No photos, descriptions or
 * addresses: each results page carries it for every shopper, inside a 64 KB document budget.
 */
export function hotelListJsonLd({ name, cards, firstPosition, totalCount, hrefOf, priceOf }: HotelListJsonLdInput): JsonLdNode {
  return {
    "@type": "ItemList",
    name,
    numberOfItems: totalCount,
    itemListElement: cards.map((card, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      item: {
        "@type": "Hotel",
        name: card.name,
        url: hrefOf(card),
        starRating: { "@type": "Rating", ratingValue: card.stars },
        aggregateRating: card.reviewCount > 0 ? { "@type": "AggregateRating", ratingValue: card.score, bestRating: 10, reviewCount: card.reviewCount } : undefined,
        priceRange: priceOf(card),
      },
    })),
  };
}
