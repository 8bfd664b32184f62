import { useAtomValue, useSetAtom } from "jotai";
import { consentPreferencesOpenAtom, usesBuiltInConsentAtom } from "../../state/consent";
import { useT } from "../../state/i18n";
import { OpeningLabel } from "../dialog/OpeningLabel";
import { useDialogOpener } from "../dialog/use-dialog-opener";
import { preferencesDialog } from "./preferences-dialog";

/**
 * The footer's "Cookie settings": reopens the preferences at any time, so withdrawing consent is as
 * easy as giving it. Where an external cookie manager runs, it offers its own.
 */
export function CookieSettingsFooterItem() {
  const t = useT();
  const builtIn = useAtomValue(usesBuiltInConsentAtom);
  const openPreferences = useSetAtom(consentPreferencesOpenAtom);
  const { busy, opener } = useDialogOpener(preferencesDialog, () => openPreferences(true));
  if (!builtIn) return null;
  return (
    <li>
      <button
        type="button"
        data-cookie-settings
        {...opener}
        className="p-0 bg-transparent border-0 text-white text-sm cursor-pointer underline-offset-2 hover:underline"
      >
        <OpeningLabel busy={busy}>{t("consent.footerLink")}</OpeningLabel>
      </button>
    </li>
  );
}
