import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { consentBannerVisibleAtom, consentPreferencesOpenAtom } from "../../state/consent";
import { ConsentBanner } from "./ConsentBanner";
import { preferencesDialog } from "./preferences-dialog";
import { LateAnalyticsTag } from "./ThirdPartyScripts";

/** Everything consent puts above the page: the banner, the preferences dialog, a late analytics tag. */
export function ConsentOverlay() {
  const bannerVisible = useAtomValue(consentBannerVisibleAtom);
  const preferencesOpen = useAtomValue(consentPreferencesOpenAtom);
  return (
    <>
      {bannerVisible && <ConsentBanner />}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <preferencesDialog.Dialog />
        </Suspense>
      )}
      <LateAnalyticsTag />
    </>
  );
}
