import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { fetchingProposalsAtom, noResultAtom, resultsAnnouncementAtom } from "../../state/results";

/**
 * What a results page tells the rest of the page once its results arrived: the live region's
 * sentence, the no-result flag, fetching done. Returns whether the streamed results have
 * hydrated (their sort and filters listen): tests wait on that instead of sleeping.
 */
export function useResultsStatus(announcement: string, noResult: boolean): boolean {
  const announce = useSetAtom(resultsAnnouncementAtom);
  const setNoResult = useSetAtom(noResultAtom);
  const setFetching = useSetAtom(fetchingProposalsAtom);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  useEffect(() => {
    announce(announcement);
    setNoResult(noResult);
    setFetching(false);
  }, [announce, announcement, setNoResult, setFetching, noResult]);
  return interactive;
}
