import { sandboxControl } from "../../support/sandbox";

interface RecordedCall {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
}

/** The backend calls the sandbox recorded whose path starts with `prefix`. */
export async function callsTo(sandboxUrl: string, prefix: string): Promise<RecordedCall[]> {
  const calls = (await sandboxControl(sandboxUrl, "GET", `/calls?path=${encodeURIComponent(prefix)}`)) as RecordedCall[] | { calls: RecordedCall[] };
  return Array.isArray(calls) ? calls : calls.calls;
}

/**
 * A call the flexible-dates strip made (client/search/date-strip.ts) around a page searched for
 * `searchedDate`: another day's CreateSearch, or a page of one proposal by price. Tests about a
 * page's own calls leave these out (tests/worker/date-strip.test.ts counts them).
 */
export function isDateStripCall(call: Pick<RecordedCall, "body">, searchedDate: string): boolean {
  let body: { outboundDate?: unknown; page?: { size?: unknown } };
  try {
    body = JSON.parse(call.body || "{}");
  } catch {
    return false;
  }
  return body.page?.size === 1 || (typeof body.outboundDate === "string" && body.outboundDate !== searchedDate);
}

interface RecordedEvent {
  token: string | null;
  body: { eventName: string; logLevel?: string; eventData: Record<string, unknown>; eventProperties: Record<string, unknown> };
}

export async function eventsNamed(sandboxUrl: string, name: string): Promise<RecordedEvent[]> {
  const events = (await sandboxControl(sandboxUrl, "GET", `/events?name=${encodeURIComponent(name)}`)) as RecordedEvent[] | { events: RecordedEvent[] };
  return Array.isArray(events) ? events : events.events;
}
