import { useAtomValue } from "jotai";
import { numberFormat } from "../../../shared/intl-formats";
import { pointsEarned } from "../../../shared/members/points";
import { brandAtom, languageAtom, signedInAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

/**
 * "With this trip you earn 1,234 Punti Sole" (on cards, short: "+1,234 Punti Sole") under a price a signed-in member sees, on brands with
 * a points scheme (pointsConversionRate, named by customPointsLabel): results cards, the hotel's
 * total and the cart's total. Nothing for visitors or brands without points.
 */
export function PointsEarned({ amountMinor, short = false, className = "" }: { amountMinor: number; short?: boolean; className?: string }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const language = useAtomValue(languageAtom);
  // The brand's rate and the price are all it takes: the backend credits the account the booking's token names.
  const signedIn = useAtomValue(signedInAtom);
  const points = signedIn ? pointsEarned(amountMinor, brand.brand) : null;
  if (points === null) return null;
  return (
    <p className={`m-0 text-sm font-700 text-brand-ink ${className}`} data-testid="points-earned">
      {t(short ? "common.account.pointsShort" : "common.account.pointsEarned", { points: numberFormat(language).format(points), label: brand.brand.customPointsLabel ?? t("common.account.points") })}
    </p>
  );
}
