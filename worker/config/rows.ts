import * as v from "valibot";

/**
 * How one name of `Env` is read. A `secret` is scrubbed from every error report wherever it turns
 * up (observability/request-data.ts); a `binding` (KV, a rate limiter) is no text and stays on
 * `env`; a `setting` is configuration anyone may read.
 */
export type Kind = "setting" | "secret" | "binding";

/** `required`: the worker needs it and has no default; `unset`: it may be absent (a feature then stays off). */
type NoDefault = "required" | "unset";

export interface SettingRow<Schema extends v.GenericSchema> {
  kind: Exclude<Kind, "binding">;
  /** What applies when the name is absent, or its value is not one the setting takes. */
  default: string | number | NoDefault;
  unit: "URL" | "text" | "s" | "ms" | "on/off" | "share";
  meaning: string;
  /** Never throws: a value the setting does not take reads as the default. */
  schema: Schema;
}

export interface BindingRow {
  kind: "binding";
  default: NoDefault;
  unit: "binding";
  meaning: string;
}

/** Keeps a row's literal types (its kind, its default) for the configuration's type. */
const row = <const Row extends SettingRow<v.GenericSchema>>(settingRow: Row): Row => settingRow;

/** A text the worker needs: absent, it reads as empty (every call that uses it then fails as it would). */
export const required = <K extends "setting" | "secret" = "setting">(unit: "URL" | "text", meaning: string, kind: K = "setting" as K) =>
  row({ kind, default: "required", unit, meaning, schema: v.fallback(v.string(), "") });

/** A text that may be absent (`undefined` then). Kept as given: the code that reads it trims where it must. */
export const optional = <K extends "setting" | "secret" = "setting">(unit: "URL" | "text", meaning: string, kind: K = "setting" as K) =>
  row({ kind, default: "unset", unit, meaning, schema: v.fallback(v.optional(v.string()), undefined) });

/** A text with a default when absent (an empty text stays empty). */
export const textWithDefault = <Default extends string>(fallback: Default, meaning: string) =>
  row({ kind: "setting", default: fallback, unit: "text", meaning, schema: v.fallback(v.optional(v.string(), fallback), fallback) });

/** Any value `Number()` reads as a finite number. */
const finiteNumber = v.pipe(v.unknown(), v.transform(Number), v.number(), v.finite());

/** Seconds, 0 included (0 turns the thing off); negative or unreadable: the default. */
export const seconds = (fallback: number, meaning: string) =>
  row({ kind: "setting", default: fallback, unit: "s", meaning, schema: v.fallback(v.pipe(finiteNumber, v.minValue(0)), fallback) });

/** Whole seconds (a fraction is cut off), 0 included. */
export const wholeSeconds = (fallback: number, meaning: string) =>
  row({ kind: "setting", default: fallback, unit: "s", meaning, schema: v.fallback(v.pipe(finiteNumber, v.minValue(0), v.transform(Math.floor)), fallback) });

/** Milliseconds above 0, up to `max` when given (a larger value is cut to it); 0, negative or unreadable: the default. */
export const milliseconds = (fallback: number, meaning: string, max = Number.POSITIVE_INFINITY) =>
  row({
    kind: "setting",
    default: fallback,
    unit: "ms",
    meaning,
    schema: v.fallback(v.pipe(finiteNumber, v.gtValue(0), v.transform((ms: number) => Math.min(ms, max))), fallback),
  });

/** A share from 0 to 1 (0.1 is one in ten); outside that or unreadable: the default. */
export const share = (fallback: number, meaning: string) =>
  row({ kind: "setting", default: fallback, unit: "share", meaning, schema: v.fallback(v.pipe(finiteNumber, v.minValue(0), v.maxValue(1)), fallback) });

/** `off` (any case, spaces around) turns a thing off; anything else, absence included, leaves it on. */
export const onOff = (meaning: string) =>
  row({
    kind: "setting",
    default: "on",
    unit: "on/off",
    meaning,
    schema: v.fallback(
      v.pipe(
        v.optional(v.string(), "on"),
        v.transform((value): "on" | "off" => (value.trim().toLowerCase() === "off" ? "off" : "on")),
      ),
      "on",
    ),
  });

export const binding = (meaning: string, fallback: NoDefault = "unset"): BindingRow => ({ kind: "binding", default: fallback, unit: "binding", meaning });
