import { useAtomValue, useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { COOKIE_TYPES, type CookieType } from "../../../shared/consent";
import { useConsentChoice } from "../../consent/use-consent-choice";
import { brandAtom } from "../../state/brand";
import { consentAtom, consentPreferencesOpenAtom } from "../../state/consent";
import { useT } from "../../state/i18n";
import { CookieTypeRow } from "./CookieTypeRow";
import { useModalDialog } from "../dialog/use-modal-dialog";

/**
 * The second level of consent (SPEC §2): back, the brand's cookie policy when it has one, reject
 * all and accept all with equal weight, each type with its switch and details, save and continue.
 * A bottom sheet on phones, a centred dialog on larger screens. Mounted only while open.
 */
export function PreferencesDialog() {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const stored = useAtomValue(consentAtom);
  const setOpen = useSetAtom(consentPreferencesOpenAtom);
  const choose = useConsentChoice();
  // The stored choice, or nothing optional: measurement is never ticked in advance.
  const [chosen, setChosen] = useState<CookieType[]>(() => stored ?? []);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useModalDialog(root, dialog, close);

  const policyUrl = brand?.brand.policies.cookies;
  const toggle = (type: CookieType, on: boolean) =>
    setChosen((current) => (on ? [...current.filter((key) => key !== type), type] : current.filter((key) => key !== type)));

  return (
    <div ref={root} className="fixed inset-0 z-50 flex items-end md:items-center justify-center" data-consent-preferences>
      <div className="absolute inset-0 bg-[rgba(16,22,32,0.55)]" aria-hidden="true" onClick={close} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-preferences-title"
        aria-describedby="consent-preferences-description"
        tabIndex={-1}
        className="consent-sheet relative flex flex-col w-full max-h-[92dvh] bg-white text-ink rounded-t-lg md:rounded-lg md:w-[min(600px,calc(100%-48px))] md:max-h-[min(760px,90dvh)] shadow-[0_-8px_32px_rgba(0,0,0,0.18)] md:shadow-[0_16px_48px_rgba(0,0,0,0.24)] outline-none"
      >
        <div className="flex items-center px-4 pt-3 pb-2 md:px-6 md:pt-4">
          <button type="button" data-consent-action="back" onClick={close} className="inline-flex items-center gap-2 h-10 px-2 -ml-2 rounded bg-transparent border-0 font-600 text-[15px] text-ink cursor-pointer hover:bg-canvas focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-info">
            <span aria-hidden="true">←</span>
            {t("consent.preferences.back")}
          </button>
        </div>
        <div className="overflow-y-auto px-4 md:px-6 pb-4 grid gap-3">
          <h2 id="consent-preferences-title" className="text-xl md:text-2xl font-800 text-ink">
            {t("consent.preferences.title")}
          </h2>
          <p id="consent-preferences-description" className="text-sm text-ink-soft leading-relaxed">
            {t("consent.preferences.description")}
          </p>
          {policyUrl && (
            <a href={policyUrl} className="text-sm font-600 text-brand-ink underline underline-offset-2 justify-self-start">
              {t("consent.preferences.policy")}
            </a>
          )}
          <div className="grid grid-cols-2 gap-2 mt-1">
            <button type="button" data-consent-action="reject-all" className="btn-secondary px-3 whitespace-nowrap" onClick={() => choose({ kind: "reject-all" }, "preferences")}>
              {t("consent.preferences.rejectAll")}
            </button>
            <button type="button" data-consent-action="accept-all" className="btn-secondary px-3 whitespace-nowrap" onClick={() => choose({ kind: "accept-all" }, "preferences")}>
              {t("consent.preferences.acceptAll")}
            </button>
          </div>
          <ul aria-label={t("consent.preferences.typesLabel")} className="list-none m-0 p-0 mt-1">
            {COOKIE_TYPES.map((type) => (
              <CookieTypeRow key={type} type={type} checked={chosen.includes(type)} onChange={(on) => toggle(type, on)} />
            ))}
          </ul>
        </div>
        <div className="px-4 py-3 md:px-6 md:py-4 border-t border-t-solid border-line">
          <button type="button" data-consent-action="save" className="btn-primary btn-lg w-full" onClick={() => choose({ kind: "save", chosen }, "preferences")}>
            {t("consent.preferences.save")}
          </button>
        </div>
      </div>
    </div>
  );
}
