import * as v from "valibot";
import { describe, expect, test, vi } from "vitest";
import type { ApiError } from "../../shared/api/client/errors";
import { callApi } from "../../shared/api/client/request";
import type { ApiTransport } from "../../shared/api/transport";
import { invalidAnswerProperties, reportingInvalidAnswers } from "../../worker/backend/invalid-answers";

/** A transport whose backend always answers `result` (an envelope as the spec writes it). */
function answering(result: unknown): ApiTransport {
  return {
    baseUrl: "https://backend.invalid",
    fetch: async () => new Response(JSON.stringify({ result }), { status: 200, headers: { "content-type": "application/json" } }),
    credentials: "omit",
    headers: () => ({}),
  };
}

const Page = v.object({ proposals: v.array(v.object({ id: v.string() })), page: v.object({ number: v.number() }) });

describe("answers a page cannot read", () => {
  test("are a failure the caller handles, told to the transport with the fields at fault and never the values", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const told: ApiError[] = [];
    const transport = { ...answering({ page: { number: "Mario Rossi" } }), onInvalidAnswer: (error: ApiError) => told.push(error) };
    const result = await callApi(transport, { method: "POST", path: "/api/services/app/ShoppingHDPService/RetrieveProposals", schema: Page });
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid-response", status: 200 } });
    expect(told).toHaveLength(1);
    expect(invalidAnswerProperties(told[0]!)).toEqual({ call: "ShoppingHDPService/RetrieveProposals", status: 200, fields: ["proposals", "page.number"] });
    expect(JSON.stringify(invalidAnswerProperties(told[0]!))).not.toContain("Mario");
    // A readable answer tells nothing.
    const good = { ...answering({ proposals: [{ id: "p1" }], page: { number: 1 } }), onInvalidAnswer: (error: ApiError) => told.push(error) };
    expect(await callApi(good, { method: "POST", path: "/api/services/app/ShoppingHDPService/RetrieveProposals", schema: Page })).toMatchObject({ ok: true });
    expect(told).toHaveLength(1);
    vi.restoreAllMocks();
  });

  test("are reported once per call for the transport's life (one page request), whatever the number of reads", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const reported: string[] = [];
    const transport = reportingInvalidAnswers(answering({}), (error) => reported.push(error.call));
    for (let poll = 0; poll < 5; poll += 1) await callApi(transport, { method: "GET", path: "/api/services/app/ShoppingHDPService/RetrievePricing", schema: Page });
    await callApi(transport, { method: "POST", path: "/api/services/app/CartApiService/RetrieveCartFull", schema: Page });
    expect(reported).toEqual(["ShoppingHDPService/RetrievePricing", "CartApiService/RetrieveCartFull"]);
    // Another page request has its own transport, and its own report.
    const next: string[] = [];
    await callApi(reportingInvalidAnswers(answering({}), (error) => next.push(error.call)), { method: "GET", path: "/api/services/app/ShoppingHDPService/RetrievePricing", schema: Page });
    expect(next).toEqual(["ShoppingHDPService/RetrievePricing"]);
    vi.restoreAllMocks();
  });
});
