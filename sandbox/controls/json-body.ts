import type { Context } from "hono";
import * as v from "valibot";

export type BodyResult<T> = { ok: true; value: T } | { ok: false; message: string; issues: string[] };

/**
 * Reads a JSON body and validates it; an empty body counts as `{}` so that all-optional schemas
 * accept it. Errors are values: the caller answers 400 in its own envelope. Where a body may take
 * several shapes, pass a function choosing the schema from the input: valibot's union reports
 * only "Expected Object but received Object", while one chosen schema names the faulty field.
 */
export async function jsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S | ((input: unknown) => S),
): Promise<BodyResult<v.InferOutput<S>>> {
  const text = await c.req.text();
  let input: unknown = {};
  if (text.trim() !== "") {
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, message: "body is not valid JSON", issues: [] };
    }
  }
  const parsed = v.safeParse(typeof schema === "function" ? schema(input) : schema, input);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(body)"}: ${issue.message}`);
  return { ok: false, message: `invalid body: ${issues.join("; ")}`, issues };
}
