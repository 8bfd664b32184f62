import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHotelShoppingApi, type HotelShoppingApi } from "../../shared/api/client/hotel-shopping";
import { HOTEL_FACETS, type Facet, type FacetSummary, type HotelProposal, type HotelSearchRequest } from "../../shared/api/shopping";
import { DESTINATIONS } from "../../sandbox/shopping/destinations";
import { ORIGIN_AIRPORTS, airportByCode, servedAirportPairs } from "../../sandbox/shopping/flight-network";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { createCartApi } from "../../shared/api/client/cart";
import type { CreateCartBody } from "../../shared/api/cart";
import { error, transportTo, value } from "./support/api-results";

let sandbox: RunningSandbox;
let api: HotelShoppingApi;
let romeId: string;

const search = (over: Partial<HotelSearchRequest> = {}): HotelSearchRequest => ({
  productType: "H", destination: "ROM", outboundDate: "2026-09-14", returnDate: "2026-09-18", adults: 2, childrenAges: [], businessProfileId: "BP-DEMO-H", language: "en", ...over,
});
async function created(over: Partial<HotelSearchRequest> = {}): Promise<string> {
  const id = await api.createSearch(search(over));
  if (!id) throw new Error("search creation failed");
  return id;
}
/** Every proposal of the search that match `facets`, in one page. */
const matching = async (facets: Facet[], searchId = romeId) => value(await api.retrieveProposals(searchId, { page: { number: 1, size: 100 }, facets }));
const summary = (facets: FacetSummary[], name: string) => facets.find((f) => f.name === name)!;
const countOf = (facets: FacetSummary[], name: string, wanted: string) =>
  ("values" in summary(facets, name) ? (summary(facets, name) as { values: { value: string; count: number }[] }).values : []).find((v) => v.value === wanted)?.count ?? 0;
