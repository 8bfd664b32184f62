import type { Context } from "hono";
import * as v from "valibot";
import { fail } from "../envelope";

/**
 * Request validation for the sandbox's app services: bad input answers 400 with the error
 * envelope (message INVALID_REQUEST, details naming each field), never a 500, and the handler
 * never runs, so nothing changes. Shared by cart/, auth/ and config-admin/.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export const INVALID_REQUEST = "INVALID_REQUEST";

function validated<S extends v.GenericSchema>(c: Context, schema: S, input: unknown, where: string): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const details = result.issues.map((issue) => `${where}${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ""}: ${issue.message}`).join("; ");
  return { ok: false, response: fail(c, 400, INVALID_REQUEST, details) };
}

export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 400, INVALID_REQUEST, "body: must be a JSON document") };
  }
  return validated(c, schema, raw, "body");
}

/** Single-valued query parameters; pass `arrays` for the ones that may repeat (`?a=1&a=2` or `a=1,2`). */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S, arrays: readonly string[] = []): Parsed<v.InferOutput<S>> {
  const query: Record<string, unknown> = { ...c.req.query() };
  for (const name of arrays) {
    const values = c.req.queries(name);
    if (values) query[name] = values.flatMap((value) => value.split(",")).filter((value) => value !== "");
  }
  return validated(c, schema, query, "query");
}
