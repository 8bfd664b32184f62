import { useSetAtom } from "jotai";
import { useConsentChoice } from "../../consent/use-consent-choice";
import { consentPreferencesOpenAtom } from "../../state/consent";
import { useT } from "../../state/i18n";
import { OpeningLabel } from "../dialog/OpeningLabel";
import { useDialogOpener } from "../dialog/use-dialog-opener";
import { preferencesDialog } from "./preferences-dialog";

/**
 * The first level of consent (SPEC §2), server-rendered only while nothing is stored, so it never
 * flashes. Non-modal: it sticks to the bottom of the viewport but sits in the page flow after the
 * footer, so it never hides the end of the page. Reject all has the same weight as accept all.
 */
export function ConsentBanner() {
  const t = useT();
  const choose = useConsentChoice();
  const openPreferences = useSetAtom(consentPreferencesOpenAtom);
  const { busy, opener } = useDialogOpener(preferencesDialog, () => openPreferences(true));
  // The focused button leaves with the banner: keyboard users continue from the main content.
  const decide = (kind: "accept-all" | "reject-all") => {
    choose({ kind }, "banner");
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <section
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-description"
      data-consent-banner
      className="sticky bottom-0 z-40 px-2 pb-2 md:px-6 md:pb-5"
    >
      <div className="card mx-auto max-w-[1152px] border border-solid border-line p-4 md:p-5 grid gap-3 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-8">
        <div className="grid gap-1">
          <h2 id="consent-banner-title" className="text-base md:text-lg font-700 text-ink">
            {t("consent.banner.title")}
          </h2>
          <p id="consent-banner-description" className="text-sm text-ink-soft leading-snug md:leading-relaxed max-w-[75ch]">
            {t("consent.banner.description")}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 md:flex md:justify-end">
          <button type="button" data-consent-action="manage" className="btn-secondary col-span-2 md:order-first whitespace-nowrap" {...opener}>
            <OpeningLabel busy={busy}>{t("consent.banner.manage")}</OpeningLabel>
          </button>
          <button type="button" data-consent-action="reject-all" className="btn-primary px-3 md:px-5 whitespace-nowrap" onClick={() => decide("reject-all")}>
            {t("consent.banner.rejectAll")}
          </button>
          <button type="button" data-consent-action="accept-all" className="btn-primary px-3 md:px-5 whitespace-nowrap" onClick={() => decide("accept-all")}>
            {t("consent.banner.acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}
