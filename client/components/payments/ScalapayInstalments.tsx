import { useAtomValue } from "jotai";
import { formatMoney } from "../../../shared/money";
import { languageAtom } from "../../state/brand";
import { featuresAtom } from "../../state/flags";
import { useT } from "../../state/i18n";

/** Scalapay splits a purchase in three payments; the first is rounded up to the cent. */
const SCALAPAY_INSTALMENTS = 3;

/**
 * "Or three interest-free payments of €X with Scalapay" under a total, where the brand's
 * show-scalapay flag is on (shared/features.ts). The total stays the headline price: the
 * instalments are what it costs, spread, never a smaller-looking price.
 */
export function ScalapayInstalments({ total, currency, className = "" }: { total: number; currency: string; className?: string }) {
  const features = useAtomValue(featuresAtom);
  const language = useAtomValue(languageAtom);
  const t = useT();
  if (!features.scalapay || total <= 0) return null;
  const instalment = Math.ceil(total / SCALAPAY_INSTALMENTS);
  return (
    <p className={`m-0 text-sm text-ink-soft ${className}`} data-testid="scalapay-instalments">
      {t("common.scalapayInstalments", { count: SCALAPAY_INSTALMENTS, amount: formatMoney(instalment, currency, language) })}
    </p>
  );
}
