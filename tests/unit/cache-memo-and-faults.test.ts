import { describe, expect, test } from "vitest";
import { IsolateMemo } from "../../worker/cache/isolate-memo";
import { PURGE_MARK_PREFIX } from "../../worker/cache/keys";
import { forgetCached, readThrough, type CachePolicy } from "../../worker/cache/swr-cache";

/**
 * The per-isolate memo in front of KV, and KV failing. KV's failures cannot be produced with
 * Miniflare's real KV, so a namespace that counts its calls and can be told to throw stands in.
 */
function countingKv(options: { getThrows?: boolean; putThrows?: boolean } = {}) {
  const store = new Map<string, string>();
  const calls = { get: 0, put: 0 };
  const kv = {
    get: async (key: string) => {
      // The purge marks a load checks before and after it writes (purge-marks.ts) are not the memo's business.
      if (!key.startsWith(PURGE_MARK_PREFIX)) calls.get += 1;
      if (options.getThrows) throw new Error("KV GET failed: 503");
      const raw = store.get(key);
      return raw === undefined ? null : JSON.parse(raw);
    },
    put: async (key: string, value: string) => {
      calls.put += 1;
      if (options.putThrows) throw new Error("KV PUT failed: 429 too many writes");
      store.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, calls, store };
}

const policy: CachePolicy = { freshForMs: 60_000, keepForSeconds: 3_600, memoForMs: 5_000, missingForMs: 30_000 };
let keyCounter = 0;
const freshKey = () => `memo-test:${keyCounter++}`;

function read<T>(kv: KVNamespace, key: string, load: () => Promise<T | null>, now: number, withPolicy = policy) {
  return readThrough({ kv, key, policy: withPolicy, load, waitUntil: () => {}, now: () => now });
}

describe("the isolate memo in front of KV", () => {
  test("a value read once is reused without KV for memoForMs, then read from KV again", async () => {
    const { kv, calls } = countingKv();
    const key = freshKey();
    let loads = 0;
    const load = async () => ({ title: `load ${++loads}` });
    await read(kv, key, load, 1_000);
    expect(calls).toEqual({ get: 1, put: 1 });
    for (const at of [1_001, 3_000, 5_999]) expect(await read(kv, key, load, at)).toEqual({ value: { title: "load 1" }, source: "fresh" });
    expect(calls.get).toBe(1);
    await read(kv, key, load, 6_000);
    expect(calls.get).toBe(2);
    expect(loads).toBe(1);
  });

  test("a remembered entry still goes stale by its fetch time, and is refreshed", async () => {
    const { kv } = countingKv();
    const key = freshKey();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await read(kv, key, load, 0);
    const stalePolicy = { ...policy, freshForMs: 1_000 };
    expect(await read(kv, key, load, 2_000, stalePolicy)).toEqual({ value: { n: 1 }, source: "stale" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toBe(2);
    expect(await read(kv, key, load, 2_001, stalePolicy)).toEqual({ value: { n: 2 }, source: "fresh" });
  });

  test("nothing at the origin is remembered for missingForMs and never written to KV", async () => {
    const { kv, calls } = countingKv();
    const key = freshKey();
    let loads = 0;
    const load = async () => (loads++, null);
    for (let i = 0; i < 40; i++) expect((await read(kv, key, load, 1_000 + i)).value).toBeNull();
    expect(loads).toBe(1);
    expect(calls.put).toBe(0);
    await read(kv, key, load, 31_000);
    expect(loads).toBe(2);
  });

  test("forgetting a key (a purge) makes the next read go to KV and the origin again", async () => {
    const { kv } = countingKv();
    const key = freshKey();
    let loads = 0;
    const load = async () => (loads++ === 0 ? null : { brand: "created since" });
    expect((await read(kv, key, load, 0)).value).toBeNull();
    forgetCached([key]);
    expect(await read(kv, key, load, 1)).toEqual({ value: { brand: "created since" }, source: "origin" });
  });

  test("with memoForMs 0 every read goes to KV", async () => {
    const { kv, calls } = countingKv();
    const key = freshKey();
    const noMemo = { ...policy, memoForMs: 0 };
    for (let i = 0; i < 3; i++) await read(kv, key, async () => ({ v: 1 }), i, noMemo);
    expect(calls.get).toBe(3);
  });
});

describe("KV failing costs the cache, not the answer", () => {
  test("a throwing KV read is a miss: the origin's value is served", async () => {
    const { kv } = countingKv({ getThrows: true });
    expect(await read(kv, freshKey(), async () => ({ from: "origin" }), 0)).toEqual({ value: { from: "origin" }, source: "origin" });
  });

  test("a throwing KV write still serves the origin's value", async () => {
    const { kv, calls } = countingKv({ putThrows: true });
    expect(await read(kv, freshKey(), async () => ({ from: "origin" }), 0)).toEqual({ value: { from: "origin" }, source: "origin" });
    expect(calls.put).toBe(1);
  });
});

describe("IsolateMemo", () => {
  test("holds at most its bound, dropping the least recently used", () => {
    const memo = new IsolateMemo<number>(3);
    for (const [i, key] of ["a", "b", "c"].entries()) memo.set(key, i, 1_000, 0);
    memo.get("a", 1);
    memo.set("d", 3, 1_000, 2);
    expect(memo.size).toBe(3);
    expect(memo.get("b", 3)).toBeUndefined();
    expect(memo.get("a", 3)).toBe(0);
    expect(memo.get("d", 3)).toBe(3);
  });

  test("expires entries and never stores one with no lifetime", () => {
    const memo = new IsolateMemo<string>(10);
    memo.set("x", "v", 100, 0);
    expect(memo.get("x", 99)).toBe("v");
    expect(memo.get("x", 100)).toBeUndefined();
    memo.set("y", "v", 0, 0);
    expect(memo.size).toBe(0);
  });
});
