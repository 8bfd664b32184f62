import { describe, expect, test } from "vitest";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";
import { shopperOn, type Shopper } from "./support/shopper";

/**
 * Members (brand fields hasSSO, pointsConversionRate, customPointsLabel): the brand's single
 * sign-on from the header and back, who is signed in and signing out at the edge, and the member
 * searches: a visitor is told what they are and offered sign-in; a member gets members' prices
 * (the backend's memberPrices) with the points each price earns.
 */
const shop = useShopWorker();
const VIAGGI = "viaggi.localhost";
const PACKAGES = "destination=ROM&departure=MIL&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const FLIGHTS = "departure=MIL&destination=PMI&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const SHOPPING = "/api/services/app/";

const page = async (who: Shopper, path: string) => {
  const response = await who.fetch(path, { redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
};

/** Through the brand's sign-on as a browser does it: /sign-in → the provider's page → back with `a`. */
async function signedInMember(from = "/"): Promise<Shopper> {
  const member = shopperOn(shop, VIAGGI);
  const start = await member.fetch(`/sign-in?return=${encodeURIComponent(from)}`, { redirect: "manual" });
  expect(start.status).toBe(302);
  const provider = await fetch(start.headers.get("location")!);
  const choice = /href="([^"]+)">Continue as Giulia Bianchi</.exec(await provider.text())![1]!.replaceAll("&amp;", "&");
  const back = new URL(choice);
  const landed = await member.fetch(`${back.pathname}${back.search}`, { redirect: "manual", headers: { "sec-fetch-site": "cross-site" } });
  expect(landed.status).toBe(302);
  expect(landed.headers.get("location")).toBe(from);
  return member;
}
const totalsOf = (html: string) => [...html.matchAll(/class="hcard-total[^"]*">([^<]+)</g)].map((m) => Number(m[1]!.replace(/[^\d,]/g, "").replace(",", ".")));

describe("signing in and out", () => {
  test("a brand with sign-on offers it in the header; one without does not", async () => {
    const visitor = shopperOn(shop, VIAGGI);
    expect(await page(visitor, "/F")).toMatch(/<a href="\/sign-in\?return=%2FF" class="[^"]*" data-testid="sign-in" rel="nofollow">Accedi<\/a>/);
    expect(await page(shopperOn(shop, "localhost"), "/")).not.toContain('data-testid="sign-in"');
    expect((await shopperOn(shop, "localhost").fetch("/sign-in?return=/", { redirect: "manual" })).status).toBe(404);
  });

  test("/sign-in sends the shopper to the provider with the brand's domain and a return address on this site only", async () => {
    const visitor = shopperOn(shop, VIAGGI);
    const target = async (ret: string) => new URL((await visitor.fetch(`/sign-in?return=${encodeURIComponent(ret)}`, { redirect: "manual" })).headers.get("location")!);
    const sent = await target("/H?destination=ROM&adults=2");
    expect(`${sent.origin}${sent.pathname}`).toBe(`${shop().sandbox.url}/sso/login`);
    expect(sent.searchParams.get("domain")).toBe(VIAGGI);
    expect(sent.searchParams.get("returnUrl")).toBe(`http://${VIAGGI}/H?destination=ROM&adults=2`);
    for (const hostile of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/.\\/evil.example"]) {
      expect((await target(hostile)).searchParams.get("returnUrl"), hostile).toBe(`http://${VIAGGI}/`);
    }
  });

  test("back from the provider the member is named in the header, and signing out clears both cookies at the edge", async () => {
    const member = await signedInMember("/F");
    expect(member.cookie("__Host-Abp.AuthToken")).toBeTruthy();
    const html = await page(member, "/F");
    expect(html).toMatch(/data-testid="signed-in-as"><span[^>]*>Accesso effettuato<\/span><span[^>]*>Giulia Bianchi<\/span>/);
    expect(html).not.toContain('data-testid="sign-in"');
    // Who is signed in reaches the page; the token never does.
    expect(html).not.toContain(member.cookie("__Host-Abp.AuthToken")!);

    const out = await member.fetch("/sign-out", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "return=%2FF", redirect: "manual" });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/F");
    expect(member.cookie("__Host-Abp.AuthToken")).toBeUndefined();
    expect(member.cookie("__Host-member")).toBeUndefined();
    expect(await page(member, "/F")).toContain('data-testid="sign-in"');
  });

  test("another site cannot sign a shopper out", async () => {
    const member = await signedInMember();
    const forged = await member.fetch("/sign-out", { method: "POST", headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" }, body: "return=%2F", redirect: "manual" });
    expect(forged.status).toBe(403);
    expect(member.cookie("__Host-Abp.AuthToken")).toBeTruthy();
  });
});

describe("member searches", () => {
  test("a visitor gets a page that explains and offers sign-in, and nothing is searched", async () => {
    const visitor = shopperOn(shop, VIAGGI);
    for (const path of [`/hdpMemSearch?${PACKAGES}`, `/memSearch?${FLIGHTS}`]) {
      const html = await page(visitor, path);
      expect(html).toContain('data-page="members-only"');
      expect(html).toContain("Prezzi riservati ai soci");
      expect(html).toContain(`href="/sign-in?return=${encodeURIComponent(path).replaceAll("&", "&amp;")}"`);
      expect(html).not.toContain("data-proposal-id=");
    }
    expect(await callsTo(shop().sandbox.url, `${SHOPPING}ShoppingHDPService/CreateSearch`)).toHaveLength(0);
    expect(await callsTo(shop().sandbox.url, `${SHOPPING}ShoppingTransportService/CreateSearch`)).toHaveLength(0);
    // A brand without sign-on says where members come from instead.
    expect(await page(shopperOn(shop, "localhost"), `/memSearch?${FLIGHTS}`)).toContain("Open the shop from your member area");
  });

  test("a member gets the members' prices, under the public ones, each with the points it earns", async () => {
    const member = await signedInMember();
    const memberPage = await page(member, `/hdpMemSearch?${PACKAGES}&sort=PRICE`);
    const [create] = (await callsTo(shop().sandbox.url, `${SHOPPING}ShoppingHDPService/CreateSearch`)).filter((call) => call.method === "POST");
    expect(JSON.parse(create!.body)).toMatchObject({ productType: "DP", memberPrices: true });
    const publicPage = await page(shopperOn(shop, VIAGGI), `/DP?${PACKAGES}&sort=PRICE`);
    const [memberTotals, publicTotals] = [totalsOf(memberPage), totalsOf(publicPage)];
    expect(memberTotals.length).toBe(20);
    expect(memberTotals[0]).toBeLessThan(publicTotals[0]!);
    // viaggi earns 1 Punto Sole per euro, rounded down.
    const points = [...memberPage.matchAll(/data-testid="points-earned">\+([\d.]+) Punti Sole</g)].map((m) => Number(m[1]!.replaceAll(".", "")));
    expect(points).toEqual(memberTotals.map((total) => Math.floor(total)));
    expect(publicPage).not.toContain("points-earned");

    const flights = await page(member, `/memSearch?${FLIGHTS}`);
    expect(flights).toContain("data-proposal-id=");
    expect(flights).toContain('data-testid="points-earned"');
  });
});
