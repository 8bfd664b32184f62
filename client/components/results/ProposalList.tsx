import type { ReactNode } from "react";
import type { PageInfo } from "../../../shared/api/shopping/common";
import { ResultsMessage } from "./ResultsStates";

/** A proposal's place in the whole search (page 2's first card is 21st), counted from 1. */
export function positionInSearch(page: Pick<PageInfo, "number" | "size">, index: number): number {
  return (page.number - 1) * page.size + index + 1;
}

/**
 * One page of proposals as an ordered list, each card told its position in the whole search
 * (page 2's first card is 21st); no proposal at all is the no-result message instead.
 */
export function ProposalList<P extends { id: string }>({
  proposals,
  page,
  noResult,
  card,
}: {
  proposals: readonly P[];
  page: PageInfo;
  noResult: { title: string; subtitle: string };
  card: (proposal: P, position: number) => ReactNode;
}) {
  if (page.totalCount === 0) return <ResultsMessage page="no-result" title={noResult.title} subtitle={noResult.subtitle} />;
  return (
    <ol className="list-none m-0 p-0 grid gap-4" data-testid="results-list">
      {proposals.map((proposal, index) => (
        <li key={proposal.id}>{card(proposal, positionInSearch(page, index))}</li>
      ))}
    </ol>
  );
}
