import * as v from "valibot";
import { BackendEnvelopeSchema } from "../../shared/backend-envelope";
import { FlagListSchema, type FlagList } from "../../shared/flags";

const FLAGS_TIMEOUT_MS = 10_000;

export const FLAG_LIST_PATH = "/api/services/app/FeatureToogle/FlagProviderList";

/** Calls FeatureToogle/FlagProviderList for a domain; throws with a readable message on any failure. */
export async function fetchFlagList(apiBaseUrl: string, domain: string): Promise<FlagList> {
  const response = await fetch(`${apiBaseUrl.replace(/\/$/, "")}${FLAG_LIST_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ domainName: domain }),
    signal: AbortSignal.timeout(FLAGS_TIMEOUT_MS),
  });
  const body = await response.json().catch(() => null);
  const envelope = v.safeParse(BackendEnvelopeSchema, body);
  if (!response.ok || !envelope.success || envelope.output.error) {
    const message = envelope.success ? envelope.output.error?.message : undefined;
    throw new Error(message ?? `flag service answered ${response.status}`);
  }
  const list = v.safeParse(FlagListSchema, envelope.output.result);
  if (!list.success) throw new Error(`invalid flag list: ${list.issues[0]?.message ?? "unknown shape"}`);
  return list.output;
}
