import type { ApiResult } from "../api/client/errors";
import { FLIGHT_RETRY_CAP } from "../constants";

/**
 * SPEC §4/§8: a flight proposals fetch answering GENERIC_ERROR is tried again, up to 10 retries
 * (11 calls at most); NO_CONTENT or any other failure stops at once. The waits are short and
 * bounded so that 11 calls fit inside the streamed page's deadline: 50, 100, 200, then 300 ms,
 * 2.45 s of waiting in all.
 */
export const GENERIC_ERROR = "GENERIC_ERROR";

export function retryDelayMs(retry: number): number {
  return Math.min(300, 50 * 2 ** (retry - 1));
}

interface RetryOptions {
  maxRetries?: number;
  /** Epoch ms after which no retry starts: a wait that would end past it gives up instead. */
  deadline?: number;
  delayMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

interface RetriedResult<T> {
  result: ApiResult<T>;
  /** How many calls were made (1 + retries). */
  calls: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryOnGenericError<T>(call: () => Promise<ApiResult<T>>, options: RetryOptions = {}): Promise<RetriedResult<T>> {
  const { maxRetries = FLIGHT_RETRY_CAP, deadline = Number.POSITIVE_INFINITY, delayMs = retryDelayMs, sleep = wait, now = Date.now } = options;
  let result = await call();
  let calls = 1;
  for (let retry = 1; retry <= maxRetries && !result.ok && result.error.message === GENERIC_ERROR; retry++) {
    const delay = delayMs(retry);
    if (now() + delay >= deadline) break;
    await sleep(delay);
    result = await call();
    calls += 1;
  }
  return { result, calls };
}
