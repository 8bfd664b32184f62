import * as v from "valibot";
import { FLAG_OVERRIDE_COOKIE_PREFIX } from "../../../shared/flags";

/**
 * The panel's calls for the brand configuration and the flags (worker/ops/routes.ts), same
 * origin, validated; every failure is a value. Flag overrides are this browser's own cookies
 * (`ff.<name>`), which the worker honours on loopback hosts only.
 */

const ErrorBodySchema = v.object({ error: v.object({ message: v.string(), details: v.nullish(v.string()) }) });
const ConfigDeletionSchema = v.object({
  ok: v.boolean(),
  domain: v.string(),
  keysDeleted: v.number(),
  configService: v.object({ ok: v.boolean(), status: v.optional(v.number()), error: v.optional(v.string()) }),
});
const FlagListingSchema = v.object({
  domain: v.string(),
  toggles: v.array(v.object({ name: v.string(), enabled: v.nullable(v.boolean()) })),
});

export type ConfigDeletion = v.InferOutput<typeof ConfigDeletionSchema>;
export type FlagListing = v.InferOutput<typeof FlagListingSchema>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

async function callOps<T>(path: string, method: "GET" | "DELETE", schema: v.GenericSchema<unknown, T>): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: { accept: "application/json" } });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ErrorBodySchema, body);
    return { ok: false, error: parsed.success ? [parsed.output.error.message, parsed.output.error.details].filter(Boolean).join(": ") : `HTTP ${response.status}` };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: "unexpected response" };
}

export const deleteBrandConfig = () => callOps("/__ops/brand-config", "DELETE", ConfigDeletionSchema);
export const listFlags = () => callOps("/__ops/flags", "GET", FlagListingSchema);

export type Override = "true" | "false" | null;

/** This browser's override of a flag, from its cookie. */
export function overrideOf(name: string, cookies = document.cookie): Override {
  const prefix = `${FLAG_OVERRIDE_COOKIE_PREFIX}${name}=`;
  const value = cookies.split("; ").find((part) => part.startsWith(prefix))?.slice(prefix.length);
  return value === "true" || value === "false" ? value : null;
}

/** Sets (or, with null, removes) this browser's override of a flag; a reload applies it. */
export function setOverride(name: string, value: Override): void {
  const cookie = `${FLAG_OVERRIDE_COOKIE_PREFIX}${name}`;
  document.cookie = value === null ? `${cookie}=; Path=/; Max-Age=0; SameSite=Lax` : `${cookie}=${value}; Path=/; SameSite=Lax`;
}
