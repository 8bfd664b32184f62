import { lazy } from "react";
import { productOfPath } from "../../shared/product-rules";
import { checkoutLoader } from "../checkout/checkout-loader";
import { checkoutIdsOf } from "../checkout/checkout-url";
import { ProductPage } from "../components/search/ProductPage";
import { pageTitle } from "../i18n/page-title";
import { hotelResultsLoader } from "../search/hotel-results-loader";
import type { Route } from "./+types/hotel-search";

// The results screen is a chunk of its own: the checkout at this route does not load it.
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
  return <ProductPage data={loaderData} results={(results) => <HotelResultsScreen data={results} />} />;
}
