import { lazy, Suspense, type ReactNode } from "react";
import type { CheckoutData } from "../../checkout/checkout-loader";
import { useT } from "../../state/i18n";
import { ErrorPage } from "../feedback/ErrorPage";

// Results and checkout share a product's route (`?cartId=…` is the checkout), not their code: each
// view loads its own screen, so neither page carries the other's JavaScript.
const CheckoutScreen = lazy(() => import("../checkout/CheckoutScreen").then((module) => ({ default: module.CheckoutScreen })));

/**
 * What a product route (`/H`, `/DP`, `/HGH`, `/F`, `/FF`, `/memSearch`) shows: the checkout when
 * the URL carries a cart, a "not sold here" page for a product the brand does not sell, else the
 * results, drawn by `results` (a lazy screen of the route's own).
 */
export function ProductPage<D extends CheckoutData | { view: "results"; incomplete: string | null }>({ data, results }: { data: D; results: (data: Exclude<D, CheckoutData>) => ReactNode }) {
  const t = useT();
  if (data.view === "checkout") {
    return (
      <Suspense fallback={null}>
        <CheckoutScreen data={data as CheckoutData} />
      </Suspense>
    );
  }
  const found = data as Exclude<D, CheckoutData>;
  if (found.incomplete === "not-sold") {
    return <ErrorPage page="product-not-offered" title={t("search.notOffered.title")} subtitle={t("search.notOffered.subtitle")} cta={t("search.notOffered.cta")} />;
  }
  return <Suspense fallback={null}>{results(found)}</Suspense>;
}