const sumOf = (facets: FacetSummary[], name: string) => (summary(facets, name) as { values: { count: number }[] }).values.reduce((n, v) => n + v.count, 0);

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failures are logged by design; keep the output readable
  sandbox = await startSandbox();
  api = createHotelShoppingApi(transportTo(sandbox.url));
  romeId = await created();
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("ShoppingHDPService: searching", () => {
  it("CreateSearch answers id.value; RetrieveProposals pages 20 at a time from page 1", async () => {
    expect(romeId).toMatch(/^HS-/);
    const first = value(await api.retrieveProposals(romeId, { page: { number: 1, size: 20 }, facets: [], sort: { name: "RECOMMENDED", ascending: true }, staticData: { language: "en" } }));
    expect(first.page).toEqual({ number: 1, size: 20, totalCount: 48, totalPages: 3, unfilteredCount: 48 });
    expect(first.proposals).toHaveLength(20);
    const second = value(await api.retrieveProposals(romeId, { page: { number: 2, size: 20 } }));
    expect(second.proposals).toHaveLength(20);
    expect(second.proposals.map((p) => p.id)).not.toEqual(expect.arrayContaining([first.proposals[0]!.id]));
    const last = value(await api.retrieveProposals(romeId, { page: { number: 3, size: 20 } }));
    expect(last.proposals).toHaveLength(8);
    const all = new Set([...first.proposals, ...second.proposals, ...last.proposals].map((p) => p.id));
    expect(all.size).toBe(48);
    expect(first.proposals.every((p) => p.price.total.currency === "EUR" && Number.isInteger(p.price.total.amount) && p.transport === null)).toBe(true);
  });

  it("facet counts add up over the search's results", async () => {
    const { facets, page } = await matching([]);
    for (const name of [HOTEL_FACETS.stars, HOTEL_FACETS.propertyType, HOTEL_FACETS.mealPlan, HOTEL_FACETS.freeCancellation]) {
      expect(sumOf(facets, name), name).toBe(page.unfilteredCount);
    }
    for (const [name, wanted] of [[HOTEL_FACETS.stars, "4"], [HOTEL_FACETS.promotion, "FLASH_SALE"], [HOTEL_FACETS.characteristics, "CITY_CENTRE"], [HOTEL_FACETS.mealPlan, "BREAKFAST"]] as const) {
      const filtered = await matching([{ name, values: [wanted] }]);
      expect(filtered.page.totalCount, `${name}=${wanted}`).toBe(countOf(facets, name, wanted));
      expect(filtered.page.totalCount).toBeGreaterThan(0);
    }
  });

  it("every hotel facet of SPEC §5 filters", async () => {
    const { facets, proposals: all } = await matching([]);
    const price = summary(facets, HOTEL_FACETS.priceRange) as { range: { from: number; to: number } };
    const cheap = await matching([{ name: HOTEL_FACETS.priceRange, range: { from: price.range.from, to: (price.range.from + price.range.to) / 2 } }]);
    expect(cheap.proposals.every((p) => p.price.total.amount <= (price.range.from + price.range.to) / 2)).toBe(true);
    expect(cheap.page.totalCount).toBeLessThan(all.length);

    const check = async (facet: Facet, holds: (p: HotelProposal) => boolean) => {
      const { proposals, page } = await matching([facet]);
      expect(proposals.length, facet.name).toBeGreaterThan(0);
      expect(proposals.every(holds), facet.name).toBe(true);
      expect(all.filter(holds).length, facet.name).toBe(page.totalCount);
    };
    await check({ name: HOTEL_FACETS.promotion, values: ["FLASH_SALE"] }, (p) => p.promotion?.code === "FLASH_SALE");
    await check({ name: HOTEL_FACETS.freeCancellation, values: [true] }, (p) => p.room.freeCancellation);
    await check({ name: HOTEL_FACETS.propertyType, values: ["HOTEL", "APARTMENT"] }, (p) => ["HOTEL", "APARTMENT"].includes(p.accommodation.propertyType));
    await check({ name: HOTEL_FACETS.stars, values: [4, 5] }, (p) => p.accommodation.stars >= 4);
    await check({ name: HOTEL_FACETS.opinionRating, range: { from: 8, to: 10 } }, (p) => p.accommodation.rating.score >= 8);
    await check({ name: HOTEL_FACETS.amenities, values: ["POOL", "WIFI"] }, (p) => p.accommodation.amenities.includes("POOL") && p.accommodation.amenities.includes("WIFI"));
    await check({ name: HOTEL_FACETS.characteristics, values: ["FAMILY_FRIENDLY"] }, (p) => p.accommodation.characteristics.includes("FAMILY_FRIENDLY"));
    await check({ name: HOTEL_FACETS.mealPlan, values: ["ROOM_ONLY"] }, (p) => p.room.mealPlan === "ROOM_ONLY");
    const box = { from: { latitude: 41.88, longitude: 12.47 }, to: { latitude: 41.92, longitude: 12.52 } };
    await check({ name: HOTEL_FACETS.coordinates, boundingBox: box }, ({ accommodation: { coordinates: c } }) => c.latitude >= 41.88 && c.latitude <= 41.92 && c.longitude >= 12.47 && c.longitude <= 12.52);

    const anyBoard = await matching([{ name: HOTEL_FACETS.mealPlan, values: ["ALL_MEAL_PLANS"] }]);
    expect(anyBoard.page.totalCount).toBe(all.length);
  });

  it("sorts by RECOMMENDED (default), PRICE both ways, STARS, RATING and DISTANCE", async () => {
    const sorted = async (name: string, ascending: boolean) => value(await api.retrieveProposals(romeId, { page: { number: 1, size: 100 }, sort: { name, ascending } })).proposals;
    const isOrdered = (values: number[], ascending: boolean) => values.every((v, i) => i === 0 || (ascending ? v >= values[i - 1]! : v <= values[i - 1]!));
    expect(isOrdered((await sorted("PRICE", true)).map((p) => p.price.total.amount), true)).toBe(true);
    expect(isOrdered((await sorted("PRICE", false)).map((p) => p.price.total.amount), false)).toBe(true);
    expect(isOrdered((await sorted("STARS", false)).map((p) => p.accommodation.stars), false)).toBe(true);
    expect(isOrdered((await sorted("RATING", false)).map((p) => p.accommodation.rating.score), false)).toBe(true);
    expect(isOrdered((await sorted("DISTANCE", true)).map((p) => p.accommodation.distanceFromCentreMeters), true)).toBe(true);
    const byDefault = value(await api.retrieveProposals(romeId, { page: { number: 1 } }));
    expect(byDefault.sort).toEqual({ name: "RECOMMENDED", ascending: true });
    expect(byDefault.proposals.map((p) => p.id)).toEqual((await sorted("RECOMMENDED", true)).slice(0, 20).map((p) => p.id));
  });

  it("is deterministic: the same search twice gives the same proposals; RetrieveAllProposals gives them all", async () => {
    const again = await created();
    expect(again).not.toBe(romeId);
    expect((await matching([], again)).proposals).toEqual((await matching([])).proposals);
    const all = value(await api.retrieveAllProposals(romeId));
    expect(all.totalCount).toBe(48);
    expect(new Set(all.proposals.map((p) => p.id))).toEqual(new Set((await matching([])).proposals.map((p) => p.id)));
  });

  it("honours the search's meal plans and free cancellation", async () => {
    const id = await created({ mealPlans: ["BREAKFAST", "HALF_BOARD"], freeCancellation: true });
    const { proposals } = await matching([], id);
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((p) => ["BREAKFAST", "HALF_BOARD"].includes(p.room.mealPlan) && p.room.freeCancellation)).toBe(true);
    const any = await created({ mealPlans: ["ALL_MEAL_PLANS"] });
    expect((await matching([], any)).page.totalCount).toBe(48);
  });

  it("prices a package (DP) with its flight in the total", async () => {
    const id = await created({ productType: "DP", departure: "MAD" });
    const { proposals } = await matching([], id);
    for (const p of proposals) {
      expect(p.transport?.legs.map((leg) => leg.departure.cityCode)).toEqual(["MAD", "ROM"]);
      expect(p.price.total.amount).toBe(p.price.accommodation.amount + p.price.transport!.amount);
    }
  });
});

