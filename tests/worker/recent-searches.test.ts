import { describe, expect, test } from "vitest";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * The landing's "continue your search" lives in the browser only: the server's landing (the one
 * reused across visitors, and a crawler's) holds no list, not even an empty one, whoever asks.
 */

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const shop = useShopWorker();

describe("the landing's document and recent searches", () => {
  test.each([
    ["a shopper", BROWSER_UA],
    ["a crawler", GOOGLEBOT],
  ])("%s gets a landing without any recent search, fresh or reused", async (_who, userAgent) => {
    for (const host of ["localhost", "viaggi.localhost"]) {
      // The second answer is the reused document (X-Document-Cache: hit).
      const answers = [];
      for (let i = 0; i < 2; i++) answers.push(await shop().fetch("/", { host, headers: { "user-agent": userAgent } }));
      expect(answers[1]!.headers.get("x-document-cache")).toBe("hit");
      for (const answer of answers) {
        const html = await answer.text();
        expect(html).toContain('data-testid="hero-promo"');
        expect(html).not.toContain("recent-searches");
        expect(html).not.toMatch(/Continue your search|Riprendi la tua ricerca/);
      }
    }
  });
});
