import { lazy, Suspense, useSyncExternalStore } from "react";
import type { SaveSource } from "./sources";

// The toggle, its storage rules and valibot come in a chunk of their own, after hydration.
const SaveToggle = lazy(() => import("./SaveToggle"));

const noSubscription = () => () => {};
/**
 * False on the server and while hydrating, true from then on, and at once for what mounts later
 * (a new page of results): the server's HTML and the first render never hold the toggle.
 */
export const useAfterHydration = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * Where a stay's save toggle goes: nothing in the server's HTML (no button that does nothing
 * before the script runs, no byte for anyone who never saves), the toggle once hydrated. Its
 * parent must be positioned: the toggle sits over the photo's corner and moves nothing.
 */
export function SaveToggleSlot({ source, size }: { source: SaveSource; size?: "card" | "detail" }) {
  return useAfterHydration() ? (
    <Suspense fallback={null}>
      <SaveToggle source={source} size={size} />
    </Suspense>
  ) : null;
}
