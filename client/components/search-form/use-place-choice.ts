import { useEffect, useState } from "react";
import { placeForTyped, type PlaceOption } from "../../../shared/search/place-match";

/**
 * The place a combobox holds and the text its field shows. They part while the shopper types:
 * `unresolved` is text that names no chosen place, which the form must not submit.
 */
export function usePlaceChoice(options: readonly PlaceOption[], initialCode: string | null) {
  const initial = options.find((o) => o.code === initialCode) ?? null;
  const [chosen, setChosen] = useState<PlaceOption | null>(initial ?? (initialCode ? { code: initialCode, name: initialCode } : null));
  const [text, setText] = useState(chosen?.name ?? "");

  // A code from the URL shows as itself until the places sold (fetched later) can name it.
  useEffect(() => {
    if (!chosen || chosen.name !== chosen.code || text !== chosen.code) return;
    const named = options.find((o) => o.code === chosen.code);
    if (named && named.name !== chosen.name) {
      setChosen(named);
      setText(named.name);
    }
  }, [options, chosen, text]);

  const choose = (option: PlaceOption) => {
    setChosen(option);
    setText(option.name);
  };
  const clear = () => {
    setText("");
    setChosen(null);
  };
  // Leaving the field: what was typed must name one place, or nothing is chosen (never a stale code).
  const settle = () => {
    if (!text.trim()) return setChosen(null);
    if (chosen && text === chosen.name) return;
    const pick = placeForTyped(options, text);
    if (pick) choose(pick);
    else setChosen(null);
  };
  const unresolved = text.trim() !== "" && !(chosen && text === chosen.name);
  return { chosen, text, setText, choose, clear, settle, unresolved, typedPlace: () => placeForTyped(options, text) };
}
