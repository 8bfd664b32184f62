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

interface RecordedEvent {
  token: string | null;
  body: { eventName: string; logLevel?: string; eventData: Record<string, unknown>; eventProperties: Record<string, unknown> };
}

export async function eventsNamed(sandboxUrl: string, name: string): Promise<RecordedEvent[]> {
  const events = (await sandboxControl(sandboxUrl, "GET", `/events?name=${encodeURIComponent(name)}`)) as RecordedEvent[] | { events: RecordedEvent[] };
  return Array.isArray(events) ? events : events.events;
}
