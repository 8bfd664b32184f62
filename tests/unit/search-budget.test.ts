import { describe, expect, test } from "vitest";
import { failureKeyOf } from "../../client/checkout/use-cart-write";
import { CRAWLER_SEARCH_WAIT_MS, SEARCH_BUDGET_MS, searchBudgetMsOf as budgetFor } from "../../shared/search/search-budget";
import { withDeadline } from "../../shared/with-deadline";
import { configOf } from "../../worker/config";

/** Slow is not failed: how long a search is waited for, and what happens at the end of it. */

/** The budget a request gets from the worker's configured SEARCH_BUDGET_MS (worker/config). */
const searchBudgetMsOf = (configured: string | undefined, crawler: boolean) =>
  budgetFor(configOf(configured === undefined ? {} : { SEARCH_BUDGET_MS: configured }).SEARCH_BUDGET_MS, crawler);

describe("the search budget", () => {
  test("is SPEC §7's 60 s unless configured; a configuration can only shorten it; a crawler waits 10 s at most", () => {
    expect(SEARCH_BUDGET_MS).toBe(60_000);
    expect(searchBudgetMsOf(undefined, false)).toBe(60_000);
    expect(searchBudgetMsOf("3000", false)).toBe(3_000);
    expect(searchBudgetMsOf("600000", false)).toBe(60_000);
    for (const bad of ["", "0", "-5", "soon", "NaN"]) expect(searchBudgetMsOf(bad, false)).toBe(60_000);
    expect(CRAWLER_SEARCH_WAIT_MS).toBe(10_000);
    expect(searchBudgetMsOf(undefined, true)).toBe(10_000);
    expect(searchBudgetMsOf("3000", true)).toBe(3_000);
  });
});

describe("withDeadline", () => {
  test("the work's value when it comes in time, its signal left alone", async () => {
    let seen: AbortSignal | undefined;
    const value = await withDeadline(async (signal) => ((seen = signal), "cards"), Date.now() + 1_000, () => "late");
    expect(value).toBe("cards");
    expect(seen!.aborted).toBe(false);
  });

  test("past the deadline: the late value, and the work's signal aborted so its calls are let go", async () => {
    let seen: AbortSignal | undefined;
    const never = (signal: AbortSignal) => ((seen = signal), new Promise<string>(() => {}));
    const started = performance.now();
    expect(await withDeadline(never, Date.now() + 50, () => "took too long")).toBe("took too long");
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(seen!.aborted).toBe(true);
    expect((seen!.reason as DOMException).name).toBe("TimeoutError");
  });

  test("a work that fails settles with `failed` when given, else rejects", async () => {
    const failing = async () => {
      throw new Error("down");
    };
    expect(await withDeadline(failing, Date.now() + 1_000, () => "late", () => "failed")).toBe("failed");
    await expect(withDeadline(failing, Date.now() + 1_000, () => "late")).rejects.toThrow("down");
  });
});

describe("the checkout's failure sentences", () => {
  test("a call that outlived the budget (ours or the edge's UPSTREAM_TIMEOUT) says it took too long, not that the connection was lost", () => {
    expect(failureKeyOf({ kind: "timeout", message: "request timed out", call: "CartApiService/AddContactToCart" })).toBe("checkout.failures.timeout");
    expect(failureKeyOf({ kind: "backend", message: "UPSTREAM_TIMEOUT", status: 504, call: "CartApiService/AddContactToCart" })).toBe("checkout.failures.timeout");
    expect(failureKeyOf({ kind: "network", message: "TypeError: Failed to fetch", call: "CartApiService/AddContactToCart" })).toBe("checkout.failures.network");
  });
});
