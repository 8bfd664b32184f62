import { useAtomValue, useSetAtom } from "jotai";
import { consentPreferencesOpenAtom, usesBuiltInConsentAtom } from "../../state/consent";
import { useT } from "../../state/i18n";

/**
 * The footer's "Cookie settings": reopens the preferences at any time, so withdrawing consent is as
 * easy as giving it. Where an external cookie manager runs, it offers its own.
 */
export function CookieSettingsFooterItem() {
  const t = useT();
  const builtIn = useAtomValue(usesBuiltInConsentAtom);
  const openPreferences = useSetAtom(consentPreferencesOpenAtom);
  if (!builtIn) return null;
  return (
    <li>
      <button
        type="button"
        data-cookie-settings
        onClick={() => openPreferences(true)}
        className="p-0 bg-transparent border-0 text-white text-sm cursor-pointer underline-offset-2 hover:underline"
      >
        {t("consent.footerLink")}
      </button>
    </li>
  );
}
