import { useAtomValue } from "jotai";
import { plural } from "../../i18n/plural";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { ChildAgeSelect } from "./ChildAgeSelect";
import { Stepper } from "./Stepper";

/**
 * The travellers popover's content once hydrated: − / + steppers for adults and children, an age
 * for each child, and Done. Loaded when the popover first opens (or its summary is focused or
 * pointed at), not with the page; the values live in TravellersField, which submits them.
 */
export default function TravellersPanel({
  adults,
  ages,
  onAdults,
  onAges,
  onDone,
  onInvalidAge,
  maxAdults,
  maxChildren,
}: {
  adults: number;
  ages: (number | null)[];
  onAdults: (adults: number) => void;
  onAges: (ages: (number | null)[]) => void;
  onDone: () => void;
  onInvalidAge: () => void;
  /** The limits come from TravellersField: importing them here would split this chunk's neighbours. */
  maxAdults: number;
  maxChildren: number;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const childCount = ages.length;
  return (
    <>
      <Stepper
        label={t("landing.search.adultsLabel")}
        value={adults}
        min={1}
        max={maxAdults}
        onChange={onAdults}
        valueText={plural(t, language, "results.card.adults", adults)}
        decreaseLabel={t("landing.search.removeAdult")}
        increaseLabel={t("landing.search.addAdult")}
      />
      <Stepper
        label={t("landing.search.childrenLabel")}
        value={childCount}
        min={0}
        max={maxChildren}
        onChange={(count) => onAges(Array.from({ length: count }, (_, i) => ages[i] ?? null))}
        valueText={childCount ? plural(t, language, "results.card.children", childCount) : t("landing.search.noChildren")}
        decreaseLabel={t("landing.search.removeChild")}
        increaseLabel={t("landing.search.addChild")}
      />
      {ages.map((age, index) => (
        <ChildAgeSelect
          key={index}
          index={index}
          age={age}
          required
          // The browser cannot point at a field in a closed popover: open it first.
          onInvalid={onInvalidAge}
          onChange={(value) => onAges(ages.map((a, i) => (i === index ? value : a)))}
        />
      ))}
      <button type="button" className="btn-secondary justify-self-end" onClick={onDone}>
        {t("landing.search.done")}
      </button>
    </>
  );
}
