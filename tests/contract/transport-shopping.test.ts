import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../../shared/api/client";
import { createTransportShoppingApi, type TransportShoppingApi } from "../../shared/api/client/transport-shopping";
import { loadFlightResults } from "../../client/search/flight-results";
import { TRANSPORT_FACETS, type Facet, type FacetSummary, type TransportProposal, type TransportSearchRequest } from "../../shared/api/shopping";
import { DESTINATIONS } from "../../sandbox/shopping/destinations";
import { ORIGIN_AIRPORTS, airportByCode, servedAirportPairs } from "../../sandbox/shopping/flight-network";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { createCartApi } from "../../shared/api/client/cart";
import type { CreateCartBody } from "../../shared/api/cart";
import { error, transportTo, value } from "./support/api-results";

let sandbox: RunningSandbox;
let api: TransportShoppingApi;
let returnTrip: string;

const trip = (over: Partial<TransportSearchRequest> = {}): TransportSearchRequest => ({
  productType: "F", departure: "MAD", destination: "ROM", outboundDate: "2026-09-14", returnDate: "2026-09-21", adults: 2, childrenAges: [7], businessProfileId: "BP-DEMO-F", language: "en", ...over,
});
const created = async (over: Partial<TransportSearchRequest> = {}) => value(await api.createSearch(trip(over))).searchId;
const matching = async (facets: Facet[], searchId = returnTrip) => value(await api.retrieveProposals(searchId, { page: { number: 1, size: 100 }, facets }));
const valuesOf = (facets: FacetSummary[], name: string) => (facets.find((f) => f.name === name) as { values: { value: string; count: number }[] }).values;
const hhmm = (dateTime: string) => dateTime.slice(11, 16);

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failures are logged by design; keep the output readable
  sandbox = await startSandbox();
  api = createTransportShoppingApi(transportTo(sandbox.url));
  returnTrip = await created();
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("ShoppingTransportService: searching", () => {
  it("CreateSearch answers searchId; RetrieveProposals pages 20 at a time, the last page short", async () => {
    expect(returnTrip).toMatch(/^TS-/);
    const request = { page: { number: 1, size: 20 }, facets: [], sort: { name: "RECOMMENDED", ascending: true }, filtersMetadata: {}, staticData: { language: "en" as const } };
    const first = value(await api.retrieveProposals(returnTrip, request));
    const { totalCount, totalPages } = first.page;
    expect(first.proposals).toHaveLength(20);
    expect(totalCount).toBeGreaterThan(40);
    expect(totalPages).toBe(Math.ceil(totalCount / 20));
    const second = value(await api.retrieveProposals(returnTrip, { ...request, page: { number: 2, size: 20 } }));
    expect(second.proposals.map((p) => p.id).filter((id) => first.proposals.some((p) => p.id === id))).toEqual([]);
    const last = value(await api.retrieveProposals(returnTrip, { ...request, page: { number: totalPages, size: 20 } }));
    expect(last.proposals).toHaveLength(totalCount - 20 * (totalPages - 1));
    const [outbound, inbound] = first.proposals[0]!.legs;
    expect([outbound!.departure.cityCode, outbound!.arrival.cityCode, inbound!.departure.cityCode, inbound!.arrival.cityCode]).toEqual(["MAD", "ROM", "ROM", "MAD"]);
  });

  it("facet counts add up; each flight facet of SPEC §5 filters", async () => {
    const { facets, proposals: all } = await matching([]);
    for (const name of [TRANSPORT_FACETS.outboundStops, TRANSPORT_FACETS.inboundStops, TRANSPORT_FACETS.baggageIncluded, TRANSPORT_FACETS.transportType]) {
      expect(valuesOf(facets, name).reduce((n, v) => n + v.count, 0), name).toBe(all.length);
    }
    const check = async (facets: Facet[], holds: (p: TransportProposal) => boolean) => {
      const { proposals, page } = await matching(facets);
      const label = facets.map((f) => f.name).join("+");
      expect(proposals.length, label).toBeGreaterThan(0);
      expect(proposals.length, label).toBeLessThan(all.length);
      expect(proposals.every(holds), label).toBe(true);
      expect(all.filter(holds).length, label).toBe(page.totalCount);
    };
    await check([{ name: TRANSPORT_FACETS.price, range: { from: 0, to: 100_000 } }], (p) => p.price.total.amount <= 100_000);
    // Direct only: both directions at 0 stops.
    await check([{ name: TRANSPORT_FACETS.outboundStops, values: [0] }, { name: TRANSPORT_FACETS.inboundStops, values: [0] }], (p) => p.legs.every((leg) => leg.stops === 0));
    await check([{ name: TRANSPORT_FACETS.baggageIncluded, values: ["CABIN_CHECKED", "CABIN"] }], (p) => ["CABIN_CHECKED", "CABIN"].includes(p.luggage.included));
    await check([{ name: TRANSPORT_FACETS.transportType, values: ["ONLY_FLIGHT"] }], (p) => p.transportType === "ONLY_FLIGHT");
    expect((await matching([{ name: TRANSPORT_FACETS.transportType, values: ["ONLY_FLIGHT"] }])).page.totalCount).toBe(valuesOf(facets, TRANSPORT_FACETS.transportType)[0]!.count);
    await check([{ name: TRANSPORT_FACETS.outboundDepartureTime, range: { from: "06:00", to: "12:00" } }], (p) => hhmm(p.legs[0]!.departure.dateTime) <= "12:00");
    await check([{ name: TRANSPORT_FACETS.outboundArrivalTime, range: { from: "08:00", to: "18:00" } }], (p) => hhmm(p.legs[0]!.arrival.dateTime) >= "08:00" && hhmm(p.legs[0]!.arrival.dateTime) <= "18:00");
    await check([{ name: TRANSPORT_FACETS.inboundDepartureTime, range: { from: "12:00", to: "23:59" } }], (p) => hhmm(p.legs[1]!.departure.dateTime) >= "12:00");
    await check([{ name: TRANSPORT_FACETS.inboundArrivalTime, range: { from: "00:00", to: "15:00" } }], (p) => hhmm(p.legs[1]!.arrival.dateTime) <= "15:00");
    await check([{ name: TRANSPORT_FACETS.connectionTime, range: { from: 0, to: 120 } }], (p) => p.legs.every((leg) => leg.connections.every((c) => c.durationMinutes <= 120)));
    await check([{ name: TRANSPORT_FACETS.tripDuration, range: { from: 0, to: 240 } }], (p) => p.legs.every((leg) => leg.durationMinutes <= 240));
  });

  it("sorts by PRICE both ways, DURATION and DEPARTURE_TIME; RECOMMENDED by default", async () => {
    const sorted = async (name: string, ascending: boolean) => value(await api.retrieveProposals(returnTrip, { page: { number: 1, size: 100 }, sort: { name, ascending } }));
    const isOrdered = (values: (number | string)[], ascending: boolean) => values.every((v, i) => i === 0 || (ascending ? v >= values[i - 1]! : v <= values[i - 1]!));
    expect(isOrdered((await sorted("PRICE", true)).proposals.map((p) => p.price.total.amount), true)).toBe(true);
    expect(isOrdered((await sorted("PRICE", false)).proposals.map((p) => p.price.total.amount), false)).toBe(true);
    expect(isOrdered((await sorted("DURATION", true)).proposals.map((p) => p.legs[0]!.durationMinutes + p.legs[1]!.durationMinutes), true)).toBe(true);
    expect(isOrdered((await sorted("DEPARTURE_TIME", true)).proposals.map((p) => hhmm(p.legs[0]!.departure.dateTime)), true)).toBe(true);
    expect(value(await api.retrieveProposals(returnTrip, {})).sort).toEqual({ name: "RECOMMENDED", ascending: true });
  });

  it("filtersMetadata.facetNames limits the summaries; a one-way trip has one leg and passes inbound filters", async () => {
    const limited = value(await api.retrieveProposals(returnTrip, { filtersMetadata: { facetNames: [TRANSPORT_FACETS.price] } }));
    expect(limited.facets.map((f) => f.name)).toEqual([TRANSPORT_FACETS.price]);
    const oneWay = await created({ returnDate: undefined });
    const all = await matching([], oneWay);
    expect(all.proposals.every((p) => p.legs.length === 1)).toBe(true);
    expect((await matching([{ name: TRANSPORT_FACETS.inboundStops, values: [0] }], oneWay)).page.totalCount).toBe(all.page.totalCount);
  });

  it("is deterministic, and GetTransportProposalByProposalId returns a listed proposal", async () => {
    const again = await created();
    expect(again).not.toBe(returnTrip);
    const first = (await matching([])).proposals;
    expect((await matching([], again)).proposals).toEqual(first);
    expect(value(await api.getTransportProposalByProposalId(first[3]!.id))).toEqual(first[3]);
    expect(error(await api.getTransportProposalByProposalId("TP-nope"))).toMatchObject({ kind: "backend", status: 404, message: "PROPOSAL_NOT_FOUND" });
  });
});

