import { useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { matchPlaces, placeForTyped, type PlaceOption } from "../../../shared/search/place-match";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural } from "../../i18n/plural";

/**
 * The place combobox's text field and suggestion list (PlaceCombobox.tsx has the keyboard
 * contract). A chunk of its own, loaded once the page has hydrated: the landing's first
 * JavaScript carries the plain select it replaces, not the widget.
 */
export default function ComboboxInput({
  id,
  name,
  options,
  initialCode,
  placeholder,
  onFirstFocus,
  takesFocus,
}: {
  id: string;
  name: string;
  options: readonly PlaceOption[];
  initialCode: string | null;
  placeholder: string;
  onFirstFocus?: (() => void) | undefined;
  /** Asked once mounted: whether the plain select it replaces had the keyboard focus (then keep it here). */
  takesFocus?: () => boolean;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const initial = options.find((o) => o.code === initialCode) ?? null;
  const [chosen, setChosen] = useState<PlaceOption | null>(initial ?? (initialCode ? { code: initialCode, name: initialCode } : null));
  const [text, setText] = useState(chosen?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const focusedOnce = useRef(false);
  const matches = useMemo(() => matchPlaces(options, chosen && text === chosen.name ? "" : text), [options, text, chosen]);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && matches.length > 0;

  // A code from the URL shows as itself until the places sold (fetched later) can name it.
  useEffect(() => {
    if (!chosen || chosen.name !== chosen.code || text !== chosen.code) return;
    const named = options.find((o) => o.code === chosen.code);
    if (named && named.name !== chosen.name) {
      setChosen(named);
      setText(named.name);
    }
  }, [options, chosen, text]);

  const input = useRef<HTMLInputElement>(null);
  // Read at mount, not when the element was created: the chunk may arrive long after.
  useLayoutEffect(() => {
    if (takesFocus?.()) input.current?.focus();
  }, []);

  // Text that names no place cannot be searched: the browser stops the submit and says so, rather
  // than searching everywhere while the field shows a place.
  const unresolved = text.trim() !== "" && !(chosen && text === chosen.name);
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

  const choose = (option: PlaceOption) => {
    setChosen(option);
    setText(option.name);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive((current) => (matches.length === 0 ? -1 : (current + 1) % matches.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) {
          if (expanded && active >= 0 && matches[active]) choose(matches[active]);
          else close();
          break;
        }
        setOpen(true);
        setActive((current) => (matches.length === 0 ? -1 : current <= 0 ? matches.length - 1 : current - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && matches[active]) {
          // Choosing a suggestion must not also submit the form.
          event.preventDefault();
          choose(matches[active]);
        } else if (unresolved) {
          // Enter on a typed name would submit before its code is in the form: choose the place,
          // then submit once it is rendered.
          const pick = placeForTyped(options, text);
          if (pick) {
            event.preventDefault();
            choose(pick);
            submitWhenChosen.current = true;
          }
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText("");
          setChosen(null);
        }
        break;
      case "Home":
      case "End":
      case "ArrowLeft":
      case "ArrowRight":
        // The editing cursor moves as usual; the visual focus leaves the list for the text.
        setActive(-1);
        break;
    }
  };
  // Leaving the field: what was typed must name one place, or nothing is chosen (never a stale code).
  const onBlur = () => {
    close();
    if (!text.trim()) return setChosen(null);
    if (chosen && text === chosen.name) return;
    const pick = placeForTyped(options, text);
    if (pick) choose(pick);
    else setChosen(null);
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
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        className="field"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          if (!focusedOnce.current) onFirstFocus?.();
          focusedOnce.current = true;
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <input type="hidden" name={name} value={chosen?.code ?? ""} />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t("landing.search.suggestions")}
        hidden={!expanded}
        className="absolute z-30 top-full left-0 right-0 mt-1 list-none m-0 p-1 card max-h-[320px] overflow-y-auto text-[15px] font-400 text-ink"
      >
        {matches.map((option, index) => (
          <li
            key={option.code}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input, so the choice does not blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`flex items-baseline justify-between gap-3 min-h-[44px] px-3 py-2 rounded cursor-pointer ${index === active ? "bg-brand-soft outline-2 outline-brand outline-solid" : "hover:bg-canvas"}`}
          >
            <span>{option.name}</span>
            <span className="text-[13px] text-ink-soft">{option.detail ?? option.code}</span>
          </li>
        ))}
      </ul>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? plural(t, language, "landing.search.suggestionCount", matches.length) : open && text.trim() ? t("landing.search.noSuggestions") : ""}
      </span>
    </>
  );
}
