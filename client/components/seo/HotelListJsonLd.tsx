import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { crawlerAtom } from "../../state/brand";
import type { HotelListJsonLdProps } from "./HotelListJsonLdScript";

const HotelListJsonLdScript = lazy(() => import("./HotelListJsonLdScript"));

/**
 * A hotel results page as schema.org `ItemList`, rendered with the cards it lists (the same streamed
 * chunk), for crawlers only: a page's list is ~9.7 KB (20 links to hotel pages, each repeating the
 * search), which every shopper would download for nothing inside /H's 64 KB document budget, and
 * its code is a chunk that shoppers' pages never load. The visible page is the same for both; the
 * root loader says who asked (crawlerAtom), so hydration matches.
 */
export function HotelListJsonLd(props: HotelListJsonLdProps) {
  const crawler = useAtomValue(crawlerAtom);
  if (!crawler) return null;
  return (
    <Suspense fallback={null}>
      <HotelListJsonLdScript {...props} />
    </Suspense>
  );
}
