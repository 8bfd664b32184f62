import type { Context } from "hono";
import * as v from "valibot";
import { fail } from "../envelope";
import { boundQueryValues } from "../query-binding";

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

/**
 * Query parameters bound as the real backend binds them (query-binding.ts: any case, first value)
 * under the names `schema` gives them; pass `arrays` for the ones that may repeat (`?a=1&a=2` or
 * `a=1,2`). Keys the schema does not name are left as sent, for a strict schema to refuse.
 */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S, arrays: readonly string[] = []): Parsed<v.InferOutput<S>> {
  const named = "entries" in schema ? Object.keys(schema.entries as object) : [];
  const boundNames = new Set(named.map((name) => name.toLowerCase()));
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.req.query())) if (!boundNames.has(key.toLowerCase())) query[key] = value;
  for (const name of named) {
    const values = boundQueryValues(c.req.url, name);
    if (values.length === 0) continue;
    query[name] = arrays.includes(name) ? values.flatMap((value) => value.split(",")).filter((value) => value !== "") : values[0];
  }
  return validated(c, schema, query, "query");
}
