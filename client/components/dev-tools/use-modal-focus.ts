import { useEffect, useRef, type RefObject } from "react";

/** SPEC §2: focus moves into a dialog 100 ms after it opens. */
const FOCUS_DELAY_MS = 100;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Keyboard behaviour of a modal dialog while `open`: focus moves in after 100 ms, Tab and
 * Shift+Tab cycle inside it, Escape calls `onClose`; on close focus goes back to `returnTo`.
 */
export function useModalFocus(open: boolean, dialog: RefObject<HTMLElement | null>, returnTo: RefObject<HTMLElement | null>, onClose: () => void) {
  // The latest onClose without re-running the effect (which would bounce focus) on every render.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      const container = dialog.current;
      if (container && !container.contains(document.activeElement)) (focusablesIn(container)[0] ?? container).focus();
    }, FOCUS_DELAY_MS);

    const onKeyDown = (event: KeyboardEvent) => {
      const container = dialog.current;
      if (!container) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== "Tab") return;
      const focusables = focusablesIn(container);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && container.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const opener = returnTo.current;
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("keydown", onKeyDown);
      opener?.focus();
    };
  }, [open, dialog, returnTo]);
}
