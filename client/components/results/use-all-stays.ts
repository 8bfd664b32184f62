import { useEffect, useState } from "react";
import type { HotelProposal } from "../../../shared/api/shopping";
import { createHotelShoppingApi } from "../../../shared/api/client/hotel-shopping";
import { browserTransport } from "../../api/transport";

/** Every stay of a search (RetrieveAllProposals), for the map: null while on its way; `failed` when the backend said no. */
export function useAllStays(searchId: string): { proposals: HotelProposal[] | null; failed: boolean } {
  const [proposals, setProposals] = useState<HotelProposal[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void createHotelShoppingApi(browserTransport())
      .retrieveAllProposals(searchId)
      .then((result) => {
        if (!live) return;
        if (result.ok) setProposals(result.value.proposals);
        else setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [searchId]);
  return { proposals, failed };
}
