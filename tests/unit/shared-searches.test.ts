import { describe, expect, test } from "vitest";
import { searchSharingFetch } from "../../worker/backend/shared-searches";
import { deferred } from "./support/deferred";

/**
 * The shared CreateSearch (worker/backend/shared-searches.ts) outlives the visitor who started it.
 * The runtime cancels a request's outstanding subrequests when its client goes away unless they
 * were handed to `waitUntil`; local workerd does not cancel them, so this checks the mechanism:
 * the starter's request keeps the call, joiners neither start nor keep another.
 */

const CREATE = "http://backend.test/api/services/app/ShoppingHDPService/CreateSearch";
const BODY = JSON.stringify({ destination: "ROM", adults: 2 });

/** A backend whose CreateSearch answers when told to, counting its calls. */
function heldBackend() {
  const answer = deferred<Response>();
  let calls = 0;
  const base = (async () => {
    calls += 1;
    return answer.promise;
  }) as typeof fetch;
  return { base, answer, calls: () => calls };
}

describe("a shared CreateSearch", () => {
  test("is kept alive by the request that started it: a joiner gets it after the starter's visitor left", async () => {
    const backend = heldBackend();
    const kept: Promise<unknown>[] = [];
    const starter = searchSharingFetch("viaggi.localhost", 5_000, (promise) => kept.push(promise), backend.base);
    const joiner = searchSharingFetch("viaggi.localhost", 5_000, () => {
      throw new Error("a joiner must not need to keep the call alive");
    }, backend.base);

    const leaving = new AbortController();
    const first = starter(CREATE, { method: "POST", body: BODY, signal: leaving.signal });
    const second = joiner(CREATE, { method: "POST", body: BODY });
    expect(backend.calls()).toBe(1);
    expect(kept).toHaveLength(1);

    leaving.abort(new Error("visitor left"));
    await expect(first).rejects.toThrow("visitor left");
    backend.answer.resolve(new Response(JSON.stringify({ success: true, result: { searchId: "S-1" } }), { status: 200 }));
    const answer = await second;
    expect(await answer.json()).toEqual({ success: true, result: { searchId: "S-1" } });
    await expect(kept[0]).resolves.toMatchObject({ status: 200 });
  });

  test("a failing call is kept without an unhandled rejection, and the caller sees the failure", async () => {
    const kept: Promise<unknown>[] = [];
    const failing = (async () => {
      throw new Error("backend unreachable");
    }) as typeof fetch;
    const shared = searchSharingFetch("hoteles.localhost", 5_000, (promise) => kept.push(promise), failing);
    await expect(shared(CREATE, { method: "POST", body: BODY })).rejects.toThrow("backend unreachable");
    await expect(kept[0]).resolves.toBeUndefined();
  });

  test("any other call goes straight through, with nothing kept", async () => {
    const backend = heldBackend();
    const kept: Promise<unknown>[] = [];
    const shared = searchSharingFetch("viaggi.localhost", 5_000, (promise) => kept.push(promise), backend.base);
    const pending = shared("http://backend.test/api/services/app/ShoppingHDPService/GetSearchResults", { method: "POST", body: BODY });
    backend.answer.resolve(new Response("{}", { status: 200 }));
    expect((await pending).status).toBe(200);
    expect(kept).toHaveLength(0);
  });
});
