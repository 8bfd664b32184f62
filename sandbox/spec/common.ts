import * as v from "valibot";

/**
 * Small shapes the spec-only schemas share. Written from SPEC.md alone, never imported from
 * shared/api: these are what a backend built to the spec answers and accepts, so a drift of the
 * storefront's own schemas (or of the sandbox's builders) shows up against them.
 */

export const text = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** SPEC §8: the server error shape, error.message and optional error.details. */
export const SpecErrorSchema = v.object({ message: v.string(), details: v.optional(v.string()) });

/** SPEC §7: "Results are read from the response field result." */
export const specSuccess = (result: unknown) => ({ result });
export const specFailure = (message: string, details?: string) => ({ error: details === undefined ? { message } : { message, details } });

/** A latitude or longitude rounded to 5 decimals (SPEC §3 "Facet", §9). */
export const fiveDecimals = v.pipe(
  v.number(),
  v.check((value) => Math.round(value * 1e5) / 1e5 === value, "must be rounded to 5 decimals"),
);
