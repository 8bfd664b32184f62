/**
 * Seeded randomness: every catalogue and every price comes from a PRNG seeded by a stable key,
 * so the sandbox serves the same data on every start and the same proposals for the same search.
 */

/** cyrb53: a fast, well-spread 53-bit string hash. */
export function hashOf(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A short opaque id (base36) derived from a key, e.g. `HP-1x9k2m0a`. */
export function idOf(prefix: string, key: string): string {
  return `${prefix}-${hashOf(key).toString(36).padStart(11, "0")}`;
}

export interface Random {
  /** [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32 seeded from a string key. */
export function randomFrom(key: string): Random {
  let state = hashOf(key) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    sample(items, count) {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as (typeof items)[number]);
    },
  };
  return random;
}
