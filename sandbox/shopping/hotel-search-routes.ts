import { Hono, type Context } from "hono";
import type { AllHotelProposals, HotelProposalsPage, HotelSearchId } from "../../shared/api/shopping";
import { HotelSearchRequestSchema, ProposalsPageRequestSchema } from "../../shared/api/shopping";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { HOTEL_FACET_DEFINITIONS, HOTEL_SORT_DEFINITIONS } from "./facets/hotel-facets";
import { proposalsPage, sortedBy } from "./facets/engine";
import { hotelOffersFor } from "./hotel-offers";
import { memberFlight, memberSearchRefusal, memberStay } from "./member-prices";
import { hotelSearches, nextId, type HotelSearchRecord } from "./search-store";
import { parsedBody, requiredQuery, type Parsed } from "./validation";
import { proposalIn } from "./proposal-texts";

/** ShoppingHDPService: CreateSearch, RetrieveProposals, RetrieveAllProposals. */
const SERVICE = "ShoppingHDPService";

/** The search named by `?searchId=`, or the error envelope: 400 without it, 404 SEARCH_NOT_FOUND, 404 NO_CONTENT. */
export function searchFromQuery(c: Context): Parsed<HotelSearchRecord & { proposals: NonNullable<HotelSearchRecord["proposals"]> }> {
  const searchId = requiredQuery(c, "searchId");
  if (!searchId.ok) return searchId;
  const record = hotelSearches.get(searchId.value);
  if (!record) return { ok: false, response: fail(c, 404, "SEARCH_NOT_FOUND", `no hotel search ${searchId.value}`) };
  if (!record.proposals) return { ok: false, response: fail(c, 404, "NO_CONTENT", "the search has no proposals") };
  return { ok: true, value: { ...record, proposals: record.proposals } };
}

export function hotelSearchRoutes(): Hono {
  const routes = new Hono();

  routes.post("/CreateSearch", faultsFor(`${SERVICE}/CreateSearch`), async (c) => {
    const body = await parsedBody(c, HotelSearchRequestSchema);
    if (!body.ok) return body.response;
    const member = body.value.memberPrices === true;
    const refusal = member ? memberSearchRefusal(c) : null;
    if (refusal) return refusal;
    const offers = hotelOffersFor(body.value);
    const id = nextId("HS", body.value);
    const proposals = offers.ok ? (member ? offers.proposals.map(memberStay) : offers.proposals) : null;
    const flights = offers.ok ? (member ? offers.flights.map(memberFlight) : offers.flights) : [];
    hotelSearches.set(id, { id, search: body.value, proposals, flights });
    return ok(c, { id: { value: id } } satisfies HotelSearchId);
  });

  routes.post("/RetrieveProposals", faultsFor(`${SERVICE}/RetrieveProposals`), async (c) => {
    const record = searchFromQuery(c);
    if (!record.ok) return record.response;
    const body = await parsedBody(c, ProposalsPageRequestSchema);
    if (!body.ok) return body.response;
    const page = proposalsPage(record.value.proposals, HOTEL_FACET_DEFINITIONS, HOTEL_SORT_DEFINITIONS, body.value);
    if (!page.ok) return fail(c, 400, page.message, page.details);
    // The page's texts are in its staticData.language (SPEC §3), else in the search's.
    const { search } = record.value;
    const language = body.value.staticData?.language ?? search.language;
    const proposals = page.proposals.map((proposal) => proposalIn(proposal, search, language));
    const result: HotelProposalsPage = { searchId: record.value.id, page: page.page, sort: page.sort, proposals, facets: page.facets };
    return ok(c, result);
  });

  routes.get("/RetrieveAllProposals", faultsFor(`${SERVICE}/RetrieveAllProposals`), (c) => {
    const record = searchFromQuery(c);
    if (!record.ok) return record.response;
    const proposals = sortedBy(record.value.proposals, HOTEL_SORT_DEFINITIONS, "RECOMMENDED", true)!;
    return ok(c, { searchId: record.value.id, totalCount: proposals.length, proposals } satisfies AllHotelProposals);
  });

  return routes;
}
