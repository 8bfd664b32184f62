import { lazy, Suspense, useSyncExternalStore } from "react";
import { SAVED_STAYS } from "../../shared/constants";

const SavedStaysLink = lazy(() => import("./SavedStaysLink"));

function hasSavedStays(): boolean {
  try {
    return localStorage.getItem(SAVED_STAYS.key) !== null;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(SAVED_STAYS.changedEvent, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(SAVED_STAYS.changedEvent, listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The header's way to the saved stays, with their count, once hydrated and only in a browser that
 * has saved some: the server's header is the same for everyone (the landing's document stays
 * reusable), and a shopper who never saves loads nothing more than this check.
 */
export function SavedStaysHeaderEntry() {
  const has = useSyncExternalStore(subscribe, hasSavedStays, () => false);
  return has ? (
    <Suspense fallback={null}>
      <SavedStaysLink />
    </Suspense>
  ) : null;
}
