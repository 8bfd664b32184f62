import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { devToolsAtom } from "../../state/dev-tools";

// Its own chunk: hosts other than loopback never download the panel's code.
const DevToolsPanel = lazy(() => import("./DevToolsPanel"));

/**
 * The developer tools mount point (SPEC §2/§6: loopback hosts only). Nothing is rendered on the
 * server or during hydration, so no host's HTML carries the panel and the lazy chunk cannot cause
 * a hydration mismatch; the floating button appears once the page has hydrated.
 */
export function DevTools() {
  const enabled = useAtomValue(devToolsAtom);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!enabled || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DevToolsPanel />
    </Suspense>
  );
}
