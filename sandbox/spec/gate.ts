import * as v from "valibot";
import { SPEC_CALLS, isApiPath, type SpecCall } from "./calls";
import { specFailure, specSuccess } from "./common";
import { specOnly } from "./switch";

/** Set on a fault's chosen answer (faults.ts): a test's own answer passes the gate as it is. */
export const CHOSEN_ANSWER_HEADER = "x-sandbox-chosen-answer";
/** What the sandbox answers when its own answer lacks a field the spec names: its bug, said loudly. */
export const SPEC_DRIFT = "SANDBOX_SPEC_DRIFT";

type Handle = (request: Request) => Promise<Response>;

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const issuesOf = (issues: readonly v.BaseIssue<unknown>[], where: string) =>
  issues.map((issue) => `${where}${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ""}: ${issue.message}`).join("; ");

/**
 * The spec-only sandbox (switch.ts) in front of the app services: a path SPEC §7 does not name is
 * not found; a request missing what the spec names (or with a body field it does not name, where
 * it shows the body) is refused 400; fields of ours are dropped before the handler sees them; and
 * the answer keeps only `result` (or `error`), with only the fields the spec names.
 */
export async function specOnlyGate(request: Request, handle: Handle): Promise<Response> {
  const url = new URL(request.url);
  if (!specOnly() || !isApiPath(url.pathname)) return handle(request);
  const call = Object.hasOwn(SPEC_CALLS, url.pathname) ? SPEC_CALLS[url.pathname]! : null;
  if (!call) return json(specFailure("NOT_FOUND", `${url.pathname} is not a call SPEC.md names`), 404);
  if (request.method !== call.method) return json(specFailure("METHOD_NOT_ALLOWED", `SPEC.md names ${call.method} for ${url.pathname}`), 405);
  const checked = await specRequest(call, request, url);
  if (!checked.ok) return json(specFailure("INVALID_REQUEST", checked.details), 400);
  return specAnswer(call, await handle(checked.request));
}

type Checked = { ok: true; request: Request } | { ok: false; details: string };

async function specRequest(call: SpecCall, request: Request, url: URL): Promise<Checked> {
  if (call.query) {
    const query = v.safeParse(call.query, Object.fromEntries(url.searchParams));
    if (!query.success) return { ok: false, details: issuesOf(query.issues, "query") };
  }
  for (const name of call.oursInQuery ?? []) url.searchParams.delete(name);
  let body: string | undefined = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
  if (call.body || call.oursInBody) {
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      return { ok: false, details: "body: must be a JSON document" };
    }
    if (call.body) {
      const shaped = v.safeParse(call.body, parsed);
      if (!shaped.success) return { ok: false, details: issuesOf(shaped.issues, "body") };
    }
    if (call.oursInBody && parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const kept = Object.fromEntries(Object.entries(parsed).filter(([key]) => !call.oursInBody!.includes(key)));
      body = JSON.stringify(kept);
    }
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return { ok: true, request: new Request(url, { method: request.method, headers, body, signal: request.signal }) };
}

async function specAnswer(call: SpecCall, response: Response): Promise<Response> {
  if (response.headers.has(CHOSEN_ANSWER_HEADER)) return response;
  const payload = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { result?: unknown; error?: { message?: unknown; details?: unknown } | null } | undefined;
  // Not JSON (a fault's garbage, say): passed as it is.
  if (payload === undefined || payload === null || typeof payload !== "object") return response;
  if (payload.error) {
    const { message, details } = payload.error;
    return json(specFailure(String(message), typeof details === "string" ? details : undefined), response.status);
  }
  const answered = answerThroughSpec(call, payload.result);
  if (!answered.ok) return json(specFailure(SPEC_DRIFT, answered.details), 500);
  return json(specSuccess(answered.result), response.status);
}

/** A result as the spec names it: only its fields, or the drift when the sandbox built it without one. */
export function answerThroughSpec(call: SpecCall, result: unknown): { ok: true; result: unknown } | { ok: false; details: string } {
  if (!call.answer) return { ok: true, result };
  const shaped = v.safeParse(call.answer, result);
  return shaped.success ? { ok: true, result: shaped.output } : { ok: false, details: issuesOf(shaped.issues, "result") };
}
