import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The one short message the save toggles give at a time ("saved", "storage full" …), shown by
 * one polite status region per page. Module state: the toggles live in many cards, the message in
 * one place; only the lazy chunk loads this.
 */
interface SaveNotice {
  id: number;
  text: string;
  /** A problem stays longer than a confirmation, and never offers the saved list as if it worked. */
  tone: "done" | "problem";
}

let current: SaveNotice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

export function showNotice(text: string, tone: SaveNotice["tone"]): void {
  current = { id: nextId++, text, tone };
  emit();
}

export function dismissNotice(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export const useNotice = () => useSyncExternalStore(subscribe, () => current, () => null);

/**
 * Many toggles, one region: the first mounted hosts it, and when it goes the next one does. The
 * region exists (empty) before any message, so screen readers announce the first one too.
 */
const hosts: symbol[] = [];
export function useIsNoticeHost(): boolean {
  const [me] = useState(() => Symbol("notice-host"));
  useEffect(() => {
    hosts.push(me);
    emit();
    return () => {
      hosts.splice(hosts.indexOf(me), 1);
      emit();
    };
  }, [me]);
  return useSyncExternalStore(subscribe, () => hosts[0] === me, () => false);
}
