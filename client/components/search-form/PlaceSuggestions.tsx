import { useAtomValue } from "jotai";
import type { PlaceOption } from "../../../shared/search/place-match";
import { plural } from "../../i18n/plural";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

/** The id of a suggestion, which the combobox names as its active descendant. */
export const suggestionId = (comboboxId: string, index: number) => `${comboboxId}-option-${index}`;

/** The combobox's suggestion list, and the polite status that counts them for screen readers. */
export function PlaceSuggestions({
  comboboxId,
  matches,
  active,
  expanded,
  typing,
  onChoose,
}: {
  comboboxId: string;
  matches: readonly PlaceOption[];
  active: number;
  expanded: boolean;
  /** The list was asked for with text in the field: an empty list then says so. */
  typing: boolean;
  onChoose: (option: PlaceOption) => void;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <>
      <ul
        id={`${comboboxId}-listbox`}
        role="listbox"
        aria-label={t("landing.search.suggestions")}
        hidden={!expanded}
        className="absolute z-30 top-full left-0 right-0 mt-1 list-none m-0 p-1 card max-h-[320px] overflow-y-auto text-[15px] font-400 text-ink"
      >
        {matches.map((option, index) => (
          <li
            key={option.code}
            id={suggestionId(comboboxId, index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input, so the choice does not blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
            className={`flex items-baseline justify-between gap-3 min-h-[44px] px-3 py-2 rounded cursor-pointer ${index === active ? "bg-brand-soft outline-2 outline-brand outline-solid" : "hover:bg-canvas"}`}
          >
            <span>{option.name}</span>
            <span className="text-[13px] text-ink-soft">{option.detail ?? option.code}</span>
          </li>
        ))}
      </ul>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? plural(t, language, "landing.search.suggestionCount", matches.length) : typing ? t("landing.search.noSuggestions") : ""}
      </span>
    </>
  );
}
