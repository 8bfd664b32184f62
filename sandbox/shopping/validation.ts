import type { Context } from "hono";
import * as v from "valibot";
import { fail } from "../envelope";
import { boundQueryValue } from "../query-binding";

/**
 * Bad input gets a 400 error envelope naming every wrong field (message INVALID_REQUEST), never a
 * 500: the storefront logs `details`, and a developer reading it should see what to fix.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function invalidRequest(c: Context, details: string): Response {
  return fail(c, 400, "INVALID_REQUEST", details);
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).join("; ");
}

/** The JSON body checked against `schema`; an empty body counts as `{}` (all-optional requests). */
export async function parsedBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, response: invalidRequest(c, "body: is not valid JSON") };
    }
  }
  const result = v.safeParse(schema, json);
  return result.success ? { ok: true, value: result.output } : { ok: false, response: invalidRequest(c, describeIssues(result.issues)) };
}

/** A required, non-empty query parameter. */
export function requiredQuery(c: Context, name: string): Parsed<string> {
  const value = boundQueryValue(c.req.url, name)?.trim();
  return value ? { ok: true, value } : { ok: false, response: invalidRequest(c, `${name}: query parameter is required`) };
}