describe("ShoppingHDPService: pricing, selection, accommodation", () => {
  it("CreatePricing → RetrievePricing → GetAlternativeTransports → UpdateTransport → CreateSelection", async () => {
    const searchId = await created({ productType: "DP", departure: "BCN", destination: "PAR" });
    const proposal = (await matching([], searchId)).proposals[0]!;
    const { pricingId } = value(await api.createPricing({ searchId, proposalId: proposal.id }));
    const pricing = value(await api.retrievePricing(pricingId));
    expect(pricing).toMatchObject({ proposalId: proposal.id, productType: "DP", price: proposal.price });
    const page = value(await api.getAlternativeTransports(pricingId, { page: { number: 1, size: 5 }, sort: { name: "PRICE", ascending: true } }));
    expect(page.selectedTransportId).toBe(proposal.transport!.id);
    expect(page.alternatives).toHaveLength(5);
    const other = page.alternatives.find((a) => !a.selected)!;
    expect(other.priceDifference.amount).toBe(other.transport.price.total.amount - proposal.transport!.price.total.amount);
    const updated = value(await api.updateTransport(pricingId, { transportId: other.transport.id }));
    expect(updated.transport?.id).toBe(other.transport.id);
    expect(updated.price.total.amount).toBe(proposal.price.total.amount + other.priceDifference.amount);
    expect(value(await api.retrievePricing(pricingId)).transport?.id).toBe(other.transport.id);
    const selection = value(await api.createSelection({ pricingId }));
    expect(selection).toMatchObject({ pricingId, productType: "DP", total: updated.price.total });
  });

  it("a hotel-only pricing has no flight to change; unknown pricing and proposal are 404", async () => {
    const proposal = (await matching([])).proposals[0]!;
    const { pricingId } = value(await api.createPricing({ searchId: romeId, proposalId: proposal.id }));
    expect(error(await api.getAlternativeTransports(pricingId, {}))).toMatchObject({ kind: "backend", status: 409, message: "PRICING_WITHOUT_TRANSPORT" });
    expect(error(await api.retrievePricing("PR-nope"))).toMatchObject({ kind: "backend", status: 404, message: "PRICING_NOT_FOUND" });
    expect(error(await api.createPricing({ searchId: romeId, proposalId: "HP-nope" }))).toMatchObject({ status: 404, message: "PROPOSAL_NOT_FOUND" });
  });

  it("RetreiveAccommodationStaticData and RetreiveAccommodationPromotion", async () => {
    const flashSale = (await matching([{ name: HOTEL_FACETS.promotion, values: ["FLASH_SALE"] }])).proposals[0]!;
    const facts = value(await api.retrieveAccommodationStaticData(flashSale.accommodation.id, { language: "it" }));
    expect(facts).toMatchObject({ id: flashSale.accommodation.id, name: flashSale.accommodation.name, stars: flashSale.accommodation.stars });
    expect(facts.description).toContain("stelle");
    expect(facts.rooms.length).toBeGreaterThan(0);
    const promotions = value(await api.retrieveAccommodationPromotion(flashSale.accommodation.id));
    expect(promotions.promotions).toEqual([expect.objectContaining({ code: "FLASH_SALE", discountPercent: flashSale.promotion!.discountPercent })]);
    expect(error(await api.retrieveAccommodationStaticData("HTL-NOPE-001"))).toMatchObject({ kind: "backend", status: 404, message: "ACCOMMODATION_NOT_FOUND" });
  });
});

