import { memo } from "react";
import type { HotelCardsPage } from "../../../shared/search/hotel-card";
import type { PageSearch } from "../../saved-stays/sources";
import { SaveToggleSlot } from "../../saved-stays/SaveToggleSlot";
import { useT } from "../../state/i18n";
import { useStableNavigate } from "../../state/stable-navigate";
import { useTracker } from "../../tracking";
import { trackProposalChoice } from "../../tracking/funnel-events";
import { HotelResultCard } from "./HotelResultCard";
import { navigateOnPlainClick } from "./navigate-on-plain-click";
import { positionInSearch, ProposalList } from "./ProposalList";

/**
 * One page of stays as cards, each with its save toggle and its link to the detail; choosing one
 * is tracked with its place in the whole search, then opens the detail in the app.
 *
 * Memoised: React Router renders the page again on each change of its navigation state, and the
 * tap on a card starts one; twenty cards rendered again then stand between the tap and the hotel's
 * page on a phone. Given the same props (the caller keeps `search` and `detailHref` stable), the
 * list is left as it is.
 */
export const HotelProposalList = memo(function HotelProposalList({
  page,
  search,
  compact,
  detailHref,
}: {
  page: HotelCardsPage;
  /** The search these stays answer, which a saved stay keeps. */
  search: PageSearch;
  /** Beside the open map. */
  compact: boolean;
  detailHref: (proposalId: string, accommodationId: string) => string;
}) {
  const t = useT();
  const tracker = useTracker();
  const navigate = useStableNavigate();
  const { product, query } = search;
  const party = { adults: query.adults, children: query.childrenAges.length };
  return (
    <ProposalList
      proposals={page.proposals}
      page={page.page}
      noResult={{ title: t("results.noResult.title"), subtitle: t("results.noResult.subtitle") }}
      card={(proposal, position) => (
        <HotelResultCard
          proposal={proposal}
          party={party}
          position={position}
          compact={compact}
          saveToggle={<SaveToggleSlot source={{ kind: "card", card: proposal, search }} />}
          detailHref={detailHref(proposal.id, proposal.hotelId)}
          discover={position === positionInSearch(page.page, 0)}
          onChoose={(event) => {
            trackProposalChoice(tracker, { product, proposalId: proposal.id, position, page: page.page.number });
            navigateOnPlainClick(event, navigate);
          }}
        />
      )}
    />
  );
});
