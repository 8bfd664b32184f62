import { Hono, type Context } from "hono";
import type { AlternativeTransportsPage, Pricing, PricingId } from "../../shared/api/shopping";
import { AlternativeTransportsRequestSchema, CreatePricingRequestSchema, CreateSelectionRequestSchema, UpdateTransportRequestSchema } from "../../shared/api/shopping";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { proposalsPage } from "./facets/engine";
import { TRANSPORT_FACET_DEFINITIONS, TRANSPORT_SORT_DEFINITIONS } from "./facets/transport-facets";
import { alternativeOf, pricingOf, selectionOf, withTransport } from "./pricing";
import { hotelSearches, nextId, pricings, selections, type PricingRecord } from "./search-store";
import { sandboxState } from "../state";
import { parsedBody, requiredQuery, type Parsed } from "./validation";

/** ShoppingHDPService: CreatePricing, RetrievePricing, CreateSelection, GetAlternativeTransports, UpdateTransport. */
const SERVICE = "ShoppingHDPService";

function pricingNamed(c: Context, pricingId: string): Parsed<PricingRecord> {
  const record = pricings.get(pricingId);
  return record ? { ok: true, value: record } : { ok: false, response: fail(c, 404, "PRICING_NOT_FOUND", `no pricing ${pricingId}`) };
}

function pricingFromQuery(c: Context): Parsed<PricingRecord> {
  const pricingId = requiredQuery(c, "pricingId");
  return pricingId.ok ? pricingNamed(c, pricingId.value) : pricingId;
}

/** Only a package has a flight to change. */
function packagePricing(c: Context): Parsed<PricingRecord> {
  const record = pricingFromQuery(c);
  if (record.ok && !record.value.pricing.transport) {
    return { ok: false, response: fail(c, 409, "PRICING_WITHOUT_TRANSPORT", "a hotel-only pricing has no flight to change") };
  }
  return record;
}

export function hotelPricingRoutes(): Hono {
  const routes = new Hono();

  routes.post("/CreatePricing", faultsFor(`${SERVICE}/CreatePricing`), async (c) => {
    const body = await parsedBody(c, CreatePricingRequestSchema);
    if (!body.ok) return body.response;
    const search = hotelSearches.get(body.value.searchId);
    if (!search) return fail(c, 404, "SEARCH_NOT_FOUND", `no hotel search ${body.value.searchId}`);
    const proposal = search.proposals?.find((p) => p.id === body.value.proposalId);
    if (!proposal) return fail(c, 404, "PROPOSAL_NOT_FOUND", `no proposal ${body.value.proposalId} in search ${search.id}`);
    const id = nextId("PR", body.value);
    pricings.set(id, { pricing: pricingOf(id, search, proposal), flights: search.flights, pendingReads: sandboxState.pricingPendingReads });
    return ok(c, { pricingId: id } satisfies PricingId);
  });

  routes.get("/RetrievePricing", faultsFor(`${SERVICE}/RetrievePricing`), (c) => {
    const record = pricingFromQuery(c);
    if (!record.ok) return record.response;
    if (record.value.pendingReads > 0) {
      record.value.pendingReads -= 1;
      return ok(c, { ...record.value.pricing, status: "PRICING" } satisfies Pricing);
    }
    return ok(c, record.value.pricing);
  });

  routes.post("/CreateSelection", faultsFor(`${SERVICE}/CreateSelection`), async (c) => {
    const body = await parsedBody(c, CreateSelectionRequestSchema);
    if (!body.ok) return body.response;
    const record = pricingNamed(c, body.value.pricingId);
    if (!record.ok) return record.response;
    if (record.value.pendingReads > 0) return fail(c, 409, "PRICING_NOT_READY", `pricing ${body.value.pricingId} is still being priced`);
    const { pricing } = record.value;
    const search = hotelSearches.get(pricing.searchId);
    const selection = selectionOf(pricing);
    const party = search ? { adults: search.search.adults, childrenAges: search.search.childrenAges } : { adults: 0, childrenAges: [] };
    selections.set(selection.selectionId, { selection, pricing, party });
    return ok(c, selection);
  });

  routes.post("/GetAlternativeTransports", faultsFor(`${SERVICE}/GetAlternativeTransports`), async (c) => {
    const record = packagePricing(c);
    if (!record.ok) return record.response;
    const body = await parsedBody(c, AlternativeTransportsRequestSchema);
    if (!body.ok) return body.response;
    const { pricing, flights } = record.value;
    const page = proposalsPage(flights, TRANSPORT_FACET_DEFINITIONS, TRANSPORT_SORT_DEFINITIONS, body.value);
    if (!page.ok) return fail(c, 400, page.message, page.details);
    const result: AlternativeTransportsPage = {
      pricingId: pricing.id,
      selectedTransportId: pricing.transport!.id,
      page: page.page,
      sort: page.sort,
      alternatives: page.proposals.map((flight) => alternativeOf(pricing, flight)),
      facets: page.facets,
    };
    return ok(c, result);
  });

  routes.put("/UpdateTransport", faultsFor(`${SERVICE}/UpdateTransport`), async (c) => {
    const record = packagePricing(c);
    if (!record.ok) return record.response;
    const body = await parsedBody(c, UpdateTransportRequestSchema);
    if (!body.ok) return body.response;
    const flight = record.value.flights.find((f) => f.id === body.value.transportId);
    if (!flight) return fail(c, 404, "TRANSPORT_NOT_FOUND", `transport ${body.value.transportId} is not an alternative of this pricing`);
    const pricing = withTransport(record.value.pricing, flight);
    pricings.set(pricing.id, { ...record.value, pricing });
    return ok(c, pricing);
  });

  return routes;
}
