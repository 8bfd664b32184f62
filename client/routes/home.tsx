import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { landingContentOf } from "../../shared/brand-config/page-brand";
import { productOfParam } from "../../shared/product-rules";
import { SEARCH_DESCRIBING_PARAMS, type SearchQuery } from "../../shared/search-query";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { DestinationProposals } from "../components/landing/DestinationProposals";
import { Hero } from "../components/landing/Hero";
import { HeroPromo } from "../components/landing/HeroPromo";
import { HydrateAfterFirstPass } from "../components/layout/HydrateAfterFirstPass";
import { useHydrated } from "../components/search-form/use-hydrated";
import { textsFor, SEARCH_FORM_NAMESPACES } from "../i18n/dictionaries.server";
import { productTypesAtom } from "../state/brand";
import type { Route } from "./+types/home";

// The shopper's own recent searches: a chunk loaded after hydration, never in the server's document.
const RecentSearches = lazy(() => import("../components/landing/RecentSearches"));

/**
 * The static sections under the hero, a chunk of their own. The browser leaves the server's HTML
 * of them as it is and hydrates them once that chunk has arrived, so the landing's first
 * JavaScript is the hero's and the search form's. The worker renders them in place: its loader
 * has loaded them before the render (a lazy component rendered for the first time would stream
 * out of order, into the landing document every visitor shares).
 */
let loadedSections: typeof import("../components/landing/LandingSections").default | null = null;
let sectionsLoading: Promise<typeof import("../components/landing/LandingSections")> | null = null;
// Once per isolate (or page load): every later landing finds the component loaded.
const loadSections = () =>
  (sectionsLoading ??= import("../components/landing/LandingSections").then((module) => {
    loadedSections = module.default;
    return module;
  }));
const LazyLandingSections = lazy(loadSections);

function LandingSections({ landing }: { landing: Route.ComponentProps["loaderData"]["landing"] }) {
  const Loaded = loadedSections;
  return Loaded ? <Loaded landing={landing} /> : <LazyLandingSections landing={landing} />;
}

/**
 * The landing's own texts (the search form's and the brand's promotions), its content, and the
 * search its URL describes, if any, to fill the form in: a results page links here to change its
 * search before its own form is there (ResultsPageTop). Parsed here, not in the browser, so the
 * landing's first JavaScript carries no schema.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!loadedSections) await loadSections();
  return {
    texts: textsFor(context, [...SEARCH_FORM_NAMESPACES, "landing", "promo"]),
    landing: landingContentOf(context.brand),
    initial: searchToFillIn(new URL(request.url).searchParams),
  };
}

function searchToFillIn(params: URLSearchParams): Partial<SearchQuery> | null {
  if (!SEARCH_DESCRIBING_PARAMS.some((name) => name !== "product" && params.has(name))) return null;
  const { ignored: _ignored, cartId: _cartId, checkoutStep: _step, ...query } = parseSearchQuery(params);
  return query;
}

/** Switching the product tab (`?product=`) changes nothing the loader sends; a search to fill in does. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const withoutProduct = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("product");
    return params.toString();
  };
  return currentUrl.pathname !== nextUrl.pathname || withoutProduct(currentUrl) !== withoutProduct(nextUrl);
}

/** The travel search landing page: hero and search, offers, explanation, promos, destinations. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { landing, initial } = loaderData;
  const products = useAtomValue(productTypesAtom);
  const [params] = useSearchParams();
  // An unknown or unsold ?product= shows the brand's first product.
  const product = productOfParam(params.get("product"), products) ?? products[0];
  return (
    <>
      {product && <Hero product={product} content={landing.landingContent} initial={initial} />}
      <HeroPromo hero={landing.landingContent.hero} />
      <Suspense fallback={null}>
        <LandingSections landing={landing} />
      </Suspense>
      <HydrateAfterFirstPass>
        <DestinationProposals proposals={landing.destinationProposals} />
      </HydrateAfterFirstPass>
      <RecentSearchesAfterHydration />
    </>
  );
}

/**
 * Rendered only in the browser once hydrated: the server's landing (reused across visitors, and a
 * crawler's) never holds anyone's searches. Last on the page, so its arrival moves nothing in view.
 */
function RecentSearchesAfterHydration() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RecentSearches />
    </Suspense>
  );
}
