import {
  TransportProposalSchema, TransportProposalsPageSchema, TransportSearchIdSchema,
  type ProposalsPageRequest, type TransportProposal, type TransportProposalsPage, type TransportSearchId, type TransportSearchRequest,
} from "../shopping";
import type { ApiResult } from "./errors";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";

/**
 * `/api/services/app/ShoppingTransportService`: flight shopping (SPEC §7). Errors stay values: the
 * caller tells GENERIC_ERROR (retry, SPEC §4) from NO_CONTENT (no-result message) by `error.message`.
 */

const BASE = "/api/services/app/ShoppingTransportService";

export function createTransportShoppingApi(transport: ApiTransport) {
  return {
    createSearch: (body: TransportSearchRequest): Promise<ApiResult<TransportSearchId>> =>
      callApi(transport, { method: "POST", path: `${BASE}/CreateSearch`, body, schema: TransportSearchIdSchema }),
    /** `request.filtersMetadata.facetNames` limits which facet summaries come back. */
    retrieveProposals: (searchId: string, request: ProposalsPageRequest): Promise<ApiResult<TransportProposalsPage>> =>
      callApi(transport, { method: "POST", path: `${BASE}/RetrieveProposals`, query: { searchId }, body: request, schema: TransportProposalsPageSchema }),
    getTransportProposalByProposalId: (proposalId: string): Promise<ApiResult<TransportProposal>> =>
      callApi(transport, { method: "GET", path: `${BASE}/GetTransportProposalByProposalId`, query: { proposalId }, schema: TransportProposalSchema }),
  };
}
export type TransportShoppingApi = ReturnType<typeof createTransportShoppingApi>;
