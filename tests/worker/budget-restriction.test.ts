import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * A brand's budget restriction (shared/search/budget.ts): every search asks the backend only for
 * proposals within it, the shopper's own price range is cut at it, and the form and the results
 * say so. A brand without one shows and asks nothing of the kind.
 */
const shop = useShopWorker();
const HOTELS = "/H?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const FLIGHTS = "/F?departure=MIL&destination=PMI&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

const html = async (host: string, path: string) => (await shop().fetch(path, { host, headers: { "user-agent": BROWSER_UA } })).text();
const bodiesOf = async (path: string) => (await callsTo(shop().sandbox.url, path)).filter((call) => call.method === "POST").map((call) => JSON.parse(call.body) as { facets: { name: string; range?: { from: number; to: number } }[] });
/** The totals the cards show, in euros (English formatting: "€1,234.56"). */
const cardTotals = (page: string, part: string) => [...page.matchAll(new RegExp(`class="${part}[^"]*">([^<]+)<`, "g"))].map((m) => Number(m[1]!.replace(/[^\d.]/g, "")));
/** A flight card's total is the <strong> after its spoken label ("Total price "), in the card's price column. */
const flightTotals = (page: string) => [...page.matchAll(/<span class="sr-only">[^<]*<\/span><strong>([^<]+)</g)].map((m) => Number(m[1]!.replace(/[^\d.]/g, "")));

describe("budgetRestriction", () => {
  test("hotel results: only stays within the budget, the shopper's range cut at it, and the budget named", async () => {
    const BUDGET_HOST = "budget-hotels.localhost";
    await sandboxControl(shop().sandbox.url, "PUT", `/brands/${BUDGET_HOST}`, { from: "localhost", brand: { budgetRestriction: 900 } });
    const unrestricted = cardTotals(await html("localhost", `${HOTELS}&sort=-PRICE`), "hcard-total");
    expect(Math.max(...unrestricted)).toBeGreaterThan(900);

    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const page = await html(BUDGET_HOST, `${HOTELS}&sort=-PRICE`);
    const totals = cardTotals(page, "hcard-total");
    expect(totals.length).toBeGreaterThan(0);
    expect(Math.max(...totals)).toBeLessThanOrEqual(900);
    expect(page).toContain('data-testid="budget-note">Budget: up to €900 per booking for the whole party.');
    // The budget is the brand's, not a filter the shopper set.
    expect(page).not.toContain("match your filters");
    const [retrieve] = await bodiesOf("/api/services/app/ShoppingHDPService/RetrieveProposals");
    expect(retrieve!.facets).toContainEqual({ name: "price-range", range: { from: 0, to: 90000 } });

    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    await html(BUDGET_HOST, `${HOTELS}&price=50000-200000`);
    const [narrowed] = await bodiesOf("/api/services/app/ShoppingHDPService/RetrieveProposals");
    expect(narrowed!.facets).toContainEqual({ name: "price-range", range: { from: 50000, to: 90000 } });
  });

  test("flight results are capped the same way; the landing's form names the budget; other brands neither", async () => {
    // Its own host: the brand above is cached at the edge with its own budget.
    const BUDGET_HOST = "budget-flights.localhost";
    await sandboxControl(shop().sandbox.url, "PUT", `/brands/${BUDGET_HOST}`, { from: "localhost", brand: { budgetRestriction: 400 } });
    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const flights = await html(BUDGET_HOST, FLIGHTS);
    const [retrieve] = await bodiesOf("/api/services/app/ShoppingTransportService/RetrieveProposals");
    expect(retrieve!.facets).toContainEqual({ name: "price", range: { from: 0, to: 40000 } });
    const totals = flightTotals(flights);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((total) => total <= 400)).toBe(true);
    expect(flights).toContain('data-testid="budget-note"');
    expect(await html(BUDGET_HOST, "/")).toContain('data-testid="budget-note">Budget: up to €400 per booking');

    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const plain = await html("localhost", FLIGHTS);
    expect(plain).not.toContain("budget-note");
    const [unrestricted] = await bodiesOf("/api/services/app/ShoppingTransportService/RetrieveProposals");
    expect(unrestricted!.facets.some((facet) => facet.name === "price")).toBe(false);
    expect(await html("localhost", "/")).not.toContain("budget-note");
  });
});
