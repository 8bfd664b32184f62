import type { KeyboardEvent } from "react";
import type { PlaceOption } from "../../../shared/search/place-match";

interface SuggestionKeys {
  matches: readonly PlaceOption[];
  /** The list is open and has suggestions. */
  expanded: boolean;
  /** The suggestion with the visual focus, or -1 (the focus is on the text). */
  active: number;
  setActive: (update: (current: number) => number) => void;
  open: () => void;
  close: () => void;
  choose: (option: PlaceOption) => void;
  /** Enter on text that names no chosen place: chooses the place typed and submits once it is in the form; false when none. */
  chooseTypedAndSubmit: () => boolean;
  hasText: boolean;
  clear: () => void;
}

/** The combobox's keyboard contract (PlaceCombobox.tsx, the WAI-ARIA APG list autocomplete). */
export function onSuggestionKey(event: KeyboardEvent<HTMLInputElement>, keys: SuggestionKeys): void {
  const { matches, expanded, active } = keys;
  const chooseActive = () => {
    const option = expanded && active >= 0 ? matches[active] : undefined;
    if (option) keys.choose(option);
    return option !== undefined;
  };
  switch (event.key) {
    case "ArrowDown":
      event.preventDefault();
      keys.open();
      if (!event.altKey) keys.setActive((current) => (matches.length === 0 ? -1 : (current + 1) % matches.length));
      break;
    case "ArrowUp":
      event.preventDefault();
      if (event.altKey) {
        if (!chooseActive()) keys.close();
        break;
      }
      keys.open();
      keys.setActive((current) => (matches.length === 0 ? -1 : current <= 0 ? matches.length - 1 : current - 1));
      break;
    case "Enter":
      // Choosing a suggestion must not also submit the form; a typed name is chosen first, then
      // submitted once its code is rendered in the form.
      if (chooseActive() || keys.chooseTypedAndSubmit()) event.preventDefault();
      break;
    case "Escape":
      if (expanded) {
        event.preventDefault();
        keys.close();
      } else if (keys.hasText) {
        event.preventDefault();
        keys.clear();
      }
      break;
    case "Home":
    case "End":
    case "ArrowLeft":
    case "ArrowRight":
      // The editing cursor moves as usual; the visual focus leaves the list for the text.
      keys.setActive(() => -1);
      break;
  }
}
