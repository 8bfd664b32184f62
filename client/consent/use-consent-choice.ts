import { useSetAtom } from "jotai";
import { PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import { useCallback } from "react";
import { acceptedTypesFor, type ConsentChoice } from "../../shared/consent";
import { consentAtom, consentPreferencesOpenAtom } from "../state/consent";
import { useTracker } from "../tracking";
import { storeAcceptanceCookie } from "./acceptance-cookie";
import { updateConsentMode } from "./consent-mode";

/** Technical event that records each choice (a consent proof: which keys, how, when; no person). */
const CONSENT_CHOICE_EVENT = PRODUCT_EVENT_NAMES.consentChoice;
type ConsentChoiceSource = "banner" | "preferences";

/**
 * Applies a choice everywhere at once: the cookie for the next requests, the atom (the banner hides
 * and the tracker's measurement gate follows), Consent Mode, and the technical event.
 */
export function useConsentChoice(): (choice: ConsentChoice, source: ConsentChoiceSource) => void {
  const setConsent = useSetAtom(consentAtom);
  const setPreferencesOpen = useSetAtom(consentPreferencesOpenAtom);
  const tracker = useTracker();
  return useCallback(
    (choice, source) => {
      const accepted = acceptedTypesFor(choice);
      storeAcceptanceCookie(accepted);
      setConsent(accepted);
      updateConsentMode(accepted);
      tracker.track(
        CONSENT_CHOICE_EVENT,
        { accepted, choice: choice.kind, source, decidedAt: new Date().toISOString() },
        { category: "technical" },
      );
      setPreferencesOpen(false);
    },
    [setConsent, setPreferencesOpen, tracker],
  );
}
