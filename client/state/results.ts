import { atom } from "jotai";

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
