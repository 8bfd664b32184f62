/**
 * A small, bounded map with expiry, living as long as the isolate. It keeps what this isolate
 * already read (a KV entry, a domain that has no brand) so the next requests skip the read.
 * Bounded so a flood of distinct keys (random Host headers) cannot grow it: the least recently
 * used entry goes first.
 */
export class IsolateMemo<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now: number): T | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.entries.delete(key);
    if (now >= found.until) return undefined;
    this.entries.set(key, found);
    return found.value;
  }

  set(key: string, value: T, ttlMs: number, now: number): void {
    this.entries.delete(key);
    if (ttlMs <= 0) return;
    this.entries.set(key, { value, until: now + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
