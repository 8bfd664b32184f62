import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";

/**
 * A native disclosure (details/summary) that behaves as a popover once hydrated: a click
 * elsewhere or keyboard focus leaving it closes it, and Escape closes it and returns focus to the
 * summary. Without JavaScript it is still a working disclosure.
 */
export function usePopoverDetails() {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const close = (returnFocus = true) => {
    if (!details.current?.open) return;
    details.current.open = false;
    if (returnFocus) summary.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && details.current?.open) {
      event.preventDefault();
      // The dialog or listbox of a widget inside would otherwise close too.
      event.stopPropagation();
      close();
    }
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && details.current?.contains(next)) return;
    // Null when focus goes nowhere (a click on the page, which the pointer listener handles).
    if (next) close(false);
  };
  return { details, summary, close, onKeyDown, onBlur };
}
