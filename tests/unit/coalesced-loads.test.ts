import { describe, expect, test, vi } from "vitest";
import { coalesced, readThrough } from "../../worker/cache/swr-cache";
import { deferred } from "./support/deferred";

/**
 * Coalesced origin loads (worker/cache). The runtime cancels a request's outstanding work when its
 * client goes away unless that work was handed to `waitUntil`; local workerd does not reproduce
 * the cancellation, so these tests check the mechanism itself: the load every joiner shares is
 * kept alive by the request that started it.
 */

/** A KV namespace in memory, enough for readThrough. */
function memoryKv(): KVNamespace {
  const store = new Map<string, string>();
  return {
    get: async (key: string, type?: string) => {
      const raw = store.get(key);
      if (raw === undefined) return null;
      return type === "json" ? JSON.parse(raw) : raw;
    },
    put: async (key: string, value: string) => void store.set(key, value),
  } as unknown as KVNamespace;
}

describe("coalesced", () => {
  test("the first caller's waitUntil keeps the shared load; joiners neither start nor keep another", async () => {
    const kept: Promise<unknown>[] = [];
    const origin = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return origin.promise;
    };
    const first = coalesced("k", load, (p) => kept.push(p));
    const second = coalesced("k", load, () => {
      throw new Error("a joiner must not need to keep the load alive");
    });
    expect(calls).toBe(1);
    expect(kept).toHaveLength(1);
    origin.resolve("value");
    await expect(second).resolves.toBe("value");
    await expect(first).resolves.toBe("value");
  });

  test("a failing shared load is kept without an unhandled rejection, and every caller sees the failure", async () => {
    const kept: Promise<unknown>[] = [];
    const failing = coalesced("failing", () => Promise.reject(new Error("origin down")), (p) => kept.push(p));
    await expect(failing).rejects.toThrow("origin down");
    await expect(kept[0]).resolves.toBeUndefined();
  });
});

describe("readThrough on a miss", () => {
  test("the starter's request keeps the origin load alive; a request that joins it is served even if the starter stops waiting", async () => {
    const kv = memoryKv();
    const starterKeeps: Promise<unknown>[] = [];
    const origin = deferred<{ title: string }>();
    const policy = { freshForMs: 60_000, keepForSeconds: 3_600, memoForMs: 0, missingForMs: 0 };
    let calls = 0;
    const load = () => {
      calls += 1;
      return origin.promise;
    };

    // The starter begins the load, then its client goes away: nobody awaits its read any more.
    void readThrough({ kv, key: "brand:x", policy, load, waitUntil: (p) => starterKeeps.push(p) }).catch(() => {});
    await vi.waitFor(() => expect(calls).toBe(1));
    const joiner = readThrough({ kv, key: "brand:x", policy, load, waitUntil: () => {} });

    // The starter's request keeps its KV read and the origin load it started.
    expect(starterKeeps).toHaveLength(2);
    origin.resolve({ title: "served" });
    await expect(joiner).resolves.toEqual({ value: { title: "served" }, source: "origin" });
    expect(calls).toBe(1);
    // What the starter's waitUntil holds finishes only after the entry is written to KV.
    await starterKeeps.at(-1);
    expect(await kv.get("brand:x", "json")).toMatchObject({ value: { title: "served" } });
  });
});
