import { useEffect, useRef, type RefObject } from "react";

/** SPEC §2: focus moves into a dialog 100 ms after it opens (the sheet's entry animation). */
const DIALOG_FOCUS_DELAY_MS = 100;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Makes everything outside `root` inert: the siblings of `root` and of each of its ancestors up to
 * the body, so a dialog mounted deep inside the page (the date picker, in its form) is as modal as
 * one mounted on the body. Returns the undo (elements that were inert before are left alone).
 */
function makeOutsideInert(root: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = root; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => (element.inert = false));
}

/**
 * Modal behaviour for a dialog mounted while open (the cookie preferences, the developer tools): the page behind is inert and does not scroll,
 * focus moves in after the delay, Tab and Shift+Tab cycle inside, Escape dismisses, and on close
 * focus returns to the element that opened it (or to the main content when that is gone, e.g. the
 * banner button after a choice hid the banner).
 */
export function useModalDialog(
  root: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  /** Where focus goes when it moves in (the dialog itself when absent or null), e.g. a calendar's day. */
  initialFocus?: () => HTMLElement | null,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const firstFocus = useRef(initialFocus);
  firstFocus.current = initialFocus;

  useEffect(() => {
    const rootElement = root.current;
    const dialogElement = dialog.current;
    if (!rootElement || !dialogElement) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = makeOutsideInert(rootElement);
    const scrollLock = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    const focusTimer = setTimeout(() => (firstFocus.current?.() ?? dialogElement).focus(), DIALOG_FOCUS_DELAY_MS);

    function onKeyDown(event: KeyboardEvent) {
      if (!dialogElement) return;
      if (event.key === "Escape") {
        event.preventDefault();
        dismiss.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusablesIn(dialogElement);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      const inside = active instanceof Node && dialogElement.contains(active);
      if (event.shiftKey && (!inside || active === first || active === dialogElement)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);

    return () => {
      clearTimeout(focusTimer);
      document.removeEventListener("keydown", onKeyDown);
      document.documentElement.style.overflow = scrollLock;
      undoInert();
      const target = opener?.isConnected ? opener : document.getElementById("main");
      target?.focus({ preventScroll: true });
    };
  }, [root, dialog]);
}
