import type { ApiError } from "../../shared/api/client/errors";
import type { ApiTransport } from "../../shared/api/transport";

/**
 * Tracked when the backend answers a page's call without what the page needs (SPEC names a field
 * it left out, or a shape the storefront reads came back otherwise): the page shows its error
 * state, never a 500, and ops hear of it.
 */
export const INVALID_ANSWER_EVENT = "error.backend-answer";

/**
 * The transport with its unreadable answers reported once per call for as long as it lives (one
 * page request): a pricing polled five times, or a page and its deferred part reading the same
 * call, make one report, not five.
 */
export function reportingInvalidAnswers(transport: ApiTransport, report: (error: ApiError) => void): ApiTransport {
  const reported = new Set<string>();
  return {
    ...transport,
    onInvalidAnswer(error) {
      transport.onInvalidAnswer?.(error);
      if (reported.has(error.call)) return;
      reported.add(error.call);
      report(error);
    },
  };
}

/** What the event carries: the call, its status and the fields at fault, never the answer's values. */
export function invalidAnswerProperties(error: ApiError): Record<string, unknown> {
  return { call: error.call, status: error.status ?? null, fields: (error.fields ?? []).slice(0, 10) };
}
