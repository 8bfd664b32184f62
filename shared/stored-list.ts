/**
 * The entries of a list the browser stored as JSON text (localStorage). Anything that is not a
 * JSON list, absent or unreadable text included, has no entries: each caller then checks each
 * entry on its own, so one bad entry is skipped, not the whole list.
 */
export function storedListEntries(stored: string | null): unknown[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
