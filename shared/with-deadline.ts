/**
 * Runs `work` until `deadline` (epoch ms). It settles with the work's value if that comes first;
 * otherwise with `late()`, and the signal the work was given is aborted, so whatever it was
 * waiting on (a backend call) is let go rather than left running behind a page that moved on.
 * A work that rejects before the deadline settles with `failed(error)` when given, else rejects
 * as it did; one that rejects after it (its signal aborted) is not asked about again.
 *
 * The one way a promise is given a deadline with a fallback, worker and client alike.
 */
export function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  deadline: number,
  late: () => T,
  failed?: (error: unknown) => T,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overdue = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      resolve(late());
      controller.abort(new DOMException("the deadline passed", "TimeoutError"));
    }, Math.max(0, deadline - Date.now()));
  });
  const done = work(controller.signal);
  const settled = failed
    ? done.catch((error: unknown) => {
        // Past the deadline the race is over: `late()` answered.
        if (controller.signal.aborted) throw error;
        return failed(error);
      })
    : done;
  return Promise.race([settled, overdue]).finally(() => clearTimeout(timer));
}