describe("ShoppingHDPService: errors", () => {
  it("failed search creation returns null (SPEC §8) and is logged", async () => {
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    expect(await api.createSearch(search({ returnDate: "2026-09-10" }))).toBeNull();
    expect(await api.createSearch({ ...search(), adults: 0 })).toBeNull();
    expect(warn.mock.calls.join(" ")).toMatch(/CreateSearch failed \(backend 400\): INVALID_REQUEST .*returnDate/);
  });

  it("bad bodies are typed 400 errors, never 500s", async () => {
    const badPage = error(await api.retrieveProposals(romeId, { page: { number: 0 } }));
    expect(badPage).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
    expect(badPage.details).toContain("page.number");
    const badFacet = { name: HOTEL_FACETS.stars, range: { from: 1, to: 2 } } as Facet;
    expect(error(await api.retrieveProposals(romeId, { facets: [badFacet] }))).toMatchObject({ status: 400, message: "INVALID_FACET" });
    expect(error(await api.retrieveProposals(romeId, { facets: [{ name: "colour", values: ["red"] }] }))).toMatchObject({ status: 400, message: "INVALID_FACET" });
    expect(error(await api.retrieveProposals(romeId, { sort: { name: "COLOUR", ascending: true } }))).toMatchObject({ status: 400, message: "INVALID_SORT" });
    expect(error(await api.createPricing({} as never))).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
  });

  it("unknown search id → 404 SEARCH_NOT_FOUND; a package on an unserved route → NO_CONTENT", async () => {
    expect(error(await api.retrieveProposals("HS-unknown", {}))).toMatchObject({ kind: "backend", status: 404, message: "SEARCH_NOT_FOUND" });
    expect(error(await api.retrieveAllProposals("HS-unknown"))).toMatchObject({ status: 404, message: "SEARCH_NOT_FOUND" });
    const [origin, destination] = ORIGIN_AIRPORTS.flatMap((o) => DESTINATIONS.map((d) => [o, d.code] as const)).find(([o, d]) => d !== airportByCode(o)!.cityCode && servedAirportPairs(o, d).length === 0)!;
    const id = await created({ productType: "DP", departure: origin, destination });
    expect(error(await api.retrieveProposals(id, {}))).toMatchObject({ kind: "backend", message: "NO_CONTENT" });
  });

  it("faults injected through /__sandbox/faults reach the client as ApiErrors", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetrieveProposals", kind: "error", message: "GENERIC_ERROR", times: 1 });
    expect(error(await api.retrieveProposals(romeId, {}))).toMatchObject({ kind: "backend", message: "GENERIC_ERROR" });
    expect((await api.retrieveProposals(romeId, {})).ok).toBe(true);
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/CreateSearch", kind: "status", status: 500, times: 1 });
    expect(await api.createSearch(search())).toBeNull();
    expect(await api.createSearch(search())).toMatch(/^HS-/);
  });
});

