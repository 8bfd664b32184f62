import { useEffect, useRef } from "react";
import { HOVER_INTENT_MS } from "./hover-intent";

interface LinkIntent {
  /** The shopper pressed, rested the pointer on, or focused one of the links. */
  onIntent: (link: HTMLAnchorElement) => void;
  /** A touch on a link became a scroll (`pointercancel`): what it started may be let go. */
  onCancel?: () => void;
}

/**
 * Intent on the page's links matching `selector` (null: none listened to): a press (pointer
 * down), a mouse or pen resting on one for HOVER_INTENT_MS, or keyboard focus. One set of
 * listeners on the document for every card, none per card. Only a pointer that moves counts as
 * hovering: a list scrolled under a resting pointer gives the cards it passes `pointerover` but no
 * `pointermove`, so cards merely scrolled past are never intent.
 */
export function useLinkIntent(selector: string | null, intent: LinkIntent): void {
  const latest = useRef(intent);
  latest.current = intent;

  useEffect(() => {
    if (!selector) return;
    let hovered: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(selector) : null);
    const stopHover = () => {
      clearTimeout(timer);
      hovered = null;
    };
    const intend = (link: HTMLAnchorElement) => {
      // The link stays the hovered one: moving on over it is not intent again.
      clearTimeout(timer);
      latest.current.onIntent(link);
    };

    const onPointerDown = (event: PointerEvent) => {
      const link = event.button === 0 ? linkOf(event.target) : null;
      if (link) intend(link);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      const link = linkOf(event.target);
      if (link === hovered) return;
      stopHover();
      if (!link) return;
      hovered = link;
      timer = setTimeout(() => intend(link), HOVER_INTENT_MS);
    };
    const onPointerOut = (event: PointerEvent) => {
      if (hovered && !(event.relatedTarget instanceof Node && hovered.contains(event.relatedTarget))) stopHover();
    };
    const onFocusIn = (event: FocusEvent) => {
      const link = linkOf(event.target);
      if (link) intend(link);
    };
    const onPointerCancel = () => latest.current.onCancel?.();

    const options = { capture: true, passive: true } as const;
    document.addEventListener("pointerdown", onPointerDown, options);
    document.addEventListener("pointermove", onPointerMove, options);
    document.addEventListener("pointerout", onPointerOut, options);
    document.addEventListener("pointercancel", onPointerCancel, options);
    document.addEventListener("focusin", onFocusIn, options);
    return () => {
      stopHover();
      document.removeEventListener("pointerdown", onPointerDown, options);
      document.removeEventListener("pointermove", onPointerMove, options);
      document.removeEventListener("pointerout", onPointerOut, options);
      document.removeEventListener("pointercancel", onPointerCancel, options);
      document.removeEventListener("focusin", onFocusIn, options);
    };
  }, [selector]);
}
