import { useEffect, useRef, type RefObject } from "react";
import type { PlaceOption } from "../../../shared/search/place-match";
import { useT } from "../../state/i18n";

/**
 * Text that names no place cannot be searched: the browser stops the submit and says so, rather
 * than searching everywhere while the field shows a place. Returns the way to submit the form
 * once a place chosen from the keyboard is in it.
 */
export function usePlaceValidity(input: RefObject<HTMLInputElement | null>, unresolved: boolean, chosen: PlaceOption | null): () => void {
  const t = useT();
  useEffect(() => {
    input.current?.setCustomValidity(unresolved ? t("landing.search.choosePlace") : "");
  }, [unresolved, t]);
  // After the validity above, so the submit sees the field valid.
  const submitWhenChosen = useRef(false);
  useEffect(() => {
    if (!submitWhenChosen.current) return;
    submitWhenChosen.current = false;
    input.current?.form?.requestSubmit();
  }, [chosen]);
  return () => {
    submitWhenChosen.current = true;
  };
}
