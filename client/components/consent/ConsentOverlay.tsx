import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { consentBannerVisibleAtom, consentPreferencesOpenAtom } from "../../state/consent";
import { ConsentBanner } from "./ConsentBanner";
import { LateAnalyticsTag } from "./ThirdPartyScripts";

// Opened by a press, never rendered on the server: its code (and its cookie types' rows) loads
// then, not with every page.
const PreferencesDialog = lazy(() => import("./PreferencesDialog").then((module) => ({ default: module.PreferencesDialog })));

/** Everything consent puts above the page: the banner, the preferences dialog, a late analytics tag. */
export function ConsentOverlay() {
  const bannerVisible = useAtomValue(consentBannerVisibleAtom);
  const preferencesOpen = useAtomValue(consentPreferencesOpenAtom);
  return (
    <>
      {bannerVisible && <ConsentBanner />}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <PreferencesDialog />
        </Suspense>
      )}
      <LateAnalyticsTag />
    </>
  );
}
