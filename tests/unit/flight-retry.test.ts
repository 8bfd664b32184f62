import { describe, expect, test } from "vitest";
import { apiFailure, apiOk, type ApiResult } from "../../shared/api/client/errors";
import { retryDelayMs, retryOnGenericError } from "../../shared/search/flight-retry";

/** SPEC §4/§8: GENERIC_ERROR is retried up to 10 times; NO_CONTENT and any other failure stop at once. */

const failure = (message: string, status = 500): ApiResult<string> => apiFailure({ kind: "backend", message, status, call: "ShoppingTransportService/RetrieveProposals" });

/** A call answering from a script, counting calls; a virtual clock so no test sleeps. */
function scripted(answers: ApiResult<string>[], last: ApiResult<string>) {
  let calls = 0;
  let clock = 0;
  const slept: number[] = [];
  return {
    call: async () => answers[calls++] ?? last,
    options: { now: () => clock, sleep: async (ms: number) => { slept.push(ms); clock += ms; } },
    calls: () => calls,
    slept,
  };
}

describe("flight proposals retry", () => {
  test("GENERIC_ERROR three times then a page: four calls, the page", async () => {
    const script = scripted([failure("GENERIC_ERROR"), failure("GENERIC_ERROR"), failure("GENERIC_ERROR")], apiOk("page"));
    const { result, calls } = await retryOnGenericError(script.call, script.options);
    expect(result).toEqual(apiOk("page"));
    expect(calls).toBe(4);
    expect(script.slept).toEqual([50, 100, 200]);
  });

  test("GENERIC_ERROR always: exactly 11 calls (10 retries), then the failure", async () => {
    const script = scripted([], failure("GENERIC_ERROR"));
    const { result, calls } = await retryOnGenericError(script.call, script.options);
    expect(calls).toBe(11);
    expect(script.calls()).toBe(11);
    expect(result.ok ? null : result.error.message).toBe("GENERIC_ERROR");
    // The waits are bounded: 2.45 s in all, inside the streamed page's 7 s deadline.
    expect(script.slept.reduce((a, b) => a + b, 0)).toBe(2_450);
  });

  test.each(["NO_CONTENT", "SEARCH_NOT_FOUND", "INVALID_REQUEST"])("%s is not retried: one call", async (message) => {
    const script = scripted([failure(message, 404)], apiOk("page"));
    const { result, calls } = await retryOnGenericError(script.call, script.options);
    expect(calls).toBe(1);
    expect(result.ok ? null : result.error.message).toBe(message);
  });

  test("a network failure or timeout is not retried either", async () => {
    const network: ApiResult<string> = apiFailure({ kind: "network", message: "fetch failed", call: "x" });
    const script = scripted([network], apiOk("page"));
    expect((await retryOnGenericError(script.call, script.options)).calls).toBe(1);
  });

  test("NO_CONTENT after GENERIC_ERROR stops there: no retry after NO_CONTENT", async () => {
    const script = scripted([failure("GENERIC_ERROR"), failure("NO_CONTENT", 404)], apiOk("page"));
    const { result, calls } = await retryOnGenericError(script.call, script.options);
    expect(calls).toBe(2);
    expect(result.ok ? null : result.error.message).toBe("NO_CONTENT");
  });

  test("no wait starts that would end past the deadline", async () => {
    const script = scripted([], failure("GENERIC_ERROR"));
    const { calls } = await retryOnGenericError(script.call, { ...script.options, deadline: 400 });
    // 50 + 100 + 200 = 350 ms; the next wait (300) would end at 650 > 400.
    expect(calls).toBe(4);
  });

  test("the waits grow 50, 100, 200 and stay at 300 ms", () => {
    expect([1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([50, 100, 200, 300, 300, 300]);
  });
});
