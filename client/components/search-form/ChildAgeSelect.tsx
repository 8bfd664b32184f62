import { useT } from "../../state/i18n";

const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

/** The age of one child, 0–17, or "—" while none is chosen. */
export function ChildAgeSelect({
  index,
  age,
  name,
  required,
  onChange,
  onInvalid,
}: {
  index: number;
  age: number | null;
  name?: string | undefined;
  required: boolean;
  onChange: (age: number | null) => void;
  onInvalid?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <label className="field-label">
      {t("landing.search.childAge", { number: index + 1 })}
      <select
        name={name}
        className="field"
        required={required}
        value={age ?? ""}
        onInvalid={onInvalid}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="">{t("landing.search.childAgeChoose")}</option>
        {CHILD_AGES.map((years) => (
          <option key={years} value={years}>
            {t("landing.search.years", { count: years })}
          </option>
        ))}
      </select>
    </label>
  );
}
