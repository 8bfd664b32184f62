import { Hono } from "hono";
import type { TransportProposalsPage, TransportSearchId } from "../../shared/api/shopping";
import { ProposalsPageRequestSchema, TransportSearchRequestSchema } from "../../shared/api/shopping";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { proposalsPage } from "./facets/engine";
import { TRANSPORT_FACET_DEFINITIONS, TRANSPORT_SORT_DEFINITIONS } from "./facets/transport-facets";
import { flightProposalsFor } from "./flight-offers";
import { memberFlight, memberSearchRefusal } from "./member-prices";
import { nextId, transportProposalParties, transportProposals, transportSearches } from "./search-store";
import { parsedBody, requiredQuery } from "./validation";

/** ShoppingTransportService: CreateSearch, RetrieveProposals, GetTransportProposalByProposalId. */
const SERVICE = "ShoppingTransportService";

export function createTransportShoppingRoutes(): Hono {
  const routes = new Hono();

  routes.post("/CreateSearch", faultsFor(`${SERVICE}/CreateSearch`), async (c) => {
    const body = await parsedBody(c, TransportSearchRequestSchema);
    if (!body.ok) return body.response;
    const refusal = body.value.memberPrices ? memberSearchRefusal(c) : null;
    if (refusal) return refusal;
    // An unserved route still creates the search, like the real backend: RetrieveProposals answers NO_CONTENT.
    const found = flightProposalsFor(body.value);
    const proposals = found && body.value.memberPrices ? found.map(memberFlight) : found;
    const id = nextId("TS", body.value);
    transportSearches.set(id, { id, search: body.value, proposals });
    for (const proposal of proposals ?? []) {
      transportProposals.set(proposal.id, proposal);
      transportProposalParties.set(proposal.id, { adults: body.value.adults, childrenAges: body.value.childrenAges });
    }
    return ok(c, { searchId: id } satisfies TransportSearchId);
  });

  routes.post("/RetrieveProposals", faultsFor(`${SERVICE}/RetrieveProposals`), async (c) => {
    const searchId = requiredQuery(c, "searchId");
    if (!searchId.ok) return searchId.response;
    const record = transportSearches.get(searchId.value);
    if (!record) return fail(c, 404, "SEARCH_NOT_FOUND", `no transport search ${searchId.value}`);
    if (!record.proposals) return fail(c, 404, "NO_CONTENT", `no flights between ${record.search.departure} and ${record.search.destination}`);
    const body = await parsedBody(c, ProposalsPageRequestSchema);
    if (!body.ok) return body.response;
    const page = proposalsPage(record.proposals, TRANSPORT_FACET_DEFINITIONS, TRANSPORT_SORT_DEFINITIONS, body.value);
    if (!page.ok) return fail(c, 400, page.message, page.details);
    const result: TransportProposalsPage = { searchId: record.id, page: page.page, sort: page.sort, proposals: page.proposals, facets: page.facets };
    return ok(c, result);
  });

  routes.get("/GetTransportProposalByProposalId", faultsFor(`${SERVICE}/GetTransportProposalByProposalId`), (c) => {
    const proposalId = requiredQuery(c, "proposalId");
    if (!proposalId.ok) return proposalId.response;
    const proposal = transportProposals.get(proposalId.value);
    return proposal ? ok(c, proposal) : fail(c, 404, "PROPOSAL_NOT_FOUND", `no transport proposal ${proposalId.value}`);
  });

  return routes;
}
