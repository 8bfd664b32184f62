import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * Rich results for search engines: a hotel's page carries schema.org `Hotel` and a hotel results
 * page an `ItemList` (crawlers only: see client/components/seo/HotelListJsonLd.tsx), as JSON-LD
 * under the request's CSP nonce, in the brand's language, unbreakable by the data it carries.
 */

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HOTEL_SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

const shop = useShopWorker();
const page = (path: string, userAgent: string, host = "viaggi.localhost") => shop().fetch(path, { host, headers: { "user-agent": userAgent } });

interface Fetched {
  html: string;
  nonce: string;
  scripts: { nonce: string | null; data: Record<string, any> }[];
}

/** The page, its CSP nonce and every JSON-LD block in it, parsed as a crawler would. */
async function fetched(path: string, userAgent: string, host?: string): Promise<Fetched> {
  const response = await page(path, userAgent, host);
  expect(response.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({
    nonce: /nonce="([^"]*)"/.exec(attributes!)?.[1] ?? null,
    data: JSON.parse(text!),
  }));
  return { html, nonce, scripts };
}

const ofType = (page: Fetched, type: string) => page.scripts.filter((script) => script.data["@type"] === type);
const unescapeHref = (href: string) => href.replaceAll("&amp;", "&");

async function detailPath(): Promise<string> {
  const html = await (await page(`/H?${HOTEL_SEARCH}`, BROWSER_UA)).text();
  return unescapeHref(/href="(\/hotel-detail\?[^"]+)"/.exec(html)![1]!);
}

describe("a hotel's page as schema.org Hotel", () => {
  test.each([
    ["a shopper's browser", BROWSER_UA],
    ["a crawler", GOOGLEBOT],
  ])("%s gets one Hotel with name, address, stars, rating, photos and the price in Italian, under the nonce", async (_who, userAgent) => {
    const path = await detailPath();
    const detail = await fetched(path, userAgent);
    const [hotel, ...others] = ofType(detail, "Hotel");
    expect(others).toHaveLength(0);
    expect(hotel!.nonce).toBe(detail.nonce);
    expect(detail.nonce).not.toBe("");
    const data = hotel!.data;
    expect(data["@context"]).toBe("https://schema.org");
    // The same name the page shows in its heading.
    expect(detail.html).toContain(`<h1 class="${/<h1 class="([^"]*)"/.exec(detail.html)![1]}">${data.name}</h1>`);
    expect(data.url).toBe(path);
    expect(data.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IT" });
    // The backend's address, as the page shows it ("street, postcode city").
    expect(detail.html.replaceAll("<!-- -->", "")).toContain(`${data.address.streetAddress}, ${data.address.postalCode} ${data.address.addressLocality}`);
    expect(data.starRating).toEqual({ "@type": "Rating", ratingValue: expect.any(Number) });
    expect(data.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 10, reviewCount: expect.any(Number) });
    expect(data.image.length).toBeGreaterThan(0);
    expect(data.image[0]).toMatch(/^\/destinations\//);
    // viaggi sells in Italian: the price range is written in it, with Italian money formatting.
    expect(data.priceRange).toMatch(/^Da \d[\d.]*(,\d\d)?\s€ a notte$/);
    expect(JSON.stringify(data)).not.toContain(data.description ?? "\u0000");
  });

  test("in each brand's own language", async () => {
    const hoteles = await fetched(
      unescapeHref(/href="(\/hotel-detail\?[^"]+)"/.exec(await (await page(`/HGH?${HOTEL_SEARCH}`, BROWSER_UA, "hoteles.localhost")).text())![1]!),
      GOOGLEBOT,
      "hoteles.localhost",
    );
    expect(ofType(hoteles, "Hotel")[0]!.data.priceRange).toMatch(/^Desde .+ la noche$/);
  });

  test("a hotel named to break out of the script stays a string inside it", async () => {
    const path = await detailPath();
    const accommodationId = new URL(path, "http://x").searchParams.get("accommodationId")!;
    const hostile = `</script><script>alert(1)</script><!--&\u2028`;
    const facts = {
      id: accommodationId,
      name: hostile,
      stars: 3,
      propertyType: "HOTEL",
      destination: { code: "ROM", name: "Roma", countryCode: "IT" },
      address: { street: "Via </script> 1", postalCode: "00100", city: "Roma", countryCode: "IT" },
      coordinates: { latitude: 41.9, longitude: 12.5 },
      distanceFromCentreMeters: 100,
      rating: { score: 8, reviewCount: 10 },
      amenities: [],
      characteristics: [],
      mainImage: { url: "/destinations/rom.svg", alt: "x" },
      description: "d",
      images: [],
      checkInFrom: "14:00",
      checkOutUntil: "11:00",
      rooms: [],
    };
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetreiveAccommodationStaticData", kind: "answer", result: facts });
    const detail = await fetched(path, GOOGLEBOT);
    expect(detail.html).not.toContain("<script>alert(1)");
    const [hotel] = ofType(detail, "Hotel");
    expect(hotel!.data.name).toBe(hostile);
    expect(hotel!.data.address.streetAddress).toBe("Via </script> 1");
  });
});

describe("a hotel results page as schema.org ItemList", () => {
  test("a crawler gets the page's hotels as ListItems of Hotels, in order, linking their pages, under the nonce", async () => {
    const results = await fetched(`/H?${HOTEL_SEARCH}`, GOOGLEBOT);
    const [list, ...others] = ofType(results, "ItemList");
    expect(others).toHaveLength(0);
    expect(list!.nonce).toBe(results.nonce);
    const data = list!.data;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data.name).toBe("Hotel · Roma");
    expect(data.numberOfItems).toBeGreaterThanOrEqual(20);
    const cardLinks = [...new Set([...results.html.matchAll(/href="(\/hotel-detail\?[^"]+)"/g)].map((match) => unescapeHref(match[1]!)))];
    expect(data.itemListElement).toHaveLength(20);
    data.itemListElement.forEach((element: Record<string, any>, index: number) => {
      expect(element).toMatchObject({ "@type": "ListItem", position: index + 1, item: { "@type": "Hotel", url: cardLinks[index] } });
      expect(element.item.name).toEqual(expect.any(String));
      expect(element.item.starRating["@type"]).toBe("Rating");
      expect(element.item.priceRange).toMatch(/€$/);
      expect(element.item).not.toHaveProperty("description");
    });
  });

  test("page 2 continues the positions; package results list their hotels too", async () => {
    const second = await fetched(`/H?${HOTEL_SEARCH}&page=2`, GOOGLEBOT);
    expect(ofType(second, "ItemList")[0]!.data.itemListElement[0].position).toBe(21);
    const packages = await fetched(`/DP?departure=MAD&${HOTEL_SEARCH}`, GOOGLEBOT);
    expect(ofType(packages, "ItemList")[0]!.data.itemListElement.length).toBeGreaterThan(0);
  });

  test("a shopper's browser does not download it (the /H document budget); the visible results are the same", async () => {
    const shopper = await fetched(`/H?${HOTEL_SEARCH}`, BROWSER_UA);
    expect(ofType(shopper, "ItemList")).toHaveLength(0);
    expect(shopper.html).toContain('data-testid="results-list"');
  });
});
