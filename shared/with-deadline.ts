/**
 * Runs `work` until `deadline` (epoch ms). It settles with the work's value if that comes first;
 * otherwise with `late()`, and the signal the work was given is aborted, so whatever it was
 * waiting on (a backend call) is let go rather than left running behind a page that moved on.
 * A work that rejects settles with `failed(error)` when given, else rejects as it did.
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
  const settled = failed ? done.catch(failed) : done;
  return Promise.race([settled, overdue]).finally(() => clearTimeout(timer));
}
