import { lazy, Suspense } from "react";
import { productOfPath } from "../../shared/product-rules";
import { checkoutLoader } from "../checkout/checkout-loader";
import { checkoutIdsOf } from "../checkout/checkout-url";
import { ErrorPage } from "../components/feedback/ErrorPage";
import { pageTitle } from "../i18n/page-title";
import { hotelResultsLoader } from "../search/hotel-results-loader";
import { useT } from "../state/i18n";
import type { Route } from "./+types/hotel-search";

// Results and checkout share this route (`?cartId=…` is the checkout), not their code: each view
// loads its own screen, so neither page carries the other's JavaScript.
const CheckoutScreen = lazy(() => import("../components/checkout/CheckoutScreen").then((module) => ({ default: module.CheckoutScreen })));
const HotelResultsScreen = lazy(() => import("../components/results/HotelResultsScreen").then((module) => ({ default: module.HotelResultsScreen })));

/** Hotel (H), package (DP) and hotel-plus-flight (HGH) results: the path names the product. */
export function loader({ request, context }: Route.LoaderArgs) {
  const product = productOfPath(new URL(request.url).pathname);
  // Only /DP, /H and /HGH reach this module (routes.ts); anything else is no page of ours.
  if (product !== "DP" && product !== "H" && product !== "HGH") throw new Response("Not Found", { status: 404 });
  const cart = checkoutIdsOf(new URL(request.url).searchParams);
  if (cart) return checkoutLoader(context, product, cart);
  return { view: "results" as const, ...hotelResultsLoader(request, context, product, { dealSearch: false }) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.view === "checkout" ? "checkout.title" : `products.${loaderData?.product ?? "H"}.label`);
}

export default function HotelSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.view === "checkout") return (
      <Suspense fallback={null}>
        <CheckoutScreen data={loaderData} />
      </Suspense>
    );
  if (loaderData.incomplete === "not-sold") {
    return <ErrorPage page="product-not-offered" title={t("search.notOffered.title")} subtitle={t("search.notOffered.subtitle")} cta={t("search.notOffered.cta")} />;
  }
  return (
    <Suspense fallback={null}>
      <HotelResultsScreen data={loaderData} />
    </Suspense>
  );
}
