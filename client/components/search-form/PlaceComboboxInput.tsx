import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { matchPlaces, type PlaceOption } from "../../../shared/search/place-match";
import { onSuggestionKey } from "./place-combobox-keys";
import { PlaceSuggestions, suggestionId } from "./PlaceSuggestions";
import { usePlaceChoice } from "./use-place-choice";
import { usePlaceValidity } from "./use-place-validity";

interface ComboboxInputProps {
  id: string;
  name: string;
  options: readonly PlaceOption[];
  initialCode: string | null;
  placeholder: string;
  onFirstFocus?: (() => void) | undefined;
  /** Asked once mounted: whether the plain select it replaces had the keyboard focus (then keep it here). */
  takesFocus?: () => boolean;
}

/**
 * The place combobox's text field and suggestion list (PlaceCombobox.tsx has the keyboard
 * contract). A chunk of its own, loaded once the page has hydrated: the landing's first
 * JavaScript carries the plain select it replaces, not the widget.
 */
export default function ComboboxInput({ id, name, options, initialCode, placeholder, onFirstFocus, takesFocus }: ComboboxInputProps) {
  const place = usePlaceChoice(options, initialCode);
  const { chosen, text } = place;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const focusedOnce = useRef(false);
  const matches = useMemo(() => matchPlaces(options, chosen && text === chosen.name ? "" : text), [options, text, chosen]);
  const expanded = open && matches.length > 0;

  const input = useRef<HTMLInputElement>(null);
  // Read at mount, not when the element was created: the chunk may arrive long after.
  useLayoutEffect(() => {
    if (takesFocus?.()) input.current?.focus();
  }, []);
  const submitOnceChosen = usePlaceValidity(input, place.unresolved, chosen);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: PlaceOption) => {
    place.choose(option);
    close();
  };
  const chooseTypedAndSubmit = () => {
    const pick = place.unresolved ? place.typedPlace() : null;
    if (!pick) return false;
    choose(pick);
    submitOnceChosen();
    return true;
  };

  return (
    <>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        data-field={name}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? suggestionId(id, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        className="field"
        value={text}
        onChange={(event) => {
          place.setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          if (!focusedOnce.current) onFirstFocus?.();
          focusedOnce.current = true;
        }}
        onClick={() => setOpen(true)}
        onKeyDown={(event) =>
          onSuggestionKey(event, { matches, expanded, active, setActive, open: () => setOpen(true), close, choose, chooseTypedAndSubmit, hasText: text !== "", clear: place.clear })
        }
        onBlur={() => {
          close();
          place.settle();
        }}
      />
      <input type="hidden" name={name} value={chosen?.code ?? ""} />
      <PlaceSuggestions comboboxId={id} matches={matches} active={active} expanded={expanded} typing={open && text.trim() !== ""} onChoose={choose} />
    </>
  );
}
