export type HeadStart<T> = { settled: true; value: T } | { settled: false; pending: Promise<T> };

/**
 * Gives a promise a head start: its value if it settles within `ms`, otherwise the promise itself
 * (to be streamed). Lets a warm KV read decide status codes before the first byte, while a slow
 * origin never holds the shell back. (The pending promise is wrapped: an async function that
 * returned it bare would adopt it and wait after all.)
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<HeadStart<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<HeadStart<T>>((resolve) => {
    timer = setTimeout(() => resolve({ settled: false, pending: promise }), ms);
  });
  const settled = promise.then((value): HeadStart<T> => ({ settled: true, value }));
  const winner = await Promise.race([settled, timeout]);
  clearTimeout(timer);
  return winner;
}