describe("ShoppingTransportService: errors", () => {
  it("bad bodies are typed 400 errors naming the field", async () => {
    const bad = error(await api.createSearch(trip({ departure: "madrid" })));
    expect(bad).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
    expect(bad.details).toContain("departure");
    expect(error(await api.createSearch(trip({ returnDate: "2026-09-01" })))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
    const twoShapes = { name: TRANSPORT_FACETS.price, values: [1], range: { from: 0, to: 1 } } as unknown as Facet;
    expect(error(await api.retrieveProposals(returnTrip, { facets: [twoShapes] }))).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
    expect(error(await api.retrieveProposals(returnTrip, { facets: [{ name: TRANSPORT_FACETS.tripDuration, range: { from: "00:00", to: 60 } }] }))).toMatchObject({ status: 400, message: "INVALID_FACET" });
  });

  it("unknown search id → 404 SEARCH_NOT_FOUND; an unserved route → NO_CONTENT", async () => {
    expect(error(await api.retrieveProposals("TS-unknown", {}))).toMatchObject({ kind: "backend", status: 404, message: "SEARCH_NOT_FOUND" });
    const [departure, destination] = ORIGIN_AIRPORTS.flatMap((o) => DESTINATIONS.map((d) => [o, d.code] as const)).find(([o, d]) => d !== airportByCode(o)!.cityCode && servedAirportPairs(o, d).length === 0)!;
    const id = await created({ departure, destination });
    expect(error(await api.retrieveProposals(id, {}))).toMatchObject({ kind: "backend", message: "NO_CONTENT" });
  });

  // SPEC §4's retry is the product's (loadFlightResults, the flight routes' loader) over real HTTP:
  // the sandbox's fault switch answers GENERIC_ERROR, the product retries, the sandbox counts.
  it("the product's flight fetch retries GENERIC_ERROR (2 then the page: 3 calls) and never NO_CONTENT (1 call)", async () => {
    const product = transportTo(sandbox.url);
    const request = { search: trip(), results: { page: 1, sort: { name: "RECOMMENDED", ascending: true }, searchId: returnTrip }, facets: [], sort: { name: "RECOMMENDED", ascending: true }, language: "en" as const };
    const retrieveCalls = async () => {
      const recorded = (await sandboxControl(sandbox.url, "GET", `/calls?path=${encodeURIComponent("/api/services/app/ShoppingTransportService/RetrieveProposals")}`)) as unknown[] | { calls: unknown[] };
      return (Array.isArray(recorded) ? recorded : recorded.calls).length;
    };

    await sandboxControl(sandbox.url, "POST", "/reset");
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/RetrieveProposals", kind: "error", message: "GENERIC_ERROR", times: 2 });
    const retried = await loadFlightResults(product, request);
    expect(retried.kind).toBe("results");
    expect(await retrieveCalls()).toBe(3);

    await sandboxControl(sandbox.url, "POST", "/reset");
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/RetrieveProposals", kind: "error", status: 404, message: "NO_CONTENT", times: 3 });
    expect(await loadFlightResults(product, request)).toEqual({ kind: "no-result", reason: "no-content" });
    expect(await retrieveCalls()).toBe(1);
    await sandboxControl(sandbox.url, "DELETE", "/faults");
  });

  // Slow is not empty: past its budget the search is "timed-out" (never a no-result), and the
  // backend call it was waiting on is let go; GENERIC_ERROR retries stop inside the same budget.
  it("the product's flight fetch: a backend that never answers is timed out at the budget and its call abandoned", async () => {
    const product = transportTo(sandbox.url);
    const request = { search: trip(), results: { page: 1, sort: { name: "RECOMMENDED", ascending: true }, searchId: returnTrip }, facets: [], sort: { name: "RECOMMENDED", ascending: true }, language: "en" as const };
    const retrieveCalls = async () => {
      const recorded = (await sandboxControl(sandbox.url, "GET", `/calls?path=${encodeURIComponent("/api/services/app/ShoppingTransportService/RetrieveProposals")}`)) as { calls: { abandonedAt?: string }[] };
      return recorded.calls;
    };

    await sandboxControl(sandbox.url, "POST", "/reset");
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/RetrieveProposals", kind: "hang", times: 1 });
    const started = performance.now();
    expect(await loadFlightResults(product, request, 400)).toEqual({ kind: "timed-out" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    await expect.poll(async () => (await retrieveCalls())[0]?.abandonedAt).toMatch(/^\d{4}-/);

    await sandboxControl(sandbox.url, "POST", "/reset");
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/RetrieveProposals", kind: "error", message: "GENERIC_ERROR", times: 50 });
    // 50 + 100 + 200 + 300 ms of waits do not fit in 600 ms: the retries are not spent, so it is not "no flights".
    expect(await loadFlightResults(product, request, 600)).toEqual({ kind: "timed-out" });
    const calls = (await retrieveCalls()).length;
    expect(calls).toBeGreaterThan(1);
    expect(calls).toBeLessThan(11);
    await sandboxControl(sandbox.url, "DELETE", "/faults");
  });

  it("HTTP 500 and latency faults", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/CreateSearch", kind: "status", status: 500, times: 1 });
    expect(error(await api.createSearch(trip()))).toMatchObject({ kind: "backend", status: 500 });
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/GetTransportProposalByProposalId", kind: "latency", ms: 300, times: 1 });
    const id = (await matching([])).proposals[0]!.id;
    const started = performance.now();
    expect((await api.getTransportProposalByProposalId(id)).ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe("a cart from a chosen flight (CreateCart with proposalId)", () => {
  const cartApi = () => createCartApi(transportTo(sandbox.url));
  const cartFor = (proposalId: string, over: Partial<CreateCartBody> = {}) =>
    cartApi().createCart({ domainName: "viaggi.localhost", productType: "F", adults: 2, childrenAges: [7], outboundDate: "2026-09-14", returnDate: "2026-09-21", proposalId, ...over });

  it("holds the flight the shopper chose: its legs as lines, its total, its id", async () => {
    const chosen = (await matching([])).proposals[5]!;
    const cart = value(await cartFor(chosen.id));
    const lines = cart.details.products;
    expect(lines.map((line) => line.kind)).toEqual(["FLIGHT", "FLIGHT"]);
    expect(lines.every((line) => line.proposalId === chosen.id)).toBe(true);
    expect(lines.map((line) => line.name)).toEqual(chosen.legs.map((leg) => `Flight ${leg.departure.airportCode} → ${leg.arrival.airportCode}`));
    for (const [index, leg] of chosen.legs.entries()) {
      for (const segment of leg.segments) expect(lines[index]!.description).toContain(segment.number);
      expect(lines[index]!.startDate).toBe(leg.departure.dateTime.slice(0, 10));
    }
    expect(lines.reduce((sum, line) => sum + line.price.amount, 0)).toBe(chosen.price.total.amount);
    expect(cart.details.total).toEqual(chosen.price.total);
    expect(lines.every((line) => line.travellers === 3)).toBe(true);
  });

  it("a one-way proposal makes a one-line cart", async () => {
    const oneWay = (await matching([], await created({ returnDate: undefined }))).proposals[0]!;
    const cart = value(await cartFor(oneWay.id, { returnDate: undefined }));
    expect(cart.details.products).toHaveLength(1);
    expect(cart.details.total).toEqual(oneWay.price.total);
  });

  it("refuses an unknown proposal, another party, other dates, and a proposal on a hotel cart", async () => {
    const chosen = (await matching([])).proposals[0]!;
    expect(error(await cartFor("TP-unknown"))).toMatchObject({ status: 404, message: "PROPOSAL_NOT_FOUND" });
    expect(error(await cartFor(chosen.id, { adults: 1 }))).toMatchObject({ status: 400, message: "PROPOSAL_MISMATCH" });
    expect(error(await cartFor(chosen.id, { childrenAges: [] }))).toMatchObject({ status: 400, message: "PROPOSAL_MISMATCH" });
    expect(error(await cartFor(chosen.id, { outboundDate: "2026-09-15" }))).toMatchObject({ status: 400, message: "PROPOSAL_MISMATCH" });
    expect(error(await cartFor(chosen.id, { returnDate: undefined }))).toMatchObject({ status: 400, message: "PROPOSAL_MISMATCH" });
    expect(error(await cartFor(chosen.id, { productType: "H" }))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
  });
});
