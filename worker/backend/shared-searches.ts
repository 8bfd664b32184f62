import { IsolateMemo } from "../cache/isolate-memo";

/**
 * Identical searches share one CreateSearch per isolate. A results URL shared on social media, a
 * crawler or a visitor pressing Reload asks the same search over and over; each CreateSearch makes
 * the backend search its suppliers. For a few seconds the same search (same brand host, same
 * body) gets the search id the first one got: the backend's results are the same for that long.
 *
 * Only anonymous searches are shared (a member's search may carry member prices), and only
 * answers that succeeded are remembered. The shared call belongs to no visitor: one leaving stops
 * waiting for it, the others still get it. As with the brand configuration loads
 * (worker/cache/swr-cache.ts, sharedPerKey), that takes the starting request's `waitUntil`: the
 * runtime cancels a request's outstanding subrequests when its client goes away, and everyone
 * waiting on the call would lose it with them. How long: SEARCH_SHARING_SECONDS (worker/config).
 */

/** The shared call's own limit, as the typed client's per-call timeout. */
const SHARED_SEARCH_TIMEOUT_MS = 20_000;
const SEARCH_CALLS = /^\/api\/services\/app\/(?:ShoppingHDPService|ShoppingTransportService)\/CreateSearch$/;

interface SharedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

const searches = new IsolateMemo<Promise<SharedAnswer>>(512);

function succeeded(answer: SharedAnswer): boolean {
  if (answer.status !== 200) return false;
  try {
    return (JSON.parse(answer.body) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

/** Resolves with `promise`, or rejects as soon as `signal` aborts (the promise itself goes on). */
function waitWithin<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/**
 * A fetch for one brand host's anonymous loader calls that shares identical CreateSearch calls;
 * `waitUntil` is the calling request's, and keeps a call this request starts running to its end.
 */
export function searchSharingFetch(
  scope: string,
  sharingMs: number,
  waitUntil: (promise: Promise<unknown>) => void,
  base: typeof fetch = (...args) => globalThis.fetch(...args),
): typeof fetch {
  if (sharingMs <= 0) return base;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    if ((init?.method ?? "GET").toUpperCase() !== "POST" || typeof body !== "string" || !SEARCH_CALLS.test(url.pathname)) return base(input, init);

    const key = `${scope} ${url.pathname} ${body}`;
    const now = Date.now();
    let answer = searches.get(key, now);
    if (!answer) {
      answer = base(url.href, { method: "POST", headers: init?.headers, body, signal: AbortSignal.timeout(SHARED_SEARCH_TIMEOUT_MS) }).then(async (response) => ({
        status: response.status,
        headers: [...response.headers],
        body: await response.text(),
      }));
      const shared = answer;
      // A failed search is not remembered: the next visitor asks again.
      shared.then((settled) => !succeeded(settled) && searches.delete(key), () => searches.delete(key));
      searches.set(key, shared, sharingMs, now);
      waitUntil(shared.catch(() => {}));
    }
    const settled = await waitWithin(answer, init?.signal);
    return new Response(settled.body, { status: settled.status, headers: settled.headers });
  };
}
