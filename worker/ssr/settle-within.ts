/**
 * Gives a promise a head start: its value if it settles within `ms`, otherwise the promise itself
 * (to be streamed). Lets a warm KV read decide status codes before the first byte, while a slow
 * origin never holds the shell back.
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | Promise<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = Symbol("pending");
  const timeout = new Promise<typeof pending>((resolve) => {
    timer = setTimeout(() => resolve(pending), ms);
  });
  const winner = await Promise.race([promise, timeout]);
  clearTimeout(timer);
  return winner === pending ? promise : (winner as T);
}
