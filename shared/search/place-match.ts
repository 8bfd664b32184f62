/**
 * Matching places typed into a search form: accent- and case-insensitive ("sevi" finds Sevilla
 * and Séville, "meri" finds Mérida), by name or code, best matches first. Pure, for the
 * destination and departure comboboxes.
 */

export interface PlaceOption {
  /** The value a search carries (IATA city or airport code). */
  code: string;
  name: string;
  /** A second line: country, region or "all airports". */
  detail?: string;
  /** The brand's own proposals: listed first, and alone before anything is typed. */
  suggested?: boolean;
  /** Other names that find it (the city in the shop's other languages), never shown. */
  aliases?: readonly string[];
}

export function foldForMatch(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** 0 best: the code itself or the name's start; 1 a later word's start; 2 anywhere; null no match. */
function rankOfName(name: string, folded: string): number | null {
  const normalized = foldForMatch(name);
  if (normalized.startsWith(folded)) return 0;
  if (normalized.split(/[\s\-']/).some((word) => word.startsWith(folded))) return 1;
  if (normalized.includes(folded)) return 2;
  return null;
}

/** The best rank of the code, the name and (one step lower, as the shown name explains less) an alias. */
function rankOf(option: PlaceOption, folded: string): number | null {
  if (option.code.toLowerCase() === folded) return 0;
  const ranks = [rankOfName(option.name, folded), ...(option.aliases ?? []).map((alias) => {
    const rank = rankOfName(alias, folded);
    return rank === null ? null : rank + 0.5;
  })].filter((rank): rank is number => rank !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

export function matchPlaces(options: readonly PlaceOption[], typed: string, limit = 8): PlaceOption[] {
  const folded = foldForMatch(typed).slice(0, 64);
  if (!folded) return options.filter((option) => option.suggested).slice(0, limit);
  return options
    .map((option, index) => ({ option, index, rank: rankOf(option, folded) }))
    .filter((entry): entry is { option: PlaceOption; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || Number(!!b.option.suggested) - Number(!!a.option.suggested) || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.option);
}

/**
 * The brand's proposals first, then every other place sold, each code once. A place listed twice
 * keeps its first name and answers to the other as an alias: the proposal "Maiorca" is still found
 * by "Palma", the name the backend sells it under.
 */
export function mergePlaces(suggested: readonly PlaceOption[], sold: readonly PlaceOption[]): PlaceOption[] {
  const byCode = new Map<string, PlaceOption>();
  for (const option of [...suggested.map((o) => ({ ...o, suggested: true })), ...sold]) {
    const kept = byCode.get(option.code);
    if (!kept) {
      byCode.set(option.code, { ...option });
      continue;
    }
    const aliases = [...new Set([...(kept.aliases ?? []), option.name, ...(option.aliases ?? [])])].filter((name) => name !== kept.name);
    if (aliases.length) kept.aliases = aliases;
  }
  return [...byCode.values()];
}

/**
 * The place a typed text names when the shopper leaves the field without choosing: its exact
 * name, another language's name or its code, or else the only place that matches; otherwise null
 * (never a guess between several).
 */
export function placeForTyped(options: readonly PlaceOption[], typed: string): PlaceOption | null {
  const folded = foldForMatch(typed);
  if (!folded) return null;
  const exact = options.find(
    (option) => option.code.toLowerCase() === folded || [option.name, ...(option.aliases ?? [])].some((name) => foldForMatch(name) === folded),
  );
  if (exact) return exact;
  const matches = matchPlaces(options, typed, 2);
  return matches.length === 1 ? matches[0]! : null;
}
