import { numberFormat } from "./intl-formats";

/** Money as the backend contract carries it: an integer amount in minor units and its currency. */
interface MoneyValue {
  amount: number;
  currency: string;
}

export const moneyOf = (amount: number, currency: string): MoneyValue => ({ amount, currency });

/** Formats minor units (cents) with Intl in the shopper's language; prices are always minor units. */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const amount = minorUnits / 100;
  return numberFormat(language, {
    style: "currency",
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