describe("ShoppingHDPService/GetDestinations (our contract: the search form's suggestions)", () => {
  it("lists every destination sold, named in the asked language, with its city code", async () => {
    const api = createHotelShoppingApi({ baseUrl: sandbox.url, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => ({}) });
    const italian = value(await api.getDestinations("it"));
    const english = value(await api.getDestinations("en"));
    expect(italian.destinations.map((d) => d.code)).toEqual(english.destinations.map((d) => d.code));
    expect(italian.destinations.find((d) => d.code === "ROM")?.name).toBe("Roma");
    expect(english.destinations.find((d) => d.code === "ROM")?.name).toBe("Rome");
    expect(value(await api.getDestinations("es")).destinations.find((d) => d.code === "SVQ")?.name).toBe("Sevilla");
    expect(value(await api.getDestinations("fr")).destinations.find((d) => d.code === "SVQ")?.name).toBe("Séville");
    for (const d of english.destinations) expect(d.code).toMatch(/^[A-Z]{3}$/);
  });

  it("refuses a missing or unknown language with 400", async () => {
    const api = createHotelShoppingApi({ baseUrl: sandbox.url, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => ({}) });
    expect(error(await api.getDestinations("de"))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
    expect(error(await api.getDestinations(""))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
  });
});

describe("pricing status, and a cart from a selection (CreateCart with selectionId)", () => {
  const cartApi = () => createCartApi(transportTo(sandbox.url));
  const priced = async (searchId: string, proposal: HotelProposal) => {
    const { pricingId } = value(await api.createPricing({ searchId, proposalId: proposal.id }));
    // The sandbox confirms a rate on the second read, as a backend still pricing would; nothing
    // can be selected before.
    expect(error(await api.createSelection({ pricingId }))).toMatchObject({ status: 409, message: "PRICING_NOT_READY" });
    expect(value(await api.retrievePricing(pricingId)).status).toBe("PRICING");
    expect(value(await api.retrievePricing(pricingId)).status).toBe("PRICED");
    return pricingId;
  };
  const cartFor = (selectionId: string, over: Partial<CreateCartBody> = {}) =>
    cartApi().createCart({ domainName: "localhost", productType: "H", adults: 2, childrenAges: [], outboundDate: "2026-09-14", returnDate: "2026-09-18", selectionId, ...over });

  it("a hotel selection's cart holds that hotel and room at the proposal's price", async () => {
    const proposal = (await matching([])).proposals[4]!;
    const selection = value(await api.createSelection({ pricingId: await priced(romeId, proposal) }));
    const cart = value(await cartFor(selection.selectionId));
    const [line] = cart.details.products;
    expect(cart.details.products).toHaveLength(1);
    expect(line).toMatchObject({ kind: "HOTEL", name: `${proposal.accommodation.name}, ${proposal.accommodation.destination.name}`, startDate: "2026-09-14", endDate: "2026-09-18", proposalId: proposal.id, travellers: 2 });
    expect(line!.description).toContain(proposal.room.name);
    expect(cart.details.total).toEqual(proposal.price.total);
  });

  it("the same selection twice gives the same open cart: a double submission creates nothing twice", async () => {
    const proposal = (await matching([])).proposals[5]!;
    const selection = value(await api.createSelection({ pricingId: await priced(romeId, proposal) }));
    const [first, second] = await Promise.all([cartFor(selection.selectionId), cartFor(selection.selectionId)]);
    expect(value(second).cartId).toBe(value(first).cartId);
  });

  it("a package after a flight change: one package line at the new total, naming the new flight", async () => {
    const searchId = await created({ productType: "DP", departure: "BCN", destination: "PAR" });
    const proposal = (await matching([], searchId)).proposals[0]!;
    const pricingId = await priced(searchId, proposal);
    const other = value(await api.getAlternativeTransports(pricingId, { page: { number: 1, size: 5 }, sort: { name: "PRICE", ascending: true } })).alternatives.find((a) => !a.selected)!;
    const updated = value(await api.updateTransport(pricingId, { transportId: other.transport.id }));
    const selection = value(await api.createSelection({ pricingId }));
    const cart = value(await cartFor(selection.selectionId, { productType: "DP" }));
    expect(cart.details.products.map((line) => line.kind)).toEqual(["PACKAGE"]);
    expect(cart.details.total).toEqual(updated.price.total);
    expect(cart.details.products[0]!.description).toContain(other.transport.legs[0]!.segments[0]!.number);
  });

  it("refuses an unknown selection, another party, other dates, another product, and a selection on a flight cart", async () => {
    const proposal = (await matching([])).proposals[6]!;
    const selection = value(await api.createSelection({ pricingId: await priced(romeId, proposal) }));
    expect(error(await cartFor("SEL-nope"))).toMatchObject({ status: 404, message: "SELECTION_NOT_FOUND" });
    expect(error(await cartFor(selection.selectionId, { adults: 3 }))).toMatchObject({ status: 400, message: "SELECTION_MISMATCH" });
    expect(error(await cartFor(selection.selectionId, { returnDate: "2026-09-19" }))).toMatchObject({ status: 400, message: "SELECTION_MISMATCH" });
    expect(error(await cartFor(selection.selectionId, { productType: "DP" }))).toMatchObject({ status: 400, message: "SELECTION_MISMATCH" });
    expect(error(await cartFor(selection.selectionId, { productType: "F" }))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
  });

  it("the sandbox control sets how long new pricings stay PRICING", async () => {
    await sandboxControl(sandbox.url, "PUT", "/pricing", { pendingReads: 3 });
    const proposal = (await matching([])).proposals[7]!;
    const { pricingId } = value(await api.createPricing({ searchId: romeId, proposalId: proposal.id }));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(value(await api.retrievePricing(pricingId)).status);
    expect(statuses).toEqual(["PRICING", "PRICING", "PRICING", "PRICED"]);
    await sandboxControl(sandbox.url, "POST", "/reset");
  });
});
