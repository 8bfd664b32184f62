import { useEffect, useRef, useState, type PointerEvent } from "react";
import { HOVER_INTENT_MS } from "../../intent/hover-intent";
import type { LazyDialog } from "./lazy-dialog";

/**
 * The button that opens a lazy dialog: the dialog's chunk starts loading on the shopper's intent
 * (pointer down, a mouse or pen resting on the button for HOVER_INTENT_MS, keyboard focus), so
 * the press usually finds it here and the dialog opens at once. A press that comes first makes
 * the button busy (`aria-busy`, and `busy` for the caller's "Opening…") until the chunk arrives,
 * then opens it; focus stays on the button meanwhile, so the dialog still returns focus there. A
 * chunk that fails to load leaves the button as it was, to be pressed again.
 */
export function useDialogOpener<P extends object>(dialog: LazyDialog<P>, open: () => void) {
  const [busy, setBusy] = useState(false);
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hover.current), []);
  const preload = () => void dialog.preload().catch(() => {});
  const press = () => {
    if (dialog.loaded()) return open();
    if (busy) return;
    setBusy(true);
    dialog.preload().then(
      () => {
        setBusy(false);
        open();
      },
      () => setBusy(false),
    );
  };
  return {
    busy,
    opener: {
      onPointerDown: preload,
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== "touch") hover.current = setTimeout(preload, HOVER_INTENT_MS);
      },
      onPointerLeave: () => clearTimeout(hover.current),
      onFocus: preload,
      onClick: press,
      "aria-busy": busy || undefined,
    },
  };
}
