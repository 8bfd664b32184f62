import { SAVED_STAYS } from "../../shared/constants";
import { savedStaysFrom, withoutSavedStay, withRestoredStay, withSavedStay, withStaySeenAgain, type SeenAgain } from "../../shared/saved-stays/list";
import { savedStayIdOf } from "../../shared/saved-stays/identity";
import type { SavedStay } from "../../shared/saved-stays/schema";

/**
 * The saved stays in this browser's localStorage (the brand's own origin), for the toggles, the
 * header's count and /saved. Loaded only with import(), after hydration: no page carries valibot
 * or these rules up front. Every write starts from what storage holds now (another tab may have
 * written), and a write that fails changes nothing: what was saved stays saved.
 */
type WriteFailure = "full" | "unavailable";
export type WriteOutcome = { ok: true } | { ok: false; reason: WriteFailure };

const NONE: SavedStay[] = [];
let snapshot: SavedStay[] | null = null;

function storage(): Storage | null {
  try {
    // Blocked storage (cookie settings, some private modes) throws on this very read.
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): SavedStay[] {
  try {
    return savedStaysFrom(storage()?.getItem(SAVED_STAYS.key) ?? null);
  } catch {
    return NONE;
  }
}

/** The list as this tab knows it: the same array until something changes (useSyncExternalStore needs that). */
export function savedStays(): SavedStay[] {
  snapshot ??= read();
  return snapshot;
}

export const noSavedStays = (): SavedStay[] => NONE;

/** Calls `listener` when this tab or another one changes the list. */
export function subscribeToSavedStays(listener: () => void): () => void {
  const changed = () => {
    snapshot = null;
    listener();
  };
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === SAVED_STAYS.key || event.key === null) changed();
  };
  window.addEventListener(SAVED_STAYS.changedEvent, changed);
  window.addEventListener("storage", fromOtherTab);
  return () => {
    window.removeEventListener(SAVED_STAYS.changedEvent, changed);
    window.removeEventListener("storage", fromOtherTab);
  };
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22 || error.code === 1014);

function write(stays: SavedStay[]): WriteOutcome {
  const store = storage();
  if (!store) return { ok: false, reason: "unavailable" };
  try {
    if (stays.length === 0) store.removeItem(SAVED_STAYS.key);
    else store.setItem(SAVED_STAYS.key, JSON.stringify(stays));
  } catch (error) {
    // setItem either writes the whole value or nothing: the list stored before is intact.
    return { ok: false, reason: isQuotaError(error) ? "full" : "unavailable" };
  }
  snapshot = null;
  window.dispatchEvent(new Event(SAVED_STAYS.changedEvent));
  return { ok: true };
}

/** Saves a stay now; past the limit the oldest go (returned, so the shopper is told). */
export function saveStay(stay: SavedStay): WriteOutcome & { dropped: SavedStay[] } {
  const next = withSavedStay(read(), stay);
  return { ...write(next.stays), dropped: next.dropped };
}

/** Removes a stay; returns it as it was, for an undo. */
export function removeStay(id: string): WriteOutcome & { removed: SavedStay | null } {
  const stays = read();
  const removed = stays.find((stay) => savedStayIdOf(stay) === id) ?? null;
  return { ...write(withoutSavedStay(stays, id)), removed };
}

export function restoreStay(stay: SavedStay): WriteOutcome {
  return write(withRestoredStay(read(), stay));
}

/** A saved stay shown again with a price: its "last seen" moves on. A failure here costs nothing worth saying. */
export function seeStayAgain(id: string, seen: SeenAgain): void {
  const next = withStaySeenAgain(read(), id, seen);
  if (next) write(next);
}
