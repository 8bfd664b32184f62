import { LOADING_BAR } from "./constants";

/**
 * One tick of the loading bar (SPEC §2, §9): a random step of up to 15, wrapping to 0 once the bar
 * has reached 100. `random` is a number in [0, 1), injected so the rule is testable.
 */
export function nextLoadingProgress(current: number, random: number): number {
  if (current >= LOADING_BAR.wrapAfter) return 0;
  const step = Math.ceil(random * LOADING_BAR.maxStep);
  return Math.min(LOADING_BAR.wrapAfter, current + step);
}
