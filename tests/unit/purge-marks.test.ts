import { describe, expect, test, vi } from "vitest";
import { markPurged } from "../../worker/cache/purge-marks";
import { forgetCached, readThrough, type CachePolicy } from "../../worker/cache/swr-cache";

/** An in-memory KV: enough for the cache's get/put/delete. */
function memoryKv() {
  const store = new Map<string, string>();
  const kv = {
    get: async (key: string, type?: string) => {
      const raw = store.get(key);
      return raw === undefined ? null : type === "json" ? JSON.parse(raw) : raw;
    },
    put: async (key: string, value: string) => void store.set(key, value),
    delete: async (key: string) => void store.delete(key),
  } as unknown as KVNamespace;
  return { kv, store };
}

const policy: CachePolicy = { freshForMs: 60_000, keepForSeconds: 3_600, memoForMs: 60_000, missingForMs: 30_000 };
let counter = 0;

/** A load that answers when told to, so a purge can land while it runs. */
function heldLoad<T>() {
  let answer!: (value: T) => void;
  const loads: number[] = [];
  return {
    load: () => (loads.push(1), new Promise<T>((resolve) => (answer = resolve))),
    answer: (value: T) => answer(value),
    loads,
  };
}

describe("a purge is final for a load already running", () => {
  test("the load's copy goes to whoever waited, and neither to KV nor to the memo", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { kv, store } = memoryKv();
    const key = `purge-test:${counter++}`;
    const held = heldLoad<{ title: string }>();
    const reading = readThrough({ kv, key, policy, load: held.load, waitUntil: () => {}, now: () => 1_000 });
    await new Promise((resolve) => setImmediate(resolve));
    await markPurged(kv, [key], 2_000);
    forgetCached([key]);
    held.answer({ title: "old" });
    expect((await reading).value).toEqual({ title: "old" });
    expect(store.has(key)).toBe(false);
    // The next read does not find the old copy in the memo: it loads afresh and keeps that one.
    const fresh = await readThrough({ kv, key, policy, load: async () => ({ title: "new" }), waitUntil: () => {}, now: () => 3_000 });
    expect(fresh).toEqual({ value: { title: "new" }, source: "origin" });
    expect(JSON.parse(store.get(key)!).value).toEqual({ title: "new" });
    vi.restoreAllMocks();
  });

  test("a purge in another isolate is seen through KV's mark; a load that started after a purge is kept", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { kv, store } = memoryKv();
    const key = `purge-test:${counter++}`;
    // Written by another isolate: only the KV mark tells this one.
    await kv.put(`cache-purge:v1:key:${key}`, "5000");
    const before = heldLoad<{ title: string }>();
    const running = readThrough({ kv, key, policy, load: before.load, waitUntil: () => {}, now: () => 4_000 });
    await new Promise((resolve) => setImmediate(resolve));
    before.answer({ title: "old" });
    await running;
    expect(store.has(key)).toBe(false);
    const after = await readThrough({ kv, key, policy, load: async () => ({ title: "new" }), waitUntil: () => {}, now: () => 6_000 });
    expect(after.source).toBe("origin");
    expect(JSON.parse(store.get(key)!).value).toEqual({ title: "new" });
    vi.restoreAllMocks();
  });

  test("a request after the purge never shares the load begun before it", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { kv } = memoryKv();
    const key = `purge-test:${counter++}`;
    const before = heldLoad<{ title: string }>();
    const first = readThrough({ kv, key, policy, load: before.load, waitUntil: () => {}, now: () => 1_000 });
    await new Promise((resolve) => setImmediate(resolve));
    await markPurged(kv, [key], 2_000);
    forgetCached([key]);
    const second = readThrough({ kv, key, policy, load: async () => ({ title: "new" }), waitUntil: () => {}, now: () => 3_000 });
    expect((await second).value).toEqual({ title: "new" });
    before.answer({ title: "old" });
    expect((await first).value).toEqual({ title: "old" });
    vi.restoreAllMocks();
  });
});

describe("a purge landing while the copy is being written", () => {
  test("takes the copy back out of KV and the memo once the waiting requests have their answer", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { kv, store } = memoryKv();
    const key = `purge-test:${counter++}`;
    // The purge (in another isolate: only its KV mark tells) happens as the write goes out.
    const put = kv.put.bind(kv);
    (kv as unknown as { put: typeof kv.put }).put = async (k: string, value: string) => {
      await put(k, value);
      if (k === key) await put(`cache-purge:v1:key:${key}`, "1500");
    };
    const background: Promise<unknown>[] = [];
    const read = await readThrough({ kv, key, policy, load: async () => ({ title: "old" }), waitUntil: (p) => background.push(p), now: () => 1_000 });
    expect(read.value).toEqual({ title: "old" });
    await Promise.all(background);
    expect(store.has(key)).toBe(false);
    // Nor is it remembered: the next read goes to the origin.
    const next = await readThrough({ kv, key, policy, load: async () => ({ title: "new" }), waitUntil: () => {}, now: () => 2_000 });
    expect(next).toEqual({ value: { title: "new" }, source: "origin" });
    vi.restoreAllMocks();
  });
});
