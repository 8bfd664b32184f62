import type { AccommodationStaticData } from "../api/shopping/accommodation";
import type { JsonLdNode } from "./json-ld";

/** A score out of ten, as the storefront shows it (SPEC §5: rating 0–10). */
const RATING_SCALE = { bestRating: 10, worstRating: 0 } as const;

/** The hotel's own rating (its stars) and the guests' (score and count), as schema.org types them. */
function hotelRatingsOf(stars: number, score: number, reviewCount: number) {
  return {
    starRating: { "@type": "Rating", ratingValue: stars },
    // Google asks for a count with an aggregate; a hotel nobody has reviewed yet has no aggregate.
    aggregateRating: reviewCount > 0 ? { "@type": "AggregateRating", ratingValue: score, ...RATING_SCALE, reviewCount } : undefined,
  } satisfies Record<string, JsonLdNode | undefined>;
}

interface HotelJsonLdInput {
  facts: AccommodationStaticData;
  /** The page's own address (root-relative: JSON-LD resolves it against the document's URL). */
  url: string;
  /** The confirmed price in the brand's language ("From €120 a night"), when the backend confirmed one. */
  priceRange: string | null;
}

/**
 * A hotel's page as a schema.org `Hotel` (a LodgingBusiness): name, address, stars, the guests'
 * rating, photos and, once priced, the price in words. Texts are the backend's in the brand's
 * language (the facts are asked for in it) and the price range is written in it.
 */
export function hotelJsonLd({ facts, url, priceRange }: HotelJsonLdInput): JsonLdNode {
  const images = facts.images.length > 0 ? facts.images : [facts.mainImage];
  return {
    "@type": "Hotel",
    name: facts.name,
    url,
    image: images.map((image) => image.url).filter((image, index, all) => all.indexOf(image) === index),
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.city,
      addressCountry: facts.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.coordinates.latitude, longitude: facts.coordinates.longitude },
    ...hotelRatingsOf(facts.stars, facts.rating.score, facts.rating.reviewCount),
    priceRange: priceRange ?? undefined,
  };
}
