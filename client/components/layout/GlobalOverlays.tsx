import { ConsentOverlay } from "../consent/ConsentOverlay";
import { DevTools } from "../dev-tools/DevTools";

/**
 * Things that float above every screen once the app runs (cookie consent, developer tools).
 * Each is its own component; this is only where they are mounted.
 */
export function GlobalOverlays() {
  return (
    <>
      <ConsentOverlay />
      <DevTools />
    </>
  );
}
