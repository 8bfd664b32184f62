import { useAtomValue } from "jotai";
import { useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { cancelFactsPrefetch, prefetchHotelFacts } from "../../detail/facts-prefetch";
import { loadTexts } from "../../i18n/texts";
import { useLinkIntent } from "../../intent/use-link-intent";
import { featuresAtom } from "../../state/flags";

/** Every link to a hotel's page: the cards', the map's. */
const DETAIL_LINKS = 'a[href^="/hotel-detail?"]';

/**
 * When the shopper shows intent on a hotel (presses it, rests the pointer on it, focuses it), its
 * page is fetched before the tap: the page's code (React Router's module links; the page's client
 * loader keeps them from fetching its data, which would price the hotel), its texts, and the
 * hotel's facts (facts-prefetch.ts). The price is asked for only on the tap. Renders the module
 * links of the last hotel intended, nothing else.
 */
export function DetailIntentPrefetch({ detailTexts, searchBudgetMs }: { detailTexts: string | null; searchBudgetMs: number }) {
  const { intentPrefetch } = useAtomValue(featuresAtom);
  const [intended, setIntended] = useState<string | null>(null);
  useLinkIntent(intentPrefetch && detailTexts ? DETAIL_LINKS : null, {
    onIntent: (link) => {
      const href = link.getAttribute("href")!;
      const accommodationId = new URLSearchParams(href.slice(href.indexOf("?"))).get("accommodationId");
      if (!accommodationId || !detailTexts) return;
      prefetchHotelFacts(accommodationId, { texts: detailTexts, searchBudgetMs });
      // A failure is the page's to retry when it renders.
      loadTexts(detailTexts).catch(() => {});
      setIntended(href);
    },
    onCancel: cancelFactsPrefetch,
  });
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
