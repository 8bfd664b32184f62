import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { productOfPath } from "../../shared/product-rules";
import type { FlightProduct } from "../../shared/search/flight-search-request";
import { checkoutLoader } from "../checkout/checkout-loader";
import { checkoutIdsOf } from "../checkout/checkout-url";
import { ErrorPage } from "../components/feedback/ErrorPage";
import { pageTitle } from "../i18n/page-title";
import { chooseFlight } from "../search/choose-flight";
import { flightResultsLoader } from "../search/flight-results-loader";
import { useT } from "../state/i18n";
import type { Route } from "./+types/flight-search";

// Results and checkout share this route (`?cartId=…` is the checkout), not their code: each view
// loads its own screen, so neither page carries the other's JavaScript.
const CheckoutScreen = lazy(() => import("../components/checkout/CheckoutScreen").then((module) => ({ default: module.CheckoutScreen })));
const FlightResultsScreen = lazy(() => import("../components/results/FlightResultsScreen").then((module) => ({ default: module.FlightResultsScreen })));

/** /F and /FF name their product; /memSearch is the flight search of signed-in members (F). */
function flightProductOf(request: Request): FlightProduct {
  return productOfPath(new URL(request.url).pathname) === "FF" ? "FF" : "F";
}

/** Flight results (F), free-flight voucher results (FF) and member flight search; with a cart in the URL, its checkout. */
export function loader({ request, context }: Route.LoaderArgs) {
  const product = flightProductOf(request);
  const cart = checkoutIdsOf(new URL(request.url).searchParams);
  if (cart) return checkoutLoader(context, product, cart);
  return { view: "results" as const, ...flightResultsLoader(request, context, product) };
}

export function action({ request, context }: Route.ActionArgs) {
  return chooseFlight(request, context, flightProductOf(request));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.view === "checkout" ? "checkout.title" : `products.${loaderData?.product ?? "F"}.label`);
}

export default function FlightSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
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
      <FlightResultsScreen data={loaderData} page={pathname === "/memSearch" ? "mem-search" : `search-${loaderData.product}`} />
    </Suspense>
  );
}
