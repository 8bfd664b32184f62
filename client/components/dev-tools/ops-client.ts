import * as v from "valibot";

/**
 * The panel's calls to the worker's ops endpoints (same origin, no token: the worker exempts
 * loopback hosts outside production). Responses are validated; every failure is a value.
 */

const BackendOutcomeSchema = v.object({
  ok: v.boolean(),
  status: v.optional(v.number()),
  error: v.optional(v.string()),
});

const PurgeReportSchema = v.object({
  scope: v.picklist(["domain", "all"]),
  domains: v.array(v.string()),
  keysDeleted: v.number(),
  complete: v.boolean(),
  backend: BackendOutcomeSchema,
});
type PurgeSummary = v.InferOutput<typeof PurgeReportSchema>;

const ErrorBodySchema = v.object({ error: v.object({ message: v.string(), details: v.nullish(v.string()) }) });

export type PurgeOutcome = { ok: true; summary: PurgeSummary } | { ok: false; error: string };

/** purge-all deletes a bounded number of keys per call (KV's per-invocation limit); repeat, but not forever. */
const MAX_PURGE_ALL_CALLS = 10;

export function purgeThisDomain(): Promise<PurgeOutcome> {
  return postPurge("/__ops/cache/purge");
}

export async function purgeEverything(): Promise<PurgeOutcome> {
  let total: PurgeSummary | null = null;
  for (let call = 0; call < MAX_PURGE_ALL_CALLS; call++) {
    const outcome = await postPurge("/__ops/cache/purge-all");
    if (!outcome.ok) return outcome;
    total = total ? combined(total, outcome.summary) : outcome.summary;
    if (outcome.summary.complete) break;
  }
  return { ok: true, summary: total! };
}

function combined(earlier: PurgeSummary, later: PurgeSummary): PurgeSummary {
  return {
    ...later,
    domains: [...new Set([...earlier.domains, ...later.domains])],
    keysDeleted: earlier.keysDeleted + later.keysDeleted,
  };
}

async function postPurge(path: string): Promise<PurgeOutcome> {
  const outcome = await callOps(path, "POST", PurgeReportSchema);
  return outcome.ok ? { ok: true, summary: outcome.value } : { ok: false, error: outcome.error };
}

/** An ops call's validated answer, or why there is none (with the worker's details when it gave any). */
export type OpsOutcome<T> = { ok: true; value: T } | { ok: false; error: string; details?: string };

/** Calls an ops endpoint and validates its answer; a network failure, an error body or an unexpected shape is a value. */
export async function callOps<T>(path: string, method: "GET" | "POST" | "DELETE", schema: v.GenericSchema<unknown, T>): Promise<OpsOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: { accept: "application/json" } });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ErrorBodySchema, body);
    if (!parsed.success) return { ok: false, error: `HTTP ${response.status}` };
    const { message, details } = parsed.output.error;
    return details ? { ok: false, error: message, details } : { ok: false, error: message };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: "unexpected response" };
}
