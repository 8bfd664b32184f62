/**
 * Intl formatters, built once per language and options and then reused. Building one costs far
 * more than using it: a results page formats a few hundred prices, dates, distances and plurals,
 * and making a new formatter for each was a fifth of the worker's CPU per results render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function memo<F>(cache: Map<string, F>, language: string, options: object | undefined, make: () => F): F {
  const key = `${language}|${options ? JSON.stringify(options) : ""}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  memo(numberFormats, language, options, () => new Intl.NumberFormat(language, options));

export const dateFormat = (language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  memo(dateFormats, language, options, () => new Intl.DateTimeFormat(language, options));

export const pluralRulesOf = (language: string): Intl.PluralRules => memo(pluralRules, language, undefined, () => new Intl.PluralRules(language));
