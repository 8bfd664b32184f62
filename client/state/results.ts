import { atom, useAtomValue, useSetAtom } from "jotai";
import { useMemo } from "react";

/**
 * Results-list state of SPEC §4 (sort and page live in the URL). Set by the results screens,
 * read by the live region that announces them.
 */
export const fetchingProposalsAtom = atom(false);
export const noResultAtom = atom(false);
/** What the polite live region says: "Searching…", the result count, or the no-result message. */
export const resultsAnnouncementAtom = atom("");
/** The stay the list and the map both highlight (hovered or focused card, chosen marker). */
export const highlightedProposalAtom = atom<string | null>(null);

/**
 * A card's side of that: whether its stay is the highlighted one, and a way to make it so (on
 * hover or focus; the open map marks its pin). Each card subscribes to its own yes or no, so a
 * hover re-renders the two cards whose state changed, not the whole list.
 */
export function useStayHighlight(proposalId: string): [highlighted: boolean, highlight: () => void] {
  const isHighlighted = useMemo(() => atom((get) => get(highlightedProposalAtom) === proposalId), [proposalId]);
  const setHighlighted = useSetAtom(highlightedProposalAtom);
  return [useAtomValue(isHighlighted), () => setHighlighted(proposalId)];
}
