import * as v from "valibot";
import { FLAG_OVERRIDE_COOKIE_PREFIX } from "../../../shared/flags";
import { callOps, type OpsOutcome } from "./ops-client";

/**
 * The panel's calls for the brand configuration and the flags (worker/ops/routes.ts), through
 * ops-client's one call; every failure is a value. Flag overrides are this browser's own cookies
 * (`ff.<name>`), which the worker honours on loopback hosts only.
 */

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

/** The ops call's outcome with the worker's details, if any, in its one line of error. */
async function withDetails<T>(call: Promise<OpsOutcome<T>>): Promise<Outcome<T>> {
  const outcome = await call;
  return outcome.ok ? outcome : { ok: false, error: [outcome.error, outcome.details].filter(Boolean).join(": ") };
}

export const deleteBrandConfig = () => withDetails(callOps("/__ops/brand-config", "DELETE", ConfigDeletionSchema));
export const listFlags = () => withDetails(callOps("/__ops/flags", "GET", FlagListingSchema));

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
