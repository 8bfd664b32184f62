import { describe, expect, test } from "vitest";
import type { AccommodationStaticData } from "../../shared/api/shopping/accommodation";
import { hotelJsonLd } from "../../shared/structured-data/hotel";
import { hotelListJsonLd } from "../../shared/structured-data/hotel-list";
import { jsonLdScriptText } from "../../shared/structured-data/json-ld";

const facts: AccommodationStaticData = {
  id: "HTL-ROM-001",
  name: "Albergo Roma",
  stars: 4,
  propertyType: "HOTEL",
  destination: { code: "ROM", name: "Roma", countryCode: "IT" },
  address: { street: "Via del Corso 12", postalCode: "00186", city: "Roma", countryCode: "IT" },
  coordinates: { latitude: 41.9, longitude: 12.48 },
  distanceFromCentreMeters: 400,
  rating: { score: 8.6, reviewCount: 1200 },
  amenities: [],
  characteristics: [],
  mainImage: { url: "/destinations/rom.svg", alt: "Albergo Roma" },
  description: "A long description that must not travel in structured data.",
  images: [
    { url: "/destinations/rom.svg", alt: "Albergo Roma" },
    { url: "/photos/2.jpg", alt: "Room" },
  ],
  checkInFrom: "14:00",
  checkOutUntil: "11:00",
  rooms: [],
};

/** What a crawler reads: the script's text parsed back as JSON. */
const parsed = (text: string) => JSON.parse(text) as Record<string, any>;

describe("JSON-LD script text", () => {
  test("a hostile name cannot end the script or open a comment, and parses back unchanged", () => {
    const name = "</script><script>alert(1)</script><!-- & \u2028\u2029";
    const text = jsonLdScriptText({ "@type": "Hotel", name });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(parsed(text).name).toBe(name);
  });
  test("always names schema.org as its context", () => {
    expect(parsed(jsonLdScriptText({ "@type": "ItemList" }))["@context"]).toBe("https://schema.org");
  });
});

describe("a hotel's page as schema.org Hotel", () => {
  const hotel = parsed(jsonLdScriptText(hotelJsonLd({ facts, url: "/hotel-detail?x=1", priceRange: "Da 120 € a notte" })));
  test("carries the name, address, stars, guests' rating, price range and photos with their schema.org types", () => {
    expect(hotel).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: "Albergo Roma",
      url: "/hotel-detail?x=1",
      address: { "@type": "PostalAddress", streetAddress: "Via del Corso 12", postalCode: "00186", addressLocality: "Roma", addressCountry: "IT" },
      starRating: { "@type": "Rating", ratingValue: 4 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 8.6, bestRating: 10, worstRating: 0, reviewCount: 1200 },
      priceRange: "Da 120 € a notte",
      geo: { "@type": "GeoCoordinates", latitude: 41.9, longitude: 12.48 },
    });
    expect(hotel.image).toEqual(["/destinations/rom.svg", "/photos/2.jpg"]);
  });
  test("no description, and no price range while the price is not confirmed", () => {
    expect(JSON.stringify(hotel)).not.toContain("long description");
    expect(parsed(jsonLdScriptText(hotelJsonLd({ facts, url: "/", priceRange: null })))).not.toHaveProperty("priceRange");
  });
  test("a hotel nobody reviewed has no aggregate rating (one needs a count)", () => {
    const unrated = parsed(jsonLdScriptText(hotelJsonLd({ facts: { ...facts, rating: { score: 0, reviewCount: 0 } }, url: "/", priceRange: null })));
    expect(unrated).not.toHaveProperty("aggregateRating");
    expect(unrated.starRating.ratingValue).toBe(4);
  });
});

describe("a results page as schema.org ItemList", () => {
  const card = (n: number) => ({ id: `HP-${n}`, hotelId: `HTL-${n}`, name: `Hotel ${n}`, stars: 3, score: 7.5, reviewCount: n === 2 ? 0 : 10, total: 50000 + n, currency: "EUR" });
  const list = parsed(
    jsonLdScriptText(
      hotelListJsonLd({
        name: "Hotel · Roma",
        cards: [card(1), card(2)],
        firstPosition: 21,
        totalCount: 48,
        hrefOf: (c) => `/hotel-detail?proposalId=${c.id}&accommodationId=${c.hotelId}`,
        priceOf: (c) => `${c.total / 100} €`,
      }),
    ),
  );
  test("lists each card as a ListItem whose item is a Hotel, positioned in the whole search", () => {
    expect(list).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList", name: "Hotel · Roma", numberOfItems: 48 });
    expect(list.itemListElement).toHaveLength(2);
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 21,
      item: {
        "@type": "Hotel",
        name: "Hotel 1",
        url: "/hotel-detail?proposalId=HP-1&accommodationId=HTL-1",
        starRating: { "@type": "Rating", ratingValue: 3 },
        aggregateRating: { "@type": "AggregateRating", ratingValue: 7.5, bestRating: 10, reviewCount: 10 },
        priceRange: "500.01 €",
      },
    });
    expect(list.itemListElement[1].position).toBe(22);
    expect(list.itemListElement[1].item).not.toHaveProperty("aggregateRating");
  });
});
