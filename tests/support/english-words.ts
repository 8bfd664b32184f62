/**
 * English words the sandbox used to write into every brand's cart, extras, rooms and promotions
 * ("4 nights · Triple Room · room only · free cancellation until 2027-01-01", "Flight ROM → PAR",
 * "Travel insurance Basic", "Checked bag 23 kg"). None of them is a word of Italian, Spanish or
 * French, so finding one on a non-English brand's page means a text came through untranslated.
 * Words those languages use too are left out: "hotel", "suite", "direct", "transfer", "triple",
 * "extra", "flash", "inclusive" (Italian "all inclusive"), French "car", "centre" and "double", Spanish
 * "sale", and "travel" (the demo company "Wanderly Travel Ltd" is a name).
 */
export const ENGLISH_WORDS = [
  "night", "nights", "room", "only", "free", "cancellation", "non-refundable", "refundable", "until",
  "flight", "flights", "breakfast", "board", "included", "economy", "stop", "stops",
  "single", "family", "apartment", "two-bedroom",
  "insurance", "medical", "luggage", "cancel", "reason", "before", "departure",
  "shared", "private", "airport", "both", "ways", "seat", "selection", "choose", "your", "each",
  "checked", "bag", "traveller", "surroundings", "away", "stay",
] as const;

const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}-])(${ENGLISH_WORDS.join("|")})(?![\\p{L}\\p{N}-])`, "giu");

/** The English words of the list found in `text`, whole words, any case (each once, lower-cased). */
export function englishWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((match) => match[1]!.toLowerCase()))];
}
