import { useAtomValue, useStore } from "jotai";
import { useMemo } from "react";
import { appVersionAtom, brandConfigAtom, memberIdAtom } from "../state/brand";
import { hasMeasurementConsentAtom } from "../state/consent";
import { createTracker, type Tracker } from "./tracker";

const NOOP: Tracker = { track() {}, flush() {} };
let shared: Tracker | null = null;

/**
 * The page's tracker (one per page load: its queue must outlive components). It reads brand and
 * consent from the store at tracking time. On the server there is nothing to send.
 */
export function useTracker(): Tracker {
  const store = useStore();
  // The error page without root data tracks too, with no brand: the nullable atom, on purpose.
  const brand = useAtomValue(brandConfigAtom);
  return useMemo(() => {
    if (typeof window === "undefined") return NOOP;
    shared ??= createTracker(
      () => ({
        appVersion: store.get(appVersionAtom),
        domain: brand?.domain ?? location.hostname,
        brand: brand?.brand.brandName ?? null,
        subBrand: brand?.brand.brandBase ?? null,
        product: new URLSearchParams(location.search).get("product") ?? (location.pathname.split("/")[1] || null),
        cartId: new URLSearchParams(location.search).get("cartId"),
        externalUserId: store.get(memberIdAtom),
      }),
      () => store.get(hasMeasurementConsentAtom),
    );
    return shared;
  }, [store, brand]);
}
