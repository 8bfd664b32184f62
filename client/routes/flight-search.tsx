import { lazy } from "react";
import { useLocation } from "react-router";
import { productOfPath } from "../../shared/product-rules";
import type { FlightProduct } from "../../shared/search/flight-search-request";
import { checkoutLoader } from "../checkout/checkout-loader";
import { checkoutIdsOf } from "../checkout/checkout-url";
import { ProductPage } from "../components/search/ProductPage";
import { pageTitle } from "../i18n/page-title";
import { chooseFlight } from "../search/choose-flight";
import { flightResultsLoader } from "../search/flight-results-loader";
import { isMemberSearchPath, membersOnlyData } from "../search/member-search";
import { MembersOnlyPage } from "../components/search/MembersOnlyPage";
import type { Route } from "./+types/flight-search";

// The results screen is a chunk of its own: the checkout at this route does not load it.
const FlightResultsScreen = lazy(() => import("../components/results/FlightResultsScreen").then((module) => ({ default: module.FlightResultsScreen })));

/** /F and /FF name their product; /memSearch is the flight search of signed-in members (F). */
function flightProductOf(request: Request): FlightProduct {
  return productOfPath(new URL(request.url).pathname) === "FF" ? "FF" : "F";
}

/** Flight results (F), free-flight voucher results (FF) and member flight search; with a cart in the URL, its checkout. */
export function loader({ request, context }: Route.LoaderArgs) {
  const product = flightProductOf(request);
  const url = new URL(request.url);
  const cart = checkoutIdsOf(url.searchParams);
  if (cart) return checkoutLoader(context, product, cart);
  const memberSearch = isMemberSearchPath(url.pathname);
  if (memberSearch && !context.signedIn) return membersOnlyData(context);
  return { view: "results" as const, ...flightResultsLoader(request, context, product, { memberSearch }) };
}

export function action({ request, context }: Route.ActionArgs) {
  return chooseFlight(request, context, flightProductOf(request));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (loaderData?.view === "members-only") return pageTitle(matches, "common.account.membersOnly.title");
  return pageTitle(matches, loaderData?.view === "checkout" ? "checkout.title" : `products.${loaderData?.product ?? "F"}.label`);
}

export default function FlightSearch({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (loaderData.view === "members-only") return <MembersOnlyPage signInAvailable={loaderData.signInAvailable} />;
  return <ProductPage data={loaderData} results={(results) => <FlightResultsScreen data={results} page={pathname === "/memSearch" ? "mem-search" : `search-${results.product}`} />} />;
}
