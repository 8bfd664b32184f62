import { useAtomValue } from "jotai";
import { useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { loadTexts } from "../../i18n/texts";
import { useLinkIntent } from "../../intent/use-link-intent";
import { featuresAtom } from "../../state/flags";

const DEAL_SEARCH_LINKS = 'a[href^="/deal-search?"]';

/**
 * When the shopper shows intent on a deal, the deal search's code and texts are fetched before
 * the tap; its search starts on the tap (a search per pointer resting on a deal would cost the
 * backend far more than the round trip it saves: docs/decisions/pages-fetched-on-intent.md).
 */
export function DealIntentPrefetch({ dealSearchTexts }: { dealSearchTexts: string | null }) {
  const { intentPrefetch } = useAtomValue(featuresAtom);
  const [intended, setIntended] = useState<string | null>(null);
  useLinkIntent(intentPrefetch && dealSearchTexts ? DEAL_SEARCH_LINKS : null, {
    onIntent: (link) => {
      if (dealSearchTexts) loadTexts(dealSearchTexts).catch(() => {});
      setIntended(link.getAttribute("href"));
    },
  });
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
