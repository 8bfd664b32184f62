import { useAtomValue } from "jotai";
import { formatMoney } from "../../../shared/money";
import { budgetCapOf } from "../../../shared/search/budget";
import { brandAtom, languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

/**
 * Says so where a brand restricts the budget (shared/search/budget.ts): under the search form and
 * above the results, so a shopper who finds no 5-star stay knows why. Nothing for other brands.
 */
export function BudgetNote({ className = "" }: { className?: string }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const language = useAtomValue(languageAtom);
  const cap = budgetCapOf(brand.brand);
  if (cap === null) return null;
  return (
    <p className={`m-0 text-sm text-ink-soft ${className}`} data-testid="budget-note">
      {t("search.budget", { amount: formatMoney(cap, brand.brand.currency, language) })}
    </p>
  );
}
