import { expect, test } from "vitest";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/** Brand configuration fields a shopper sees on every brand (SPEC §3's landing content and brand). */
const shop = useShopWorker();
const landing = async (host: string) => (await shop().fetch("/", { host, headers: { "user-agent": BROWSER_UA } })).text();

test.each([
  ["localhost", "demo", "Wanderly is sold by Wanderly Travel Ltd"],
  ["viaggi.localhost", "viaggi", "Viaggi Sole è venduto da Viaggi Sole S.r.l."],
  ["hoteles.localhost", "hoteles", "Hoteles Altura lo vende Altura Hoteles S.L."],
  ["voyages.localhost", "voyages", "Voyages Azur est vendu par Voyages Azur SAS"],
])("%s: the campaign's phone and desktop images, and the seller in the footer", async (host, slug, seller) => {
  const html = await landing(host);
  const promo = /<div[^>]*data-testid="hero-promo"[^>]*><picture>(.*?)<\/picture>/.exec(html)?.[1] ?? "";
  expect(promo).toContain(`<source media="(min-width: 768px)" srcSet="/brands/${slug}/promo-desktop.svg"/>`);
  // Its box has the formats' shape before the image arrives: nothing shifts.
  expect(promo).toMatch(new RegExp(`<img src="/brands/${slug}/promo-mobile.svg" alt="" loading="lazy" decoding="async" class="[^"]*aspect-\\[3/2\\] md:aspect-\\[4/1\\] object-cover`));
  expect(html).toContain(`data-testid="footer-seller">${seller}<`);
});

test("the footer's embedded script loads under the request's nonce, and only with measurement consent", async () => {
  const page = async (consent: string) => {
    const response = await shop().fetch("/", { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA, cookie: `cookies-acceptance=${consent}` } });
    return { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
  };
  const consented = await page("technical,measurement");
  const nonce = /'nonce-([^']+)'/.exec(consented.csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(consented.html).toMatch(new RegExp(`<script async="" src="http://[^"]+/third-party/footer-widget\\.js" nonce="${nonce!.replace(/[+/=]/g, "\\$&")}"></script>`));
  expect(consented.html).toContain('data-footer-embed=""');
  const technical = await page("technical");
  // (its address is in the loader data, for a consent given later; no script element loads it)
  expect(technical.html).not.toMatch(/<script[^>]+footer-widget\.js/);
  expect(technical.html).toContain('data-footer-embed=""');
  // A brand without an embedded script has no slot either.
  expect(await landing("localhost")).not.toContain("data-footer-embed");
});
