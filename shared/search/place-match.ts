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
}

export function foldForMatch(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** 0 best: the code itself or the name's start; 1 a later word's start; 2 anywhere; null no match. */
function rankOf(option: PlaceOption, folded: string): number | null {
  const name = foldForMatch(option.name);
  if (option.code.toLowerCase() === folded || name.startsWith(folded)) return 0;
  if (name.split(/[\s\-']/).some((word) => word.startsWith(folded))) return 1;
  if (name.includes(folded)) return 2;
  return null;
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

/** The brand's proposals first, then every other place sold, each code once. */
export function mergePlaces(suggested: readonly PlaceOption[], sold: readonly PlaceOption[]): PlaceOption[] {
  const seen = new Set<string>();
  const merged: PlaceOption[] = [];
  for (const option of [...suggested.map((o) => ({ ...o, suggested: true })), ...sold]) {
    if (seen.has(option.code)) continue;
    seen.add(option.code);
    merged.push(option);
  }
  return merged;
}
