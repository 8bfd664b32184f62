/**
 * Runs `run` once the page has loaded and the browser is idle (at most 3 s after `load`), so
 * what it starts (a reporter's chunk) never competes with the page's own scripts and hydration.
 */
export function whenIdleAfterLoad(run: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 1));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
