import type { MealPlan } from "../../shared/api/shopping";
import type { Language } from "../../shared/constants";

/**
 * The words of a stay in the four storefront languages: room types, meal plans, nights, and the
 * cancellation terms. English is one language among the four, never a fallback the others show.
 * Meal plans and cancellation read as the storefront's own cards say them (public/i18n/results).
 */

export const ROOM_TYPES = ["SINGLE", "DOUBLE", "TRIPLE", "FAMILY", "SUITE", "TWO_BEDROOM_APARTMENT"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

const ROOM_NAMES: Record<RoomType, Record<Language, string>> = {
  SINGLE: { en: "Single Room", it: "Camera singola", es: "Habitación individual", fr: "Chambre simple" },
  DOUBLE: { en: "Double Room", it: "Camera doppia", es: "Habitación doble", fr: "Chambre double" },
  TRIPLE: { en: "Triple Room", it: "Camera tripla", es: "Habitación triple", fr: "Chambre triple" },
  FAMILY: { en: "Family Room", it: "Camera familiare", es: "Habitación familiar", fr: "Chambre familiale" },
  SUITE: { en: "Suite", it: "Suite", es: "Suite", fr: "Suite" },
  TWO_BEDROOM_APARTMENT: { en: "Two-Bedroom Apartment", it: "Appartamento con due camere", es: "Apartamento de dos dormitorios", fr: "Appartement deux chambres" },
};

const MEAL_PLAN_NAMES: Record<MealPlan, Record<Language, string>> = {
  ROOM_ONLY: { en: "room only", it: "solo pernottamento", es: "solo alojamiento", fr: "logement seul" },
  BREAKFAST: { en: "breakfast included", it: "colazione inclusa", es: "desayuno incluido", fr: "petit-déjeuner inclus" },
  HALF_BOARD: { en: "half board", it: "mezza pensione", es: "media pensión", fr: "demi-pension" },
  FULL_BOARD: { en: "full board", it: "pensione completa", es: "pensión completa", fr: "pension complète" },
  ALL_INCLUSIVE: { en: "all inclusive", it: "all inclusive", es: "todo incluido", fr: "tout compris" },
};

const NIGHTS: Record<Language, { one: string; other: string }> = {
  en: { one: "night", other: "nights" },
  it: { one: "notte", other: "notti" },
  es: { one: "noche", other: "noches" },
  fr: { one: "nuit", other: "nuits" },
};

const FREE_CANCELLATION: Record<Language, (date: string) => string> = {
  en: (date) => `free cancellation until ${date}`,
  it: (date) => `cancellazione gratuita fino al ${date}`,
  es: (date) => `cancelación gratuita hasta el ${date}`,
  fr: (date) => `annulation gratuite jusqu'au ${date}`,
};
const NON_REFUNDABLE: Record<Language, string> = { en: "non-refundable", it: "non rimborsabile", es: "no reembolsable", fr: "non remboursable" };

/** "Double Room", or "2 × Family Room" when the party needs more than one. */
export function roomNameIn(type: RoomType, count: number, language: Language): string {
  const name = ROOM_NAMES[type][language];
  return count > 1 ? `${count} × ${name}` : name;
}

export const mealPlanIn = (plan: MealPlan, language: Language): string => MEAL_PLAN_NAMES[plan][language];

/** "4 nights", "1 notte": the plural rule of the language (Intl), not a trailing "s". */
export function nightsIn(nights: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(nights) === "one" ? "one" : "other";
  return `${nights} ${NIGHTS[language][form]}`;
}

/** An ISO date (YYYY-MM-DD) as the language writes it: "1 gennaio 2027", "January 1, 2027". */
export function dateIn(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The rate's terms: free cancellation until its deadline, or non-refundable. */
export function cancellationIn(deadline: string | null, language: Language): string {
  return deadline ? FREE_CANCELLATION[language](dateIn(deadline, language)) : NON_REFUNDABLE[language];
}
